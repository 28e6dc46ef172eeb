import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, sentBody, signInAs } from '@/test/render';
import { ReportButton, ReportMenu } from './report-menu';

const me = sampleProfile({ full_name: 'Fern Gully' });
const author = sampleProfile({ id: '22222222-2222-4222-8222-222222222222', username: 'ivy' });
const POST_ID = '33333333-3333-4333-8333-333333333333';

type Answer = { status: number; body?: unknown };

/** The ⋯ menu of ivy's post, seen by `viewer` (signed out when null); reports are answered by `answer`. */
function renderMenu(
  viewer: ReturnType<typeof sampleProfile> | null,
  answer: () => Answer | Promise<Answer> = () => ({ status: 201, body: { received: true } }),
) {
  if (viewer) signInAs(viewer);
  const fetchMock = mockApi((url, init) => {
    if (viewer && url === `/api/profiles/${viewer.id}`) return { status: 200, body: viewer };
    if (url === '/api/reports' && init.method === 'POST') return answer();
    return undefined;
  });
  renderRoutes(
    [
      page(
        '/',
        <>
          <h1>A post</h1>
          <ReportMenu target={{ type: 'post', id: POST_ID }} ownerId={author.id} label="More actions for A post" />
        </>,
      ),
    ],
    '/',
  );
  return fetchMock;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'More actions for A post' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Report post' }));
  return screen.findByRole('dialog', { name: 'Report this post' });
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ReportMenu and ReportDialog', () => {
  it('sends the chosen reason and details, thanks the member and closes', async () => {
    const user = userEvent.setup();
    const fetchMock = renderMenu(me);
    const dialog = await openDialog(user);
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await user.type(within(dialog).getByLabelText(/Details/), 'Rude replies under every post');
    expect(within(dialog).getByText('29/1000')).toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByText('Thanks — our moderators will review this report.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, '/api/reports')).toEqual({
      target_type: 'post',
      target_id: POST_ID,
      reason: 'harassment',
      details: 'Rude replies under every post',
    });
  });

  it('offers the six reasons as one radio group that the arrow keys move through', async () => {
    const user = userEvent.setup();
    renderMenu(me);
    const dialog = await openDialog(user);
    const group = within(dialog).getByRole('radiogroup', { name: 'Why are you reporting this post?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    expect(within(group).getByRole('radio', { name: 'Pests or prohibited plant' })).toHaveAccessibleDescription(
      'Pests or disease, or a plant that may not be traded',
    );
    await user.click(within(group).getByRole('radio', { name: 'Spam' }));
    // Held while focus moves, as a real key press is (Radix checks the radio it lands on).
    await user.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Scam or no-show' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeEnabled();
  });

  it("shows the server's sentence when the report is refused and keeps the dialog open", async () => {
    const user = userEvent.setup();
    renderMenu(me, () => ({ status: 429, body: { error: 'Too many attempts. Please wait and try again.' } }));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Too many attempts. Please wait and try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report this post' })).toBeInTheDocument();
  });

  it('starts from an empty form each time it opens', async () => {
    const user = userEvent.setup();
    renderMenu(me);
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Other' })).not.toBeChecked();
  });

  it('is not offered to the owner', async () => {
    const fetchMock = renderMenu(author);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/profiles/${author.id}`, expect.anything()));
    expect(screen.getByRole('heading', { name: 'A post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions for A post' })).not.toBeInTheDocument();
  });

  it('is not offered to visitors', () => {
    renderMenu(null);
    renderRoutes([page('/', <ReportButton target={{ type: 'plant', id: POST_ID }} ownerId={author.id} />)], '/');
    expect(screen.queryByRole('button', { name: /More actions|Report/ })).not.toBeInTheDocument();
  });

  it('opens the same dialog from the plain Report button of a plant page', async () => {
    const user = userEvent.setup();
    signInAs(me);
    mockApi((url) => (url === `/api/profiles/${me.id}` ? { status: 200, body: me } : undefined));
    renderRoutes([page('/', <ReportButton target={{ type: 'plant', id: POST_ID }} ownerId={author.id} />)], '/');
    await user.click(await screen.findByRole('button', { name: 'Report this plant listing' }));
    expect(await screen.findByRole('dialog', { name: 'Report this plant listing' })).toBeInTheDocument();
  });
});
