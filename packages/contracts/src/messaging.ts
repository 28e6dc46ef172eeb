import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGES_PAGE_DEFAULT, PRESENCE_LOOKUP_MAX } from './limits';
import {
  CONVERSATION_NOT_FOUND,
  MEMBER_NOT_FOUND,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  MESSAGE_TYPES,
  NOT_AN_IMAGE_FILE,
} from './messaging-constants';
import { ImageDescriptionSchema } from './image-descriptions';
import { PageCursorSchema, PageLimitSchema, pageLimitSchema } from './pagination';

export * from './messaging-constants';

const Uuid = (message: string) => z.string().uuid(message);

/**
 * POST /api/messages in either form: into a conversation (conversation_id), or to a
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
    /** What the image shows, for screen readers. */
    image_description: ImageDescriptionSchema,
    swap_request_id: Uuid('Swap request not found').nullish(),
    /**
     * The sending device's idempotency key for this message: a second send with the same key from
     * the same member answers the message the first stored and stores nothing.
     */
    client_key: z.string().uuid('client_key must be a UUID').nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.conversation_id === !value.recipient_id) {
      ctx.addIssue({ code: 'custom', path: ['conversation_id'], message: 'Send to a conversation_id or to a recipient_id' });
    }
    if (value.message_type === 'text' && !value.content) ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGE_REQUIRED });
    if (value.message_type === 'image' && !value.image_data)
      ctx.addIssue({ code: 'custom', path: ['image_data'], message: NOT_AN_IMAGE_FILE });
    if (value.message_type !== 'image' && value.image_data)
      ctx.addIssue({ code: 'custom', path: ['image_data'], message: 'Only image messages carry image_data' });
    if (value.message_type === 'swap_request' && !value.swap_request_id)
      ctx.addIssue({ code: 'custom', path: ['swap_request_id'], message: 'Swap request not found' });
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
  image_description: z.string().nullable(),
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
  .refine((q) => Boolean(q.conversation_id) !== Boolean(q.otherUserId), {
    message: 'Ask for a conversation_id or an otherUserId',
    path: ['conversation_id'],
  });
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

/** The plant a conversation is about: its name as its card shows it, a thumbnail, and its id for the plant page. */
export const ConversationPlantSchema = z.object({ id: z.string(), name: z.string(), thumbnail_url: z.string() });
export type ConversationPlant = z.infer<typeof ConversationPlantSchema>;

/**
 * An inbox entry: the conversation, the other member, and the last message if any.
 * `plant` is null for a general chat, and for a plant the viewer may not see (removed, hidden by a
 * moderator, no longer offered, or its owner and the viewer blocked each other); `plant_id` still
 * tells a plant conversation apart. `unread_count` is what the viewer received in it and has not read.
 */
export const ConversationEntrySchema = z.object({
  conversation: z.object({ id: z.string(), plant_id: z.string().nullable(), last_message_at: z.string().nullable() }),
  otherParticipant: ConversationParticipantSchema,
  lastMessage: LastMessageSchema.nullable(),
  plant: ConversationPlantSchema.nullable(),
  unread_count: z.number().int().nonnegative(),
  /** Either member blocked the other: the history stays readable, nothing more can be sent. */
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

/** Its answer: the entry, with the conversation's id also at the top (older callers read `id`). */
export const OpenedConversationSchema = ConversationEntrySchema.extend({ id: z.string() });
export type OpenedConversation = z.infer<typeof OpenedConversationSchema>;

export const ConversationParamsSchema = z.object({ id: Uuid(CONVERSATION_NOT_FOUND) });

/** GET /api/users/activity-status?userIds=a,b. */
export const ActivityStatusQuerySchema = z.object({
  userIds: z
    .string()
    .max(PRESENCE_LOOKUP_MAX * 40)
    .transform((raw) => [
      ...new Set(
        raw
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
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
