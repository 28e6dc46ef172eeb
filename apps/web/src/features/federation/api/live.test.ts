import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { federationKeys } from './keys';
import { applyFederationEvent, federationLive } from './live';

const me = '11111111-1111-4111-8111-111111111111';

describe('the Other towns page as the socket keeps it current', () => {
  it('refetches only the feed when something from an account followed elsewhere arrives', () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(federationKeys.feed(me), { items: [] });
    queryClient.setQueryData(federationKeys.following(me), { following: [] });
    applyFederationEvent(queryClient, { type: 'remote_feed_changed' });
    expect(queryClient.getQueryState(federationKeys.feed(me))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(federationKeys.following(me))?.isInvalidated).toBe(false);
  });

  it('refetches the conversations with accounts elsewhere and the open one, not the feed, when a message from elsewhere arrives', () => {
    const queryClient = createQueryClient();
    const conversationId = '22222222-2222-4222-8222-222222222222';
    queryClient.setQueryData(federationKeys.feed(me), { items: [] });
    queryClient.setQueryData(federationKeys.conversations(me), { conversations: [] });
    queryClient.setQueryData(federationKeys.conversation(me, conversationId), { messages: [] });
    applyFederationEvent(queryClient, { type: 'remote_conversations_changed' });
    expect(queryClient.getQueryState(federationKeys.conversations(me))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(federationKeys.conversation(me, conversationId))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(federationKeys.feed(me))?.isInvalidated).toBe(false);
  });

  it('fetches the feed, the conversations and the towns again when the socket comes back, so what arrived meanwhile shows', () => {
    const queryClient = createQueryClient();
    const keys = [federationKeys.feed(me), federationKeys.conversations(me), federationKeys.towns('/api/federation/towns/items')];
    for (const key of keys) queryClient.setQueryData(key, {});
    for (const queryKey of federationLive.queryKeys) void queryClient.invalidateQueries({ queryKey });
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
