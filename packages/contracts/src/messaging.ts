import { z } from 'zod';
import { CHAT_IMAGE_MAX_BYTES, MESSAGE_MAX_LENGTH, MESSAGES_PAGE_DEFAULT, PRESENCE_LOOKUP_MAX } from './limits';
import { PageCursorSchema, PageLimitSchema, pageLimitSchema } from './pagination';

/** Messaging (part 1 §2–§8, part 2 §8): conversations between two members, optionally about one plant. */
export const MESSAGE_TYPES = ['text', 'image', 'swap_request'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The id of the temporary inbox entry for a member with no thread yet (part 1 §3). */
export const NEW_CONVERSATION_ID = 'new-conversation';

export const SHARED_IMAGE_CONTENT = 'Shared an image';
export const MESSAGE_REQUIRED = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;
export const NOT_AN_IMAGE_FILE = 'Please select an image file';
export const CHAT_IMAGE_TOO_LARGE = 'Image size must be less than 5MB';
export const MUST_BE_LOGGED_IN = 'Must be logged in';
export const CONTACT_NEEDS_SIGN_IN = 'Please log in to contact plant owners.';
export const AUTHENTICATION_ERROR = 'Authentication Error';
export const OPEN_CHAT_FAILED = 'Failed to open chat. Please try again.';
export const REDIRECTED_TO_MESSAGES = 'Redirected to messages';
export const CANNOT_MESSAGE_YOURSELF = 'You cannot message yourself';
export const MEMBER_NOT_FOUND = 'Member not found';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const PLANT_NOT_IN_CONVERSATION = 'That plant belongs to neither member of this conversation';

/** The inbox preview of a message (part 1 §2): 'Photo' and the caption, the content, 'Message sent', or 'Start a conversation...'. */
export function previewOf(lastMessage: { content: string | null; message_type: MessageType } | null): { photo: boolean; text: string } {
  if (!lastMessage) return { photo: false, text: 'Start a conversation...' };
  const content = lastMessage.content?.trim() ?? '';
  if (lastMessage.message_type === 'image') return { photo: true, text: content && content !== SHARED_IMAGE_CONTENT ? `Photo · ${content}` : 'Photo' };
  return { photo: false, text: content || 'Message sent' };
}

/** The client-side check of a chosen chat image (part 1 §5): an image type, at most 5 MB. */
export function checkChatImage(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_FILE;
  if (file.size > CHAT_IMAGE_MAX_BYTES) return CHAT_IMAGE_TOO_LARGE;
  return null;
}

const Uuid = (message: string) => z.string().uuid(message);

/**
 * POST /api/messages in either form (part 1 §7): into a conversation (conversation_id), or to a
 * member, optionally about a plant (recipient_id + plant_id), which finds or starts the thread.
 * A text message needs non-blank content; an image message needs image_data, and its content
 * defaults to 'Shared an image'.
 */
export const SendMessageSchema = z
  .strictObject({
    conversation_id: Uuid(CONVERSATION_NOT_FOUND).optional(),
    recipient_id: Uuid(MEMBER_NOT_FOUND).optional(),
    plant_id: Uuid('Plant not found').nullish(),
    content: z.string().trim().max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG).nullish(),
    message_type: z.enum(MESSAGE_TYPES).default('text'),
    // Its size is checked after decoding (413 'Image size must be less than 5MB'); the route caps the body.
    image_data: z.string().nullish(),
    swap_request_id: Uuid('Swap request not found').nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.conversation_id === !value.recipient_id) {
      ctx.addIssue({ code: 'custom', path: ['conversation_id'], message: 'Send to a conversation_id or to a recipient_id' });
    }
    if (value.message_type === 'text' && !value.content) ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGE_REQUIRED });
    if (value.message_type === 'image' && !value.image_data) ctx.addIssue({ code: 'custom', path: ['image_data'], message: NOT_AN_IMAGE_FILE });
    if (value.message_type !== 'image' && value.image_data) ctx.addIssue({ code: 'custom', path: ['image_data'], message: 'Only image messages carry image_data' });
    if (value.message_type === 'swap_request' && !value.swap_request_id) ctx.addIssue({ code: 'custom', path: ['swap_request_id'], message: 'Swap request not found' });
  });
export type SendMessage = z.input<typeof SendMessageSchema>;

