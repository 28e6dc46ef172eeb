import { Image, Note, Place, PUBLIC_COLLECTION } from '@fedify/vocab';
import type { PublicProfile } from '@rootshare/contracts/profiles';
import type { UserPlantDetail } from '@rootshare/contracts/user-plants';
import { escapeHtml } from '../../platform/html';
import { instantOf } from '../../platform/temporal';
import { isRaster, listingSummary } from '../web-pages/page-heads';

/** The addresses an object names: its own, its author's and their followers', and the site's pages. */
export interface ObjectAddresses {
  id: URL;
  actor: URL;
  followers: URL;
  absolute: (path: string) => URL;
}

/** A town as other servers see it: its name and the gazetteer's point for it, never a member's own. */
export interface Town {
  name: string;
  latitude: number;
  longitude: number;
}

/** Plain text as the HTML an ActivityPub object carries: escaped, one paragraph per line. */
const paragraphs = (...lines: Array<string | null>) =>
  lines
    .filter((line): line is string => Boolean(line))
    .map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`)
    .join('');

/**
 * A swap listing as a public Note: its names, how it is offered and from which town, the owner's
 * notes, its photos with their descriptions and a link to its page. Only what a signed-out visitor
 * sees of it goes in: the detail it is made from is the visitor's read.
 */
export function listingNote(detail: UserPlantDetail, town: Town | null, at: ObjectAddresses): Note {
  const { userPlant, plant, profile } = detail;
  const name = userPlant.custom_name ?? plant.common_name;
  const page = at.absolute(`/plant/${userPlant.id}`);
  const photos = userPlant.image_urls.filter(isRaster).map(
    (url, index) =>
      new Image({
        url: at.absolute(url),
        mediaType: url.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
        name: userPlant.image_descriptions[index] ?? name,
      }),
  );
  return new Note({
    id: at.id,
    attribution: at.actor,
    to: PUBLIC_COLLECTION,
    cc: at.followers,
    name,
    url: page,
    published: instantOf(userPlant.created_at),
    updated: instantOf(userPlant.updated_at),
    content: `${paragraphs(`${name}${plant.scientific_name ? ` (${plant.scientific_name})` : ''}`, listingSummary(userPlant, plant, profile))}<p><a href="${escapeHtml(page.href)}">${escapeHtml(page.href)}</a></p>`,
    attachments: photos,
    location: town ? new Place({ name: town.name, latitude: town.latitude, longitude: town.longitude }) : null,
  });
}

/** A member as other servers show them: the public profile's name, words and picture. */
export function personFields(profile: PublicProfile, absolute: (path: string) => URL) {
  return {
    preferredUsername: profile.username,
    name: profile.full_name ?? profile.username,
    summary: paragraphs(profile.bio, profile.location ? `📍 ${profile.location}` : null) || null,
    url: absolute(`/profile/${profile.id}`),
    icon: profile.avatar_url ? new Image({ url: absolute(profile.avatar_url) }) : null,
    image: profile.banner_image_url ? new Image({ url: absolute(profile.banner_image_url) }) : null,
    published: instantOf(profile.created_at),
    discoverable: !profile.hidden_from_search,
    indexable: !profile.hidden_from_search,
  };
}
