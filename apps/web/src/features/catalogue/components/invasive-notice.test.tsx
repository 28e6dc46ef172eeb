import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '@/test/render';
import { InvasiveNotice } from './invasive-notice';

describe('InvasiveNotice', () => {
  it("says 'Invasive in …' with every region once, and links each list to its source", async () => {
    renderRoutes(
      [
        page(
          '/',
          <InvasiveNotice
            listings={[
              { list: 'Oregon State Noxious Weed List', region: 'Oregon', source_url: 'https://www.oregon.gov/oda/weeds' },
              {
                list: 'Wildlife and Countryside Act 1981, Schedule 9 (plants)',
                region: 'Great Britain',
                source_url: 'https://www.legislation.gov.uk/ukpga/1981/69/schedule/9',
              },
            ]}
          />,
        ),
      ],
      '/',
    );
    const note = await screen.findByRole('note', { name: 'Invasive in Oregon and Great Britain' });
    expect(within(note).getByRole('link', { name: 'Oregon State Noxious Weed List' })).toHaveAttribute(
      'href',
      'https://www.oregon.gov/oda/weeds',
    );
    expect(within(note).getByRole('link', { name: /Schedule 9/ })).toHaveAttribute('rel', 'noreferrer noopener');
  });

  it('shows nothing for a species no list names', () => {
    renderRoutes([page('/', <InvasiveNotice listings={[]} />)], '/');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
