import type { BlockedDomain } from '@rootshare/contracts/federation-admin';
import type { RemoteAccount, RemoteItem, RemoteReply } from '@rootshare/contracts/federation-following';
import type { federationBlockedDomains, federationFollowing, federationRemoteObjects } from '../../db/schema/federation';

type FollowingRow = typeof federationFollowing.$inferSelect;

/** An account a member follows elsewhere, as the member's list shows it. */
export const presentRemoteAccount = (row: FollowingRow): RemoteAccount => ({
  actor: row.actorUri,
  handle: row.handle,
  name: row.name,
  icon_url: row.iconUrl,
  url: row.url,
  accepted: row.acceptedAt !== null,
});

/** Something a followed account published, with who they are and whether the member liked or answered it; plain text only, as it was kept. */
export const presentRemoteItem = (
  {
    object,
    author,
  }: {
    object: typeof federationRemoteObjects.$inferSelect;
    author: FollowingRow;
  },
  mine: { liked: boolean; replies: RemoteReply[] },
): RemoteItem => {
  const { accepted: _accepted, ...who } = presentRemoteAccount(author);
  return {
    uri: object.uri,
    type: object.type,
    name: object.name,
    text: object.text,
    url: object.url,
    image_url: object.imageUrl,
    image_description: object.imageDescription,
    place: object.placeName,
    starts_at: object.startsAt?.toISOString() ?? null,
    ends_at: object.endsAt?.toISOString() ?? null,
    published_at: object.publishedAt.toISOString(),
    author: who,
    liked: mine.liked,
    my_replies: mine.replies,
  };
};

export const presentBlockedDomain = (row: Pick<typeof federationBlockedDomains.$inferSelect, 'domain' | 'createdAt'>): BlockedDomain => ({
  domain: row.domain,
  created_at: row.createdAt.toISOString(),
});
