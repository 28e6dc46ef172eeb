import { PLANT_NOT_FOUND } from '@rootshare/contracts/user-plants-constants';
import {
  CANNOT_MESSAGE_YOURSELF,
  CONVERSATION_NOT_FOUND,
  MEMBER_NOT_FOUND,
  PLANT_NOT_IN_CONVERSATION,
  type Message,
} from '@rootshare/contracts/messaging';
import type { Database } from '../../../platform/db';
import { badRequest, notFound } from '../../../platform/errors';
import type { Quotas } from '../../../platform/quotas';
import type { ReadCaches } from '../../../platform/read-cache';
import type { BlocksService } from '../../blocks/blocks.service';
import type { NotificationsService } from '../../notifications/notifications.service';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { UploadsService } from '../../uploads/uploads.service';
import {
  ensureConversation,
  findMemberConversation,
  findPlantOwner,
  findUsername,
  prepareInboxPages,
  prepareInsertMessage,
  prepareMessagePages,
  type ConversationRow,
} from '../messaging.repo';

export interface MessagingDeps {
  db: Database;
  caches: ReadCaches;
  uploads: UploadsService;
  realtime: RealtimeService;
  notifications: NotificationsService;
  quotas: Quotas;
  blocks: Pick<BlocksService, 'apart' | 'ensureOpen' | 'ensureNotReadOnly'>;
  onError(error: unknown): void;
}

/** Where a message goes: a conversation the sender is in, or the thread with a member (about a plant), found or started. */
export interface MessageDestination {
  conversationId?: string | null | undefined;
  recipientId?: string | null | undefined;
  plantId?: string | null | undefined;
}

/** The two members of a conversation never change, so who is in one is cached (conversationMembers). */
type Members = Pick<ConversationRow, 'id' | 'memberLow' | 'memberHigh' | 'plantId'>;

export const otherMember = (conversation: Members, userId: string) =>
  conversation.memberLow === userId ? conversation.memberHigh : conversation.memberLow;

/** What the messaging use cases share: their dependencies, prepared queries, and the checks more than one of them makes. */
export function createMessagingContext(deps: MessagingDeps) {
  const { db, caches, realtime, blocks, onError } = deps;
  const membersCache = caches.open<Members | null>('conversationMembers');

  /** The conversation when the member is in it; 404 for any other, so outsiders learn nothing. */
  async function conversationOf(userId: string, conversationId: string): Promise<Members> {
    const members = await membersCache.getOrLoad(conversationId, async () => {
      const row = await findMemberConversation(db, conversationId, userId);
      return row ? { id: row.id, memberLow: row.memberLow, memberHigh: row.memberHigh, plantId: row.plantId } : null;
    });
    if (!members || (members.memberLow !== userId && members.memberHigh !== userId)) {
      // A miss is not kept: the next asker may be a member of a conversation made meanwhile.
      if (!members) membersCache.dropHere([conversationId]);
      throw notFound(CONVERSATION_NOT_FOUND);
    }
    return members;
  }

  /** The other member exists and is not the caller; a plant must belong to one of the two. */
  async function checkCounterpart(userId: string, otherId: string, plantId: string | null): Promise<void> {
    if (otherId === userId) throw badRequest(CANNOT_MESSAGE_YOURSELF);
    if (!(await findUsername(db, otherId))) throw notFound(MEMBER_NOT_FOUND);
    await blocks.ensureOpen(userId, otherId, MEMBER_NOT_FOUND);
    if (!plantId) return;
    const owner = await findPlantOwner(db, plantId);
    if (!owner) throw notFound(PLANT_NOT_FOUND);
    if (owner !== userId && owner !== otherId) throw badRequest(PLANT_NOT_IN_CONVERSATION);
  }

  async function resolveDestination(userId: string, destination: MessageDestination): Promise<Members> {
    if (destination.conversationId) {
      const conversation = await conversationOf(userId, destination.conversationId);
      await blocks.ensureNotReadOnly(userId, otherMember(conversation, userId));
      return conversation;
    }
    const recipientId = destination.recipientId ?? '';
    const plantId = destination.plantId ?? null;
    await checkCounterpart(userId, recipientId, plantId);
    return (await ensureConversation(db, userId, recipientId, plantId)).conversation;
  }

  const publish = (userIds: string[], event: Parameters<RealtimeService['publish']>[1]) =>
    void realtime.publish(userIds, event).catch(onError);

  /** Sends a stored message to both members' sockets (the sender's other tabs show it too). */
  const announce = (message: Message) =>
    publish([message.recipient_id, message.sender_id], { type: 'new_message', conversationId: message.conversation_id, message });

  return {
    ...deps,
    storeMessage: prepareInsertMessage(db),
    listInbox: prepareInboxPages(db),
    listMessagePage: prepareMessagePages(db),
    conversationOf,
    checkCounterpart,
    resolveDestination,
    publish,
    announce,
  };
}

export type MessagingContext = ReturnType<typeof createMessagingContext>;
