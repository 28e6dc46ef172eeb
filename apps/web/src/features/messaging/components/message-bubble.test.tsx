import { HIDDEN_MESSAGE_CONTENT } from '@rootshare/contracts/reports';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMessage } from '@/test/messaging';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { MessageBubble } from './message-bubble';

const me = sampleProfile();

function renderBubbles(...bubbles: Array<{ message: ReturnType<typeof sampleMessage>; mine: boolean }>) {
  signInAs(me);
  const fetchMock = mockApi((url) => (url === `/api/profiles/${me.id}` ? { status: 200, body: me } : undefined));
  renderRoutes(
    [
      page(
        '/',
        <ol>
          {bubbles.map(({ message, mine }) => (
            <MessageBubble key={message.id} message={message} mine={mine} senderName={mine ? 'fern' : 'ivy'} now={new Date()} />
          ))}
        </ol>,
      ),
    ],
    '/',
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('MessageBubble', () => {
  it("lets a member report the other member's message from its menu, not their own", async () => {
    const user = userEvent.setup();
    const fetchMock = renderBubbles(
      { message: sampleMessage({ content: 'Send money first' }), mine: false },
      { message: sampleMessage({ sender_id: me.id, content: 'No thanks' }), mine: true },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const menus = await screen.findAllByRole('button', { name: /More actions for this message/ });
    expect(menus).toHaveLength(1);
    await user.click(menus[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    expect(await screen.findByRole('dialog', { name: 'Report this message' })).toBeInTheDocument();
  });

  it('shows a message a moderator hid as such, without its image and without a Report menu', async () => {
    const fetchMock = renderBubbles({
      message: sampleMessage({ content: HIDDEN_MESSAGE_CONTENT, message_type: 'image', image_url: null, is_hidden: true }),
      mine: false,
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText(HIDDEN_MESSAGE_CONTENT)).toHaveClass('italic');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });
});
