import type { Lineage } from '@rootshare/contracts/user-plants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '@/test/render';
import { PlantLineage } from './plant-lineage';

const SWAPPED = '2026-11-20T10:00:00.000Z';

function show(lineage: Lineage) {
  renderRoutes([page('/', <PlantLineage lineage={lineage} />)], '/');
}

describe('PlantLineage', () => {
  it('shows where the plant came from and where its cuttings went, with towns, dates and links', async () => {
    show({
      parents: [
        {
          user_plant_id: '11111111-1111-4111-8111-111111111111',
          username: 'alice',
          town: 'Portland, Oregon',
          swapped_at: SWAPPED,
          generation: 1,
        },
      ],
      children: [
        {
          user_plant_id: '22222222-2222-4222-8222-222222222222',
          username: 'carol',
          town: 'Gresham, Oregon',
          swapped_at: SWAPPED,
          generation: 1,
        },
        { user_plant_id: null, username: null, town: null, swapped_at: SWAPPED, generation: 2 },
      ],
    });
    const cameFrom = await screen.findByRole('region', { name: 'Where it came from' });
    expect(within(cameFrom).getByRole('link', { name: /@alice in Portland/ })).toHaveAttribute(
      'href',
      '/plant/11111111-1111-4111-8111-111111111111',
    );
    expect(cameFrom).toHaveTextContent('20 Nov 2026');
    const went = screen.getByRole('region', { name: 'Where its cuttings went' });
    expect(within(went).getByRole('link', { name: /@carol in Gresham/ })).toBeInTheDocument();
    expect(went).toHaveTextContent('Then on to a gardener');
  });

  it('shows nothing for a plant that never travelled', () => {
    show({ parents: [], children: [] });
    expect(screen.queryByRole('heading', { name: /journey/ })).not.toBeInTheDocument();
  });
});
