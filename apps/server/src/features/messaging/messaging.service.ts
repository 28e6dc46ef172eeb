import { CHAT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import {
  CANNOT_MESSAGE_YOURSELF,
  CHAT_IMAGE_TOO_LARGE,
  CONVERSATION_NOT_FOUND,
  MEMBER_NOT_FOUND,
  PLANT_NOT_IN_CONVERSATION,
  SHARED_IMAGE_CONTENT,
  type ConversationEntry,
  type ConversationPage,
  type CreateConversation,
  type Message,
  type MessagePage,
  type OpenedConversation,
  type SendMessageSchema,
} from '@rootshare/contracts/messaging';
import type { z } from 'zod';
import { decodeCursor, pageOf } from '../../platform/cursor';
import { pgErrorCode, type Database } from '../../platform/db';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import type { ReadCaches } from '../../platform/read-cache';
import type { Quotas } from '../../platform/quotas';
import type { BlocksService } from '../blocks/blocks.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RealtimeService } from '../realtime/realtime.service';
import type { StoredImageRef, UploadsService } from '../uploads/uploads.service';
import { presentConversationEntry, presentMessage } from './messaging.presenter';
import {
  countUnread,
  ensureConversation,
  findConversationBetween,
  findConversationEntry,
  findMemberConversation,
  findMemberMessageSender,
  findPlantOwner,
  findSentWithKey,
  findUsername,
  insertMessage,
  prepareInsertMessage,
  prepareInboxPages,
  prepareMessagePages,
  markConversationRead,
  setMessageHiddenRow,
  type ConversationRow,
} from './messaging.repo';

type SendMessageInput = z.output<typeof SendMessageSchema>;

interface MessagingDeps {
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

const otherMember = (conversation: Members, userId: string) =>
  conversation.memberLow === userId ? conversation.memberHigh : conversation.memberLow;

export function createMessagingService({ db, caches, uploads, realtime, notifications, quotas, blocks, onError }: MessagingDeps) {
  const membersCache = caches.open<Members | null>('conversationMembers');
  const storeMessage = prepareInsertMessage(db);
  const listInbox = prepareInboxPages(db);
  const listMessagePage = prepareMessagePages(db);

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
    if (!owner) throw notFound('Plant not found');
    if (owner !== userId && owner !== otherId) throw badRequest(PLANT_NOT_IN_CONVERSATION);
  }

  const publish = (userIds: string[], event: Parameters<RealtimeService['publish']>[1]) =>
    void realtime.publish(userIds, event).catch(onError);

  realtime.onClientEvent('typing', async (userId, event) => {
    const conversation = await conversationOf(userId, event.conversationId).catch(() => null);
    if (conversation && !(await blocks.apart(userId, otherMember(conversation, userId))))
      publish([otherMember(conversation, userId)], { type: 'typing', conversationId: conversation.id, userId, isTyping: event.isTyping });
  });

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

  /** Sends a stored message to both members' sockets (the sender's other tabs show it too). */
  const announce = (message: Message) =>
    publish([message.recipient_id, message.sender_id], { type: 'new_message', conversationId: message.conversation_id, message });

  async function storeChatImage(userId: string, imageData: string): Promise<StoredImageRef> {
    try {
      return await uploads.storeDataUrl(userId, imageData, 'messages', CHAT_IMAGE_MAX_BYTES);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 413) throw new HttpError(413, CHAT_IMAGE_TOO_LARGE);
      throw error;
    }
  }

  return {
    /** Finds the member's thread with another (about a plant, or general) or starts it. */
    async openConversation(userId: string, input: CreateConversation): Promise<{ entry: OpenedConversation; created: boolean }> {
      const plantId = input.plant_id ?? null;
      await checkCounterpart(userId, input.participant_id, plantId);
      const { conversation, created } = await ensureConversation(db, userId, input.participant_id, plantId);
      const entry = await findConversationEntry(db, conversation.id, userId);
      if (!entry) throw notFound(MEMBER_NOT_FOUND);
      return { entry: { id: conversation.id, ...presentConversationEntry(entry) }, created };
    },

    /** One of the member's conversations as its inbox entry, even before its first message lists it. */
    async getConversation(userId: string, conversationId: string): Promise<ConversationEntry> {
      await conversationOf(userId, conversationId);
      const entry = await findConversationEntry(db, conversationId, userId);
      if (!entry) throw notFound(CONVERSATION_NOT_FOUND);
      return presentConversationEntry(entry);
    },

    /** The member's inbox, most recent first, a page at a time. */
    async listConversations(userId: string, cursor: string | undefined, limit: number): Promise<ConversationPage> {
      const rows = await listInbox(userId, decodeCursor(cursor), limit);
      const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.conversation.id }));
      return { conversations: page.items.map(presentConversationEntry), nextCursor: page.nextCursor };
    },

    /** A page of a conversation the member is in (newest before the cursor, shown oldest first). */
    async listMessages(
      userId: string,
      query: {
        conversation_id?: string | undefined;
        otherUserId?: string | undefined;
        plantId?: string | undefined;
        cursor?: string | undefined;
        limit: number;
      },
    ): Promise<MessagePage> {
      let conversationId = query.conversation_id;
      if (!conversationId && query.otherUserId) {
        conversationId = (await findConversationBetween(db, userId, query.otherUserId, query.plantId ?? null))?.id;
        if (!conversationId) return { messages: [], nextCursor: null };
      }
      if (!conversationId) throw badRequest('Ask for a conversation_id or an otherUserId');
      await conversationOf(userId, conversationId);
      const rows = await listMessagePage(conversationId, decodeCursor(query.cursor), query.limit);
      const page = pageOf(rows, query.limit, (row) => ({ at: row.cursorAt, id: row.id }));
      return { messages: page.items.map(presentMessage).reverse(), nextCursor: page.nextCursor };
    },

    /**
     * Stores a message (an image through the image pipeline) and delivers it to both members' sockets.
     * A send repeating one of the member's client keys answers the message that key stored and adds none.
     */
    async sendMessage(userId: string, input: SendMessageInput): Promise<Message> {
      // Swap request messages are posted by the swaps feature with their swap request.
      if (input.message_type === 'swap_request') throw badRequest('Swap request messages are sent with Request Swap');
      const clientKey = input.client_key ?? null;
      const sent = clientKey ? await findSentWithKey(db, userId, clientKey) : null;
      if (sent) return presentMessage(sent);
      await quotas.take(userId, 'messages');
      const conversation = await resolveDestination(userId, {
        conversationId: input.conversation_id,
        recipientId: input.recipient_id,
        plantId: input.plant_id,
      });
      const image = input.message_type === 'image' && input.image_data ? await storeChatImage(userId, input.image_data) : null;
      const recipientId = otherMember(conversation, userId);
      const stored = await storeMessage({
        conversationId: conversation.id,
        senderId: userId,
        recipientId,
        content: input.content || (image ? SHARED_IMAGE_CONTENT : ''),
        messageType: input.message_type,
        imageUrl: image?.url ?? null,
        imageDescription: image ? input.image_description : null,
        swapRequestId: null,
        plantId: conversation.plantId,
        clientKey,
      }).then(
        (row) => ({ row, fresh: true }),
        async (error: unknown) => {
          // No file is kept for a message that was not stored.
          if (image) await uploads.deleteImages([image]);
          const code = pgErrorCode(error);
          // Two sends with one key crossed: the other stored and announced it; this one answers it.
          const raced = code === '23505' && clientKey ? await findSentWithKey(db, userId, clientKey) : null;
          if (raced) return { row: raced, fresh: false };
          // The conversation went with a member's account between the check and the insert.
          throw code === '23503' ? notFound(CONVERSATION_NOT_FOUND) : error;
        },
      );
      const message = presentMessage(stored.row);
      if (!stored.fresh) return message;
      announce(message);
      await notifications.notifyNewMessage(recipientId, userId, message.sender.username, conversation.id, message.content).catch(onError);
      return message;
    },

    /** The conversation a swap request between two members belongs to (the given one, or their thread about the plant). */
    async swapConversation(userId: string, destination: MessageDestination): Promise<{ id: string; recipientId: string }> {
      const conversation = await resolveDestination(userId, destination);
      return { id: conversation.id, recipientId: otherMember(conversation, userId) };
    },

    /** Stores a message inside the caller's transaction (a swap request's card or answer); announce it after the commit. */
    async recordMessage(
      tx: Database,
      fields: {
        conversationId: string;
        senderId: string;
        recipientId: string;
        content: string;
        messageType: 'text' | 'swap_request';
        swapRequestId: string | null;
      },
    ): Promise<Message> {
      return presentMessage(await insertMessage(tx, { ...fields, imageUrl: null }));
    },

    announce,

    /** Marks what the member received in a conversation read, and tells their other tabs. */
    async markRead(userId: string, conversationId: string): Promise<void> {
      const conversation = await conversationOf(userId, conversationId);
      const changed = await markConversationRead(db, conversationId, userId);
      await notifications.markConversationRead(userId, conversationId);
      if (changed > 0)
        publish([userId, otherMember(conversation, userId)], { type: 'conversation_read', conversationId, readerId: userId });
    },

    /** Messages the member received and has not read. */
    unreadCount: (userId: string) => countUnread(db, userId),

    /** The sender of a message in one of the member's conversations (for a report); 404 for any other. */
    async senderOfVisibleMessage(messageId: string, userId: string): Promise<string> {
      const senderId = await findMemberMessageSender(db, messageId, userId);
      if (!senderId) throw notFound('Message not found');
      return senderId;
    },

    /** A moderator hides or restores a message. False when there is no such message. */
    setMessageHidden: (id: string, hidden: boolean): Promise<boolean> => setMessageHiddenRow(db, id, hidden),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
