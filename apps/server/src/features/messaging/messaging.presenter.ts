import type { ConversationEntry, ConversationPlant, Message } from '@rootshare/contracts/messaging';
import { HIDDEN_MESSAGE_CONTENT } from '@rootshare/contracts/reports';
import { catalogueThumbnailOf } from '../catalogue/catalogue.presenter';
import type { ConversationEntryRow, MessageWithSenderRow } from './messaging.repo';

/**
 * A message as both participants see it, over REST and over the socket alike. A message a
 * moderator hid keeps its place in the thread, its text and image withheld from both.
 */
export function presentMessage(row: MessageWithSenderRow): Message {
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    sender: { username: row.senderUsername },
    recipient_id: row.recipientId,
    content: hidden ? HIDDEN_MESSAGE_CONTENT : row.content,
    message_type: row.messageType,
    image_url: hidden ? null : row.imageUrl,
    image_description: hidden ? null : row.imageDescription,
    swap_request_id: row.swapRequestId,
    plant_id: row.plantId,
    is_read: row.isRead,
    is_hidden: hidden,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The thread's plant as the viewer may see it: always their own; the other member's only while its
 * plant page would show it to them (offered for swap, not hidden, the two not blocked).
 */
function presentConversationPlant({ plant, other, readOnly }: ConversationEntryRow): ConversationPlant | null {
  if (!plant) return null;
  const theirs = plant.ownerId === other.id;
  if (theirs && (readOnly || !plant.availableForSwap || plant.hiddenAt !== null)) return null;
  return {
    id: plant.id,
    name: plant.customName || plant.commonName,
    thumbnail_url: plant.images[0]?.thumbnailUrl ?? catalogueThumbnailOf({ category: plant.category, imageUrl: plant.catalogueImageUrl }),
  };
}

/** An inbox entry: the other member's public face only (no e-mail, no place). */
export function presentConversationEntry(row: ConversationEntryRow): ConversationEntry {
  const { conversation, other, lastMessage, readOnly } = row;
  return {
    conversation: {
      id: conversation.id,
      plant_id: conversation.plantId,
      last_message_at: conversation.lastMessageAt?.toISOString() ?? null,
    },
    otherParticipant: { id: other.id, username: other.username, avatar_url: other.avatarUrl },
    plant: presentConversationPlant(row),
    unread_count: row.unreadCount,
    lastMessage: lastMessage
      ? {
          ...(lastMessage.hiddenAt
            ? { content: HIDDEN_MESSAGE_CONTENT, message_type: 'text' as const }
            : { content: lastMessage.content, message_type: lastMessage.messageType }),
          is_read: lastMessage.isRead,
          sender_id: lastMessage.senderId,
          created_at: lastMessage.createdAt.toISOString(),
        }
      : null,
    read_only: readOnly,
  };
}
