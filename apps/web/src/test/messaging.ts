import type { ConversationEntry, Message, OpenedConversation } from '@rootshare/contracts/messaging';
import { sampleProfile } from './render';

let messageCounter = 0;

/** A member other than sampleProfile(): the other side of test conversations. */
export const otherMember = { id: '55555555-5555-4555-8555-555555555555', username: 'ivy', avatar_url: null };
export const CONVERSATION_ID = '66666666-6666-4666-8666-666666666666';

/** A message for tests, from the other member to sampleProfile() unless told otherwise, with a fresh id. */
export function sampleMessage(overrides: Partial<Message> = {}): Message {
  messageCounter += 1;
  const me = sampleProfile();
  return {
    id: `00000000-0000-4000-8000-${String(messageCounter).padStart(12, '0')}`,
    conversation_id: CONVERSATION_ID,
    sender_id: otherMember.id,
    sender: { username: otherMember.username },
    recipient_id: me.id,
    content: 'Hello there',
    message_type: 'text',
    image_url: null,
    image_description: null,
    swap_request_id: null,
    plant_id: null,
    is_read: false,
    is_hidden: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** An inbox entry with the other member; its last message is the given one (or none). */
export function sampleEntry(
  lastMessage: Message | null,
  overrides: {
    id?: string;
    plant_id?: string | null;
    plant?: ConversationEntry['plant'];
    unread_count?: number;
    other?: Partial<ConversationEntry['otherParticipant']>;
    read_only?: boolean;
  } = {},
): ConversationEntry {
  return {
    conversation: {
      id: overrides.id ?? lastMessage?.conversation_id ?? CONVERSATION_ID,
      plant_id: overrides.plant_id ?? overrides.plant?.id ?? null,
      last_message_at: lastMessage?.created_at ?? null,
    },
    otherParticipant: { ...otherMember, ...overrides.other },
    lastMessage: lastMessage && {
      content: lastMessage.content,
      message_type: lastMessage.message_type,
      is_read: lastMessage.is_read,
      sender_id: lastMessage.sender_id,
      created_at: lastMessage.created_at,
    },
    plant: overrides.plant ?? null,
    unread_count: overrides.unread_count ?? (lastMessage && !lastMessage.is_read && lastMessage.sender_id !== sampleProfile().id ? 1 : 0),
    read_only: overrides.read_only ?? false,
  };
}

/** What POST /conversations answers for a new thread. */
export function openedConversation(id = CONVERSATION_ID, plantId: string | null = null): OpenedConversation {
  return { ...sampleEntry(null, { id, plant_id: plantId }), id };
}
