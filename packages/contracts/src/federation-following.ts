import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './limits';
import { MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from './messaging-constants';
import { CreateCommentSchema } from './posts';

export const REMOTE_HANDLE_INVALID = 'Enter an account like @maya@rootshare.example';
export const REMOTE_ACCOUNT_NOT_FOUND = 'No account was found at that address';
export const FOLLOW_NEEDS_FEDERATION = 'Let people on other servers follow you first, in Settings: their server checks who follows';
export const REMOTE_SERVER_BLOCKED = 'This server is blocked here';
export const NOT_FOLLOWING = 'You do not follow that account';
export const REMOTE_ITEM_NOT_FOUND = 'That post is no longer in your feed from other servers';
export const FOLLOW_SELF_SERVER = 'That account is on this server: follow them from their profile here';

/** An account elsewhere, as typed: @name@host, name@host, or a link to it. */
export const RemoteHandleSchema = z
  .string()
  .trim()
  .max(300, REMOTE_HANDLE_INVALID)
  .regex(/^(@?[^@\s/]+@[^@\s/]+|https?:\/\/\S+)$/, REMOTE_HANDLE_INVALID);

/** POST /api/federation/following. */
export const FollowRemoteInputSchema = z.strictObject({ handle: RemoteHandleSchema });

/** DELETE /api/federation/following?actor=: the account's id, as the list gives it. */
export const UnfollowRemoteQuerySchema = z.object({ actor: z.url(NOT_FOLLOWING) });

export const RemoteAccountSchema = z.object({
  actor: z.string(),
  handle: z.string(),
  name: z.string().nullable(),
  icon_url: z.string().nullable(),
  /** Its profile page on its own server. */
  url: z.string().nullable(),
  /** False while their server has not answered the follow. */
  accepted: z.boolean(),
});
export type RemoteAccount = z.infer<typeof RemoteAccountSchema>;

/** GET /api/federation/following. */
export const FollowingListSchema = z.object({ accounts: z.array(RemoteAccountSchema) });

/** A reply the member sent to something an account elsewhere published. */
export const RemoteReplySchema = z.object({
  uri: z.string(),
  in_reply_to: z.string(),
  content: z.string(),
  published_at: z.string(),
});
export type RemoteReply = z.infer<typeof RemoteReplySchema>;

export const REMOTE_ITEM_TYPES = ['Note', 'Article', 'Video', 'Event'] as const;

/** Something an account elsewhere published, as plain text: its page on its own server is where to answer it. */
export const RemoteItemSchema = z.object({
  uri: z.string(),
  type: z.enum(REMOTE_ITEM_TYPES),
  name: z.string().nullable(),
  text: z.string(),
  url: z.string().nullable(),
  image_url: z.string().nullable(),
  image_description: z.string().nullable(),
  place: z.string().nullable(),
  starts_at: z.string().nullable(),
  /** An event's own time zone, when its server sent one (its times are shown there); null otherwise. */
  time_zone: z.string().nullable(),
  ends_at: z.string().nullable(),
  published_at: z.string(),
  author: RemoteAccountSchema.omit({ accepted: true }),
  /** A swap listing on another Rootshare: its owner is written to, as it takes no replies. */
  swap_listing: z.boolean(),
  /** Whether the member liked it from here. */
  liked: z.boolean(),
  /** The member's own replies to it, oldest first. */
  my_replies: z.array(RemoteReplySchema),
});
export type RemoteItem = z.infer<typeof RemoteItemSchema>;

/** GET /api/federation/feed: what the accounts the member follows elsewhere published, newest first. */
export const RemoteFeedSchema = z.object({ items: z.array(RemoteItemSchema) });

/** POST /api/federation/replies: a reply, as a comment would be written, to an item of the member's feed. */
export const ReplyToRemoteInputSchema = z.strictObject({
  in_reply_to: z.url(REMOTE_ITEM_NOT_FOUND),
  content: CreateCommentSchema.shape.content,
});
export type ReplyToRemoteInput = z.input<typeof ReplyToRemoteInputSchema>;

/** POST /api/federation/likes and DELETE /api/federation/likes?object=: liking an item of the feed. */
export const RemoteLikeInputSchema = z.strictObject({ object: z.url(REMOTE_ITEM_NOT_FOUND) });
export const RemoteLikeResultSchema = z.object({ liked: z.boolean() });
export type RemoteLikeResult = z.infer<typeof RemoteLikeResultSchema>;

export const REMOTE_CONVERSATION_NOT_FOUND = 'That conversation is not here';

/** A message to an account elsewhere: as long as a message here may be, never empty. */
const RemoteMessageContentSchema = z.string().trim().min(1, MESSAGE_REQUIRED).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);

