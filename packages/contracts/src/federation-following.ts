import { z } from 'zod';
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
  ends_at: z.string().nullable(),
  published_at: z.string(),
  author: RemoteAccountSchema.omit({ accepted: true }),
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
