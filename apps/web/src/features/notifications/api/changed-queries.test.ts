import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { careReminderKeys } from '@/features/care-reminders/api/keys';
import { federationKeys } from '@/features/federation/api/keys';
import { meetKeys } from '@/features/meets/api/keys';
import { swapKeys } from '@/features/swaps/api/keys';
import { userPlantKeys } from '@/features/user-plants/api/keys';
import { createQueryClient } from '@/lib/query-client';
import { sampleNotification, SWAP_ID } from '@/test/swaps';
import { queriesChangedBy } from './changed-queries';
import { applyNotificationEvent } from './live';

const MEET_ID = '11111111-2222-4333-8444-555555555555';
const PLANT_ID = '66666666-7777-4888-8999-000000000000';

/** A query client holding one answer under each key, none of them stale yet. */
function cacheWith(keys: QueryKey[]) {
  const queryClient = createQueryClient();
  for (const queryKey of keys) queryClient.setQueryData(queryKey, { cached: true });
  const stale = (queryKey: QueryKey) => queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
  return { queryClient, stale };
}

describe('queriesChangedBy', () => {
  it("refetches a meet's page, the Events lists and the home card when a waitlist place opens up", () => {
    const { queryClient, stale } = cacheWith([
      meetKeys.detail(MEET_ID),
      meetKeys.nearby,
      meetKeys.list({ sort: 'soonest' }),
      swapKeys.lists,
    ]);
    const promoted = sampleNotification({ type: 'meet_promoted', meet_id: MEET_ID, swap_request_id: null, conversation_id: null });
    applyNotificationEvent(queryClient, { type: 'notification', notification: promoted });
    expect(stale(meetKeys.detail(MEET_ID))).toBe(true);
    expect(stale(meetKeys.nearby)).toBe(true);
    expect(stale(meetKeys.list({ sort: 'soonest' }))).toBe(true);
    expect(stale(swapKeys.lists)).toBe(false);
  });

  it.each(['meet_changed', 'meet_cancelled', 'meet_message', 'meet_reminder'] as const)('refetches the meets for %s', (type) => {
    expect(queriesChangedBy(sampleNotification({ type, meet_id: MEET_ID }))).toContainEqual(meetKeys.all);
  });

  it.each(['swap_request', 'swap_accept', 'swap_decline', 'swap_counter', 'swap_update'] as const)(
    "refetches that swap's card and the Swaps tab for %s, and no other swap",
    (type) => {
      const other = '99999999-0000-4000-8000-000000000000';
      const { queryClient, stale } = cacheWith([swapKeys.detail(SWAP_ID), swapKeys.detail(other), swapKeys.list('pending')]);
      applyNotificationEvent(queryClient, { type: 'notification', notification: sampleNotification({ type }) });
      expect(stale(swapKeys.detail(SWAP_ID))).toBe(true);
      expect(stale(swapKeys.list('pending'))).toBe(true);
      expect(stale(swapKeys.detail(other))).toBe(false);
    },
  );

  it.each(['handover_proposed', 'handover_agreed', 'handover_reminder'] as const)("refetches the swap's handover plan for %s", (type) => {
    const { queryClient, stale } = cacheWith([meetKeys.handoverPlan(SWAP_ID)]);
    applyNotificationEvent(queryClient, { type: 'notification', notification: sampleNotification({ type }) });
    expect(stale(meetKeys.handoverPlan(SWAP_ID))).toBe(true);
  });

  it('refetches the plants and their journey, the card and the reviews when a swap is complete', () => {
    const { queryClient, stale } = cacheWith([userPlantKeys.detail(PLANT_ID), userPlantKeys.received(SWAP_ID), swapKeys.detail(SWAP_ID)]);
    applyNotificationEvent(queryClient, { type: 'notification', notification: sampleNotification({ type: 'review_opportunity' }) });
    expect(stale(userPlantKeys.detail(PLANT_ID))).toBe(true);
    expect(stale(userPlantKeys.received(SWAP_ID))).toBe(true);
    expect(stale(swapKeys.detail(SWAP_ID))).toBe(true);
  });

  it("refetches the Today list and that plant's schedules for a care reminder, not another plant's", () => {
    const other = '12121212-3434-4565-8787-909090909090';
    const { queryClient, stale } = cacheWith([
      careReminderKeys.today,
      careReminderKeys.schedules(PLANT_ID),
      careReminderKeys.schedules(other),
    ]);
    const reminder = sampleNotification({ type: 'care_reminder', user_plant_id: PLANT_ID, swap_request_id: null, conversation_id: null });
    applyNotificationEvent(queryClient, { type: 'notification', notification: reminder });
    expect(stale(careReminderKeys.today)).toBe(true);
    expect(stale(careReminderKeys.schedules(PLANT_ID))).toBe(true);
    expect(stale(careReminderKeys.schedules(other))).toBe(false);
  });

  it('refetches a notification it has already shown once more, since the page may still show the old state', () => {
    const { queryClient, stale } = cacheWith([meetKeys.detail(MEET_ID)]);
    const promoted = sampleNotification({ type: 'meet_promoted', meet_id: MEET_ID });
    applyNotificationEvent(queryClient, { type: 'notification', notification: promoted });
    queryClient.setQueryData(meetKeys.detail(MEET_ID), { cached: 'again' });
    applyNotificationEvent(queryClient, { type: 'notification', notification: promoted });
    expect(stale(meetKeys.detail(MEET_ID))).toBe(true);
  });

  it('leaves chats here to their own message events', () => {
    expect(queriesChangedBy(sampleNotification({ type: 'new_message' }))).toEqual([]);
  });

  it('refreshes the conversations with accounts elsewhere, the open one among them, when a message comes from another server', () => {
    const queryClient = createQueryClient();
    const open = federationKeys.conversation('member-1', 'conversation-1');
    queryClient.setQueryData(open, { cached: true });
    applyNotificationEvent(queryClient, { type: 'notification', notification: sampleNotification({ type: 'message' }) });
    expect(queryClient.getQueryState(open)?.isInvalidated).toBe(true);
  });
});
