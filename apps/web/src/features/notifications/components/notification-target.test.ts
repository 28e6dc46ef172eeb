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
});