/** POST /api/federation/conversations: a first message to the author of an item of the member's feed (a listing's owner). */
export const ContactRemoteInputSchema = z.strictObject({ about: z.url(REMOTE_ITEM_NOT_FOUND), content: RemoteMessageContentSchema });
export type ContactRemoteInput = z.input<typeof ContactRemoteInputSchema>;

/** POST /api/federation/conversations/:id/messages: an answer in a conversation with an account elsewhere. */
export const RemoteMessageInputSchema = z.strictObject({ content: RemoteMessageContentSchema });
export type RemoteMessageInput = z.input<typeof RemoteMessageInputSchema>;

export const RemoteConversationParamsSchema = z.object({ id: z.uuid(REMOTE_CONVERSATION_NOT_FOUND) });

export const RemoteMessageSchema = z.object({
  id: z.string(),
  /** Written here by the member, or sent from the account elsewhere. */
  from_me: z.boolean(),
  content: z.string(),
  created_at: z.string(),
});
export type RemoteMessage = z.infer<typeof RemoteMessageSchema>;

/** A member's conversation with an account on another server: who, from which server, about what. */
export const RemoteConversationSchema = z.object({
  id: z.string(),
  account: RemoteAccountSchema.omit({ accepted: true }).extend({ home: z.string() }),
  /** What it was started about elsewhere (a listing), with its page there. */
  about: z.object({ name: z.string(), url: z.string().nullable() }).nullable(),
  last_message: RemoteMessageSchema.nullable(),
  unread: z.number().int(),
});
export type RemoteConversation = z.infer<typeof RemoteConversationSchema>;

/** GET /api/federation/conversations: newest first. */
export const RemoteConversationListSchema = z.object({ conversations: z.array(RemoteConversationSchema) });
export type RemoteConversationList = z.infer<typeof RemoteConversationListSchema>;

/** GET /api/federation/conversations/:id: the conversation and its messages, oldest first. */
export const RemoteThreadSchema = z.object({ conversation: RemoteConversationSchema, messages: z.array(RemoteMessageSchema) });
export type RemoteThread = z.infer<typeof RemoteThreadSchema>;

export const ACCOUNT_NOT_KNOWN_HERE = 'That account has not been in touch with you here';

/** POST /api/federation/blocks and DELETE /api/federation/blocks?actor=: an account elsewhere, by its id. */
export const BlockRemoteInputSchema = z.strictObject({ actor: z.url(ACCOUNT_NOT_KNOWN_HERE) });

export const RemoteBlockSchema = z.object({ actor: z.string(), handle: z.string(), created_at: z.string() });
export type RemoteBlock = z.infer<typeof RemoteBlockSchema>;

/** GET /api/federation/blocks: the accounts elsewhere the member blocked, newest first. */
export const RemoteBlockListSchema = z.object({ accounts: z.array(RemoteBlockSchema) });

export const MEDIA_NOT_KEPT_HERE = 'That picture is not one this server keeps';

/** GET /api/federation/media?url=: a picture of something kept from another server, by its address there. */
export const MediaProxyQuerySchema = z.object({
  url: z.url({ protocol: /^https?$/, error: MEDIA_NOT_KEPT_HERE }).max(4096, MEDIA_NOT_KEPT_HERE),
});

/** The address members' browsers load a picture from another server at: this server's, so theirs never reaches it. */
export const proxiedMediaUrl = (url: string | null): string | null =>
  url === null ? null : `/api/federation/media?url=${encodeURIComponent(url)}`;
