import type { Meet } from '@rootshare/contracts/meets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, sampleUserPlant, sentBody, signInAs } from '@/test/render';
import { MeetPage } from './meet-page';

const me = sampleProfile({ full_name: 'Fern Gully' });
const MEET_ID = '99999999-9999-4999-8999-999999999999';
const HOST = { id: '77777777-7777-4777-8777-777777777777', username: 'ivy', full_name: 'Ivy Green', avatar_url: null };

const sampleMeet = (overrides: Partial<Meet> = {}): Meet => ({
  id: MEET_ID,
  title: 'Spring cutting swap',
  description: 'Bring cuttings in labelled bags.',
  starts_at: '2026-12-12T18:00:00.000Z',
  ends_at: '2026-12-12T21:00:00.000Z',
  time_zone: 'America/Los_Angeles',
  town: 'Portland, Oregon',
  venue: 'Hollywood Library',
  cover: null,
  brings: ['cuttings'],
  capacity: 2,
  going_count: 1,
  distance_miles: 2,
  cancelled: false,
  my_rsvp: null,
  host: HOST,
  is_host: false,
  is_past: false,
  maybe_count: 0,
  waitlist_count: 0,
  waitlist_position: null,
  attendees: null,
  my_bringing: [],
  hidden: false,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MeetPage', () => {
  it('shows the meet in its own time zone, and a visitor the town without the venue', async () => {
    mockApi((url) => (url === `/api/meets/${MEET_ID}` ? { status: 200, body: sampleMeet({ venue: null }) } : undefined));
    renderRoutes([page('/meets/:id', <MeetPage />)], `/meets/${MEET_ID}`);
    expect(await screen.findByRole('heading', { name: 'Spring cutting swap' })).toBeInTheDocument();
    expect(screen.getByText('Sat, 12 Dec 2026, 10:00–13:00 PST')).toBeInTheDocument();
    expect(screen.getByText('Sign in to see the exact venue.')).toBeInTheDocument();
    expect(screen.queryByText('Hollywood Library')).toBeNull();
  });

  it('lets a member answer going, then list what they bring from their swappable plants', async () => {
    signInAs(me);
    const plant = sampleUserPlant({
      id: '12121212-1212-4212-8212-121212121212',
      user_id: me.id,
      custom_name: 'Variegated monstera',
      available_for_swap: true,
    });
    let current = sampleMeet();
    const api = mockApi((url, init) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
      if (url === `/api/meets/${MEET_ID}`) return { status: 200, body: current };
      if (url === `/api/meets/${MEET_ID}/rsvp`) {
        current = sampleMeet({ my_rsvp: 'going', going_count: 2, attendees: [] });
        return { status: 200, body: current };
      }
      if (url === `/api/meets/${MEET_ID}/bringing` && init.method === 'PUT') {
        current = { ...current, my_bringing: [plant.id] };
        return { status: 200, body: current };
      }
      if (url.startsWith('/api/user-plants')) return { status: 200, body: [plant] };
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/meets/:id', <MeetPage />)], `/meets/${MEET_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Going' }));
    expect(await screen.findByText('You are going. We will remind you a day before.')).toBeInTheDocument();
    expect(sentBody(api, `/api/meets/${MEET_ID}/rsvp`)).toEqual({ status: 'going' });

    const picker = await screen.findByRole('group', { name: "What I'm bringing" });
    await user.click(await within(picker).findByRole('checkbox', { name: /Variegated monstera/ }));
    await user.click(screen.getByRole('button', { name: 'Save what I bring' }));
    await waitFor(() => expect(sentBody(api, `/api/meets/${MEET_ID}/bringing`)).toEqual({ user_plant_ids: [plant.id] }));
  });

  it('offers the waitlist when every place of the meet is taken', async () => {
    signInAs(me);
    mockApi((url) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
      if (url === `/api/meets/${MEET_ID}`) return { status: 200, body: sampleMeet({ going_count: 2 }) };
      return undefined;
    });
    renderRoutes([page('/meets/:id', <MeetPage />)], `/meets/${MEET_ID}`);
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });
});
