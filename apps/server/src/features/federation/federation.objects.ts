import { Article, Document, Image, Mention, Note, Place, PUBLIC_COLLECTION, Video } from '@fedify/vocab';
import type { Meet } from '@rootshare/contracts/meets';
import type { Post } from '@rootshare/contracts/posts';
import type { PublicProfile } from '@rootshare/contracts/profiles';
import type { UserPlantDetail } from '@rootshare/contracts/user-plants';
import { escapeHtml } from '../../platform/html';
import { instantOf } from '../../platform/temporal';
import { isRaster, listingSummary } from '../web-pages/page-heads';
import { EventWithTerms } from './federation.mobilizon';

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

/** What every public object carries: its id, its author, who it is addressed to, its page. */
const addressed = (at: ObjectAddresses, page: string) => ({
  id: at.id,
  attribution: at.actor,
  to: PUBLIC_COLLECTION,
  cc: at.followers,
  url: at.absolute(page),
});

const imageOf = (url: string, description: string | null, at: ObjectAddresses) =>
  new Image({ url: at.absolute(url), mediaType: url.endsWith('.webp') ? 'image/webp' : 'image/jpeg', name: description });

/** The town as a Place: the gazetteer's point for it, else its name alone. */
const placeOf = (town: Town | null, name: string) =>
  town ? new Place({ name: town.name, latitude: town.latitude, longitude: town.longitude }) : new Place({ name });

/**
 * A swap listing as a public Note: its names, how it is offered and from which town, the owner's
 * notes, its photos with their descriptions and a link to its page. Only what a signed-out visitor
 * sees of it goes in: the detail it is made from is the visitor's read.
 */
export function listingNote(detail: UserPlantDetail, town: Town | null, at: ObjectAddresses): Note {
  const { userPlant, plant, profile } = detail;
  const name = userPlant.custom_name ?? plant.common_name;
  const photos = userPlant.image_urls.filter(isRaster).map((url, index) => imageOf(url, userPlant.image_descriptions[index] ?? name, at));
  const page = `/plant/${userPlant.id}`;
  return new Note({
    ...addressed(at, page),
    name,
    published: instantOf(userPlant.created_at),
    updated: instantOf(userPlant.updated_at),
    content: `${paragraphs(`${name}${plant.scientific_name ? ` (${plant.scientific_name})` : ''}`, listingSummary(userPlant, plant, profile))}<p><a href="${escapeHtml(at.absolute(page).href)}">${escapeHtml(at.absolute(page).href)}</a></p>`,
    attachments: photos,
    location: town || profile.location ? placeOf(town, profile.location ?? '') : null,
  });
}

/**
 * A post as the kind other servers know: a photo as a Note with its image, a blog post as an
 * Article, a reel as a Video with its file and poster.
 */
export function postObject(post: Post, at: ObjectAddresses): Note | Article | Video {
  const common = {
    ...addressed(at, `/posts/${post.id}`),
    name: post.title,
    published: instantOf(post.created_at),
    updated: instantOf(post.updated_at),
  };
  if (post.type === 'blog_post') return new Article({ ...common, content: paragraphs(...post.content.split(/\n{2,}/)) });
  if (post.type === 'reel') {
    return new Video({
      ...common,
      content: paragraphs(post.title, post.content),
      attachments: post.media_urls.map(
        (url) => new Document({ url: at.absolute(url), mediaType: url.endsWith('.webm') ? 'video/webm' : 'video/mp4' }),
      ),
      icon: post.thumbnail_url ? imageOf(post.thumbnail_url, post.title, at) : null,
    });
  }
  return new Note({
    ...common,
    content: paragraphs(post.title, post.content),
    attachments: post.image_urls.map((url) => imageOf(url, post.media_description ?? post.title, at)),
  });
}

/**
 * A swap meet as an Event, in the shape Mobilizon and Gancio read: its start and end with the
 * meet's time zone, the town (never the venue, which only members see), the cover, how many may
 * come, and whether it was cancelled. People join on its page here, so it says so: Mobilizon's
 * 'external' join mode, with that page as where to take part.
 */
export function meetEvent(meet: Meet, town: Town | null, at: ObjectAddresses): EventWithTerms {
  const address = addressed(at, `/meets/${meet.id}`);
  return EventWithTerms.of(
    {
      ...address,
      name: `${meet.cancelled ? 'Cancelled: ' : ''}${meet.title}`,
      content: paragraphs(...meet.description.split(/\n{2,}/)),
      startTime: instantOf(meet.starts_at),
      endTime: instantOf(meet.ends_at),
      location: placeOf(town, meet.town),
      image: meet.cover ? imageOf(meet.cover.url, meet.title, at) : null,
    },
    {
      timezone: meet.time_zone,
      joinMode: 'external',
      externalParticipationUrl: address.url.href,
      ...(meet.capacity === null ? {} : { maximumAttendeeCapacity: meet.capacity }),
      status: meet.cancelled ? 'CANCELLED' : 'CONFIRMED',
    },
  );
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

/** What a member's reply to an object elsewhere is made of. */
export interface ReplyFields {
  id: URL;
  actor: URL;
  /** Who else sees it: everyone and the member's followers for a reply; nobody for a direct message. */
  cc: URL[];
  inReplyTo: URL | null;
  /** The object's author, mentioned first and addressed as Mastodon expects. */
  author: { id: URL; handle: string; url: string | null };
  content: string;
  published: Date;
}

/**
 * A member's reply or direct message as a Note: their text escaped, after a mention of the account
 * they write to (so its server notifies them and, with nobody else addressed, keeps it private).
 */
export function replyNote(reply: ReplyFields): Note {
  const profile = escapeHtml(reply.author.url ?? reply.author.id.href);
  const mention = `<span class="h-card"><a href="${profile}" class="u-url mention">${escapeHtml(reply.author.handle)}</a></span>`;
  const [first = '', ...rest] = reply.content.split(/\n{2,}/);
  const html = [`${mention} ${escapeHtml(first).replace(/\n/g, '<br>')}`, ...rest.map((part) => escapeHtml(part).replace(/\n/g, '<br>'))]
    .map((part) => `<p>${part}</p>`)
    .join('');
  return new Note({
    id: reply.id,
    attribution: reply.actor,
    to: reply.author.id,
    ccs: reply.cc,
    replyTarget: reply.inReplyTo,
    content: html,
    tags: [new Mention({ href: reply.author.id, name: reply.author.handle })],
    published: instantOf(reply.published.toISOString()),
  });
}
