import { z } from 'zod';

/**
 * Blocking (docs/security.md S30): a member cuts every channel with another. Neither can message
 * the other, request a swap, comment on the other's posts or see the other's typing and presence; the
 * blocked member no longer sees the blocker's profile, plants or posts, and their conversations
 * become read-only for both.
 */
export const CANNOT_BLOCK_YOURSELF = 'You cannot block yourself';
export const MEMBER_NOT_FOUND_FOR_BLOCK = 'Member not found';
/** Posting into a conversation with a member either of them blocked. */
export const CONVERSATION_READ_ONLY = 'This conversation is read-only';
/** Starting anything with a member the caller blocked. */
export const UNBLOCK_FIRST = 'You blocked this member. Unblock them first.';

/** POST /api/blocks. */
export const CreateBlockSchema = z.strictObject({ user_id: z.string().uuid(MEMBER_NOT_FOUND_FOR_BLOCK) });
export type CreateBlock = z.input<typeof CreateBlockSchema>;

/** DELETE /api/blocks/:userId. */
export const BlockParamsSchema = z.object({ userId: z.string().uuid(MEMBER_NOT_FOUND_FOR_BLOCK) });

/** A member the caller blocked, as the settings page lists them. */
export const BlockedMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  blocked_at: z.string(),
});
export type BlockedMember = z.infer<typeof BlockedMemberSchema>;

export const BlockListSchema = z.object({ blocked: z.array(BlockedMemberSchema) });
export type BlockList = z.infer<typeof BlockListSchema>;
