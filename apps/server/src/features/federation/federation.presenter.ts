import type { BlockedDomain } from '@rootshare/contracts/federation-admin';
import { proxiedMediaUrl, type RemoteAccount, type RemoteItem, type RemoteReply } from '@rootshare/contracts/federation-following';
import { isListingUri } from './federation.content';
import type { federationBlockedDomains, federationFollowing, federationRemoteObjects } from '../../db/schema/federation';

type FollowingRow = typeof federationFollowing.$inferSelect;

/** An account a member follows elsewhere, as the member's list shows it; pictures from elsewhere come through this server (ADR 0067). */
export const presentRemoteAccount = (row: FollowingRow): RemoteAccount => ({
  actor: row.actorUri,
  handle: row.handle,
  name: row.name,
  icon_url: proxiedMediaUrl(row.iconUrl),
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
    image_url: proxiedMediaUrl(object.imageUrl),
    image_description: object.imageDescription,
    place: object.placeName,
    starts_at: object.startsAt?.toISOString() ?? null,
    ends_at: object.endsAt?.toISOString() ?? null,
    time_zone: object.timeZone,
    published_at: object.publishedAt.toISOString(),
    author: who,
    swap_listing: isListingUri(object.uri),
    liked: mine.liked,
    my_replies: mine.replies,
  };
};

export const presentBlockedDomain = (row: Pick<typeof federationBlockedDomains.$inferSelect, 'domain' | 'createdAt'>): BlockedDomain => ({
  domain: row.domain,
  created_at: row.createdAt.toISOString(),
});
