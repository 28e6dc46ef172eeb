import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { MeetFormPage } from './meet-form-page';

const me = sampleProfile({ full_name: 'Fern Gully' });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The form of a new meet for a signed-in member, with every request it makes recorded. */
async function newMeetForm() {
  signInAs(me);
  const fetchMock = mockApi((url) => (url === `/api/profiles/${me.id}` ? { status: 200, body: me } : undefined));
  renderRoutes([page('/meets/new', <MeetFormPage />)], '/meets/new');
  await screen.findByRole('button', { name: 'Create swap meet' });
  return fetchMock;
}

describe('MeetFormPage', () => {
  it('asks the server for no meet while hosting a new one', async () => {
    const fetchMock = await newMeetForm();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === `/api/profiles/${me.id}`)).toBe(true));
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/meets'))).toEqual([]);
  });

  it("offers the cover photo through the app's own button, previews the chosen photo and lets it be removed", async () => {
    await newMeetForm();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'porch.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Cover photo (optional)'), photo);
    expect(await screen.findByRole('img', { name: 'Chosen cover photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'Chosen cover photo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeInTheDocument();
  });
});
