import { describe, expect, it } from 'vitest';
import { sampleNotification } from '@/test/swaps';
import { notificationTarget } from './notification-panel';

describe('where a notification leads', () => {
  it('opens a swap meet notification on the meet’s page, and a handover one in the swap’s chat', () => {
    const meetId = '99999999-9999-4999-8999-999999999999';
    expect(notificationTarget(sampleNotification({ type: 'meet_changed', meet_id: meetId, conversation_id: null }))).toBe(
      `/meets/${meetId}`,
    );
    expect(notificationTarget(sampleNotification({ type: 'handover_proposed', conversation_id: 'c1' }))).toBe('/messages?conversation=c1');
  });

  it('opens a message from another server in that conversation on Other towns, not in the inbox', () => {
    const remote = '88888888-8888-4888-8888-888888888888';
    expect(
      notificationTarget(
        sampleNotification({ type: 'message', swap_request_id: null, conversation_id: null, remote_conversation_id: remote }),
      ),
    ).toBe(`/other-towns/messages/${remote}`);
  });
});