export const MessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sender_id: z.string(),
  sender: z.object({ username: z.string() }),
  recipient_id: z.string(),
  content: z.string(),
  message_type: z.enum(MESSAGE_TYPES),
  image_url: z.string().nullable(),
  swap_request_id: z.string().nullable(),
  plant_id: z.string().nullable(),
  is_read: z.boolean(),
  /** Hidden by a moderator: both members get HIDDEN_MESSAGE_CONTENT and no image instead. */
  is_hidden: z.boolean().default(false),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * GET /api/messages: either conversation_id, or otherUserId (+ plantId) for the thread with a member.
 * A page holds the newest `limit` messages before the cursor, oldest first; nextCursor fetches older ones.
 */
export const MessagesQuerySchema = z
  .object({
    conversation_id: Uuid(CONVERSATION_NOT_FOUND).optional(),
    otherUserId: Uuid(MEMBER_NOT_FOUND).optional(),
    plantId: Uuid('Plant not found').optional(),
    cursor: PageCursorSchema,
    limit: pageLimitSchema(MESSAGES_PAGE_DEFAULT),
  })
  .refine((q) => Boolean(q.conversation_id) !== Boolean(q.otherUserId), { message: 'Ask for a conversation_id or an otherUserId', path: ['conversation_id'] });
export type MessagesQuery = z.input<typeof MessagesQuerySchema>;

export const MessagePageSchema = z.object({ messages: z.array(MessageSchema), nextCursor: z.string().nullable() });
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const ConversationParticipantSchema = z.object({ id: z.string(), username: z.string(), avatar_url: z.string().nullable() });
export type ConversationParticipant = z.infer<typeof ConversationParticipantSchema>;

export const LastMessageSchema = z.object({
  content: z.string(),
  message_type: z.enum(MESSAGE_TYPES),
  is_read: z.boolean(),
  sender_id: z.string(),
  created_at: z.string(),
});
export type LastMessage = z.infer<typeof LastMessageSchema>;

/** An inbox entry (part 1 §3): the conversation, the other member, and the last message if any. */
export const ConversationEntrySchema = z.object({
  conversation: z.object({ id: z.string(), plant_id: z.string().nullable(), last_message_at: z.string().nullable() }),
  otherParticipant: ConversationParticipantSchema,
  lastMessage: LastMessageSchema.nullable(),
  /** Either member blocked the other: the history stays readable, nothing more can be sent (issue 9). */
  read_only: z.boolean().default(false),
});
export type ConversationEntry = z.infer<typeof ConversationEntrySchema>;

export const ConversationsQuerySchema = z.object({ cursor: PageCursorSchema, limit: PageLimitSchema });
export const ConversationPageSchema = z.object({ conversations: z.array(ConversationEntrySchema), nextCursor: z.string().nullable() });
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

/** POST /api/conversations: finds the thread with a member (about a plant, or general) or starts it. */
export const CreateConversationSchema = z.strictObject({
  participant_id: Uuid(MEMBER_NOT_FOUND),
  plant_id: Uuid('Plant not found').nullish(),
});
export type CreateConversation = z.input<typeof CreateConversationSchema>;

/** Its answer: the entry, with the conversation's id also at the top (the spec's callers read `id`). */
export const OpenedConversationSchema = ConversationEntrySchema.extend({ id: z.string() });
export type OpenedConversation = z.infer<typeof OpenedConversationSchema>;

export const ConversationParamsSchema = z.object({ id: Uuid(CONVERSATION_NOT_FOUND) });

/** GET /api/users/activity-status?userIds=a,b (part 1 §7). */
export const ActivityStatusQuerySchema = z.object({
  userIds: z
    .string()
    .max(PRESENCE_LOOKUP_MAX * 40)
    .transform((raw) => [...new Set(raw.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string().uuid('Invalid user id')).max(PRESENCE_LOOKUP_MAX, `Ask for at most ${PRESENCE_LOOKUP_MAX} members`)),
});

/**
 * A member's presence: active while they have the app open (a live socket), otherwise away, with
 * the time they were last active rounded down to five minutes when known.
 */
export const ActivityStatusSchema = z.object({
  user_id: z.string(),
  status: z.enum(['active', 'away']),
  last_active_at: z.string().nullable(),
});
export type ActivityStatus = z.infer<typeof ActivityStatusSchema>;
export const ActivityStatusListSchema = z.object({ statuses: z.array(ActivityStatusSchema) });
export type ActivityStatusList = z.infer<typeof ActivityStatusListSchema>;
