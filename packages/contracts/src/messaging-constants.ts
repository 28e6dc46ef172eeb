/** Messaging's plain values and helpers, without zod: a page with a Contact button loads no schema. */

import { CHAT_IMAGE_MAX_BYTES, MESSAGE_MAX_LENGTH } from './limits';

/** Messaging: conversations between two members, optionally about one plant. */
export const MESSAGE_TYPES = ['text', 'image', 'swap_request'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The id of the temporary inbox entry for a member with no thread yet. */
export const NEW_CONVERSATION_ID = 'new-conversation';

export const SHARED_IMAGE_CONTENT = 'Shared an image';
export const MESSAGE_REQUIRED = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;
export const NOT_AN_IMAGE_FILE = 'Please select an image file';
export const CHAT_IMAGE_TOO_LARGE = 'Image size must be less than 5MB';
export const CANNOT_MESSAGE_YOURSELF = 'You cannot message yourself';
export const MEMBER_NOT_FOUND = 'Member not found';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const PLANT_NOT_IN_CONVERSATION = 'That plant belongs to neither member of this conversation';

/** Presence refetch. */
export const PRESENCE_POLL_MS = 30_000;
export const PRESENCE_STALE_MS = 25_000;

/** The inbox preview of a message: 'Photo' and the caption, the content, 'Message sent', or 'Start a conversation...'. */
export function previewOf(lastMessage: { content: string | null; message_type: MessageType } | null): { photo: boolean; text: string } {
  if (!lastMessage) return { photo: false, text: 'Start a conversation...' };
  const content = lastMessage.content?.trim() ?? '';
  if (lastMessage.message_type === 'image')
    return { photo: true, text: content && content !== SHARED_IMAGE_CONTENT ? `Photo · ${content}` : 'Photo' };
  return { photo: false, text: content || 'Message sent' };
}

/** The client-side check of a chosen chat image: an image type, at most 5 MB. */
export function checkChatImage(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_FILE;
  if (file.size > CHAT_IMAGE_MAX_BYTES) return CHAT_IMAGE_TOO_LARGE;
  return null;
}

/** Refusals the server answers with, which the web app shows in the member's language. */
export const MESSAGE_NOT_FOUND = 'Message not found';
