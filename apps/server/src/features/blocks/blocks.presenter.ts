import type { BlockList } from '@rootshare/contracts/blocks';
import type { BlockedMemberRow } from './blocks.repo';

/** The members a member blocked, newest first: names and pictures only. */
export function presentBlockList(rows: BlockedMemberRow[]): BlockList {
  return {
    blocked: rows.map((row) => ({
      id: row.id,
      username: row.username,
      avatar_url: row.avatarUrl,
      blocked_at: row.blockedAt.toISOString(),
    })),
  };
}
