import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutes } from '@/test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('leads each community link to a page of its own', async () => {
    renderRoutes([page('/', <Footer />)], '/');
    const community = await screen.findByRole('navigation', { name: 'Community' });
    const targets = within(community)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['/browse', '/browse?tab=events', '/browse?tab=content', '/browse?tab=users']);
    expect(new Set(targets).size).toBe(targets.length);
  });
});
