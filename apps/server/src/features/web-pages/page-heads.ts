import { dateTimeFormat } from '@rootshare/contracts/intl';
import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { listingThumbnail, sizedImageUrl } from '@rootshare/contracts/catalogue-photo-sizes';
import { ExplorePageSchema } from '@rootshare/contracts/explore';
import { VISITOR_BROWSE_PATH } from '@rootshare/contracts/explore-constants';
import { PlaceFeedQuerySchema } from '@rootshare/contracts/embeds';
import { MeetSchema } from '@rootshare/contracts/meets';
import { PostSchema } from '@rootshare/contracts/posts';
import { PublicProfileSchema } from '@rootshare/contracts/profiles';
import { UserPlantDetailSchema, type UserPlant, type UserPlantDetail } from '@rootshare/contracts/user-plants';
import { SWAP_TYPE_LABELS } from '@rootshare/contracts/user-plants-constants';
import { escapeHtml } from '../../platform/html';
import { changeOf } from '../../platform/read-cache';
import type { CardText } from './share-cards';

/** What a shared link shows before any script runs: the page's own head. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's address, absolute. */
  canonical: string;
  type: 'website' | 'article' | 'profile';
  /** An absolute address of a raster picture, or null (link cards show no picture then). */
  image: string | null;
  imageAlt: string | null;
  /** The picture the page shows first and largest, as the app requests it: fetched with the page, not after the app's code. */
  preloadImage: string | null;
  /** schema.org's description of the page, as search engines read it (JSON-LD). */
  structuredData: Record<string, unknown> | null;
  /** Who made what the page shows, for embeds; null for pages that are not embedded. */
  author: { name: string; url: string } | null;
  /** Atom feeds that follow the page, named by what they hold. */
  feeds?: { title: string; href: string }[];
  /** The 1200×630 picture made for sharing: its words and the page's picture (an app path) under them. */
  card?: { text: CardText; picture: string | null };
  /** The member whose choice decides whether search engines may list the page (its owner or author). */
  member?: string;
  /** Search engines are asked to leave the page out: its member hid from search. */
  noindex?: boolean;
}

/** A public page the server can describe, and the API read that says what a visitor sees there. */
interface PageKind {
  pattern: RegExp;
  /** The anonymous API read behind the page. */
  apiPath: (id: string) => string;
  head: (body: unknown, canonical: string, absolute: (path: string) => string) => PageHead;
  /** What the head was made from (the read cache's change names), so a write to any of it forgets the page; body is null for a 404. */
  changes: (id: string, body: unknown) => readonly string[];
}

const DESCRIPTION_LENGTH = 200;

const person = (name: string, url: string) => ({ '@type': 'Person', name, url });

/** One line of at most DESCRIPTION_LENGTH characters, cut at a word. */
function summary(...parts: (string | null | undefined)[]): string {
  const text = parts
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_LENGTH / 2))}…`;
}

/** Drawings and the placeholder are SVG, which link cards do not show. */
export const isRaster = (path: string) => !path.startsWith('/api/plant-drawings/') && !path.startsWith('/api/placeholder-image');

/** The listing's first picture as its page shows it: the owner's photo, else the catalogue's at page size. */
function listingPicture({ userPlant, plant }: UserPlantDetail): string | null {
  const catalogue = plant.image_url ?? plant.image_urls[0];
  return userPlant.image_urls[0] ?? (catalogue ? sizedImageUrl(catalogue, 960) : null);
}

/** A listing in one line: whether it is up for swap and how, from whom and where, its species and notes. */
export function listingSummary(
  userPlant: Pick<UserPlant, 'available_for_swap' | 'swap_type' | 'notes'>,
  plant: { scientific_name: string | null },
  owner: { username: string; location: string | null },
): string {
  const offer = !userPlant.available_for_swap
    ? 'In the collection'
    : userPlant.swap_type === 'any'
      ? 'Up for swap'
      : `Up for swap (${SWAP_TYPE_LABELS[userPlant.swap_type].toLowerCase()})`;
  const place = owner.location ? ` in ${owner.location}` : '';
  return summary(`${offer} from ${owner.username}${place}.`, plant.scientific_name ? `${plant.scientific_name}.` : null, userPlant.notes);
}

const listing: PageKind = {
  pattern: /^\/plant\/([0-9a-f-]{36})$/i,
  apiPath: (id) => `/api/user-plants/${id}`,
  changes: (id, body) => [
    changeOf.plant(id),
    changeOf.cataloguePhotos,
    ...(body ? [changeOf.member(UserPlantDetailSchema.parse(body).profile.id)] : []),
  ],
  head: (body, canonical, absolute) => {
    const detail = UserPlantDetailSchema.parse(body);
    const { userPlant, plant, profile } = detail;
    const name = userPlant.custom_name ?? plant.common_name;
    const picture = listingPicture(detail);
    return {
      title: `${name} — Rootshare`,
      description: listingSummary(userPlant, plant, profile),
      canonical,
      type: 'article',
      image: absolute(`/api/cards/plants/${userPlant.id}.jpg`),
      imageAlt: name,
      preloadImage: picture,
      structuredData: null,
      author: { name: profile.username, url: absolute(`/profile/${profile.id}`) },
      member: profile.id,
      card: {
        text: {
          title: name,
          subtitle: [userPlant.available_for_swap ? 'Up for swap' : 'In a collection', profile.location].filter(Boolean).join(' · '),
        },
        picture,
      },
    };
  },
};

const profilePage: PageKind = {
  pattern: /^\/profile\/([0-9a-f-]{36})$/i,
  apiPath: (id) => `/api/profiles/${id}`,
  changes: (id) => [changeOf.member(id)],
  head: (body, canonical, absolute) => {
    const profile = PublicProfileSchema.parse(body);
    const name = profile.full_name ? `${profile.full_name} (@${profile.username})` : `@${profile.username}`;
    return {
      title: `${name} — Rootshare`,
      description: summary(profile.bio ?? `Swapping plants on Rootshare${profile.location ? ` in ${profile.location}` : ''}.`),
      canonical,
      type: 'profile',
      image: profile.avatar_url ? absolute(profile.avatar_url) : null,
      imageAlt: profile.avatar_url ? name : null,
      preloadImage: null,
      structuredData: {
        '@type': 'Person',
        name: profile.full_name ?? profile.username,
        alternateName: `@${profile.username}`,
        url: canonical,
        ...(profile.bio ? { description: profile.bio } : {}),
        ...(profile.avatar_url ? { image: absolute(profile.avatar_url) } : {}),
        ...(profile.location ? { homeLocation: { '@type': 'Place', name: profile.location } } : {}),
      },
      author: null,
      feeds: [
        { title: `${name}'s plants`, href: absolute(`/api/feeds/members/${profile.id}/listings.atom`) },
        { title: `${name}'s posts`, href: absolute(`/api/feeds/members/${profile.id}/posts.atom`) },
      ],
      member: profile.id,
    };
  },
};

const post: PageKind = {
  pattern: /^\/posts\/([0-9a-f-]{36})$/i,
  apiPath: (id) => `/api/posts/${id}`,
  changes: (_id, body) => [changeOf.posts, ...(body ? [changeOf.member(PostSchema.parse(body).user.id)] : [])],
  head: (body, canonical, absolute) => {
    const found = PostSchema.parse(body);
    const picture = found.media_type === 'image' ? (found.media_urls[0] ?? null) : found.thumbnail_url;
    return {
      title: `${found.title} — Rootshare`,
      description: summary(found.content),
      canonical,
      type: 'article',
      image: picture ? absolute(picture) : null,
      imageAlt: picture ? (found.media_description ?? found.title) : null,
      preloadImage: null,
      structuredData: {
        '@type': 'SocialMediaPosting',
        headline: found.title,
        articleBody: found.content,
        datePublished: found.created_at,
        dateModified: found.updated_at,
        url: canonical,
        author: person(found.user.full_name ?? found.user.username, absolute(`/profile/${found.user.id}`)),
        ...(picture ? { image: absolute(picture) } : {}),
      },
      author: { name: found.user.full_name ?? found.user.username, url: absolute(`/profile/${found.user.id}`) },
      member: found.user.id,
    };
  },
};

const meet: PageKind = {
  pattern: /^\/meets\/([0-9a-f-]{36})$/i,
  apiPath: (id) => `/api/meets/${id}`,
  changes: (_id, body) => [changeOf.meets, ...(body ? [changeOf.member(MeetSchema.parse(body).host.id)] : [])],
  head: (body, canonical, absolute) => {
    const found = MeetSchema.parse(body);
    const when = dateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: found.time_zone,
    }).format(new Date(found.starts_at));
    const day = dateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: found.time_zone }).format(
      new Date(found.starts_at),
    );
    return {
      title: `${found.cancelled ? 'Cancelled: ' : ''}${found.title} — Rootshare`,
      description: summary(`Plant swap meet in ${found.town}, ${when}.`, found.description),
      canonical,
      type: 'article',
      image: absolute(`/api/cards/meets/${found.id}.jpg`),
      imageAlt: found.title,
      preloadImage: null,
      structuredData: {
        '@type': 'Event',
        name: found.title,
        description: found.description,
        startDate: found.starts_at,
        endDate: found.ends_at,
        eventStatus: `https://schema.org/${found.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        isAccessibleForFree: true,
        url: canonical,
        // The town only: the venue is for signed-in members.
        location: { '@type': 'Place', name: found.town, address: { '@type': 'PostalAddress', addressLocality: found.town } },
        organizer: person(found.host.full_name ?? found.host.username, absolute(`/profile/${found.host.id}`)),
        ...(found.cover ? { image: [absolute(found.cover.url)] } : {}),
      },
      author: null,
      feeds: [
        {
          title: `Plant swap meets near ${found.town}`,
          href: absolute(`/api/feeds/meets.atom?${new URLSearchParams({ place: found.town })}`),
        },
      ],
      card: { text: { title: found.title, subtitle: `${found.town} · ${day}` }, picture: found.cover?.url ?? null },
    };
  },
};

const KINDS = [listing, profilePage, post, meet];

/** The page kind a path names, with the id in it, or null for pages that keep the app's own head. */
export function pageOf(pathname: string): { kind: PageKind; id: string } | null {
  for (const kind of KINDS) {
    const id = kind.pattern.exec(pathname)?.[1];
    if (id) return { kind, id };
  }
  return null;
}

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')} />`;

/** JSON in a data block, never run as a script; `<` is escaped so no text in it can close the element. */
const dataBlock = (attributes: string, value: unknown) =>
  `<script ${attributes}>${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;

/** JSON-LD, as search engines read it. */
const structuredDataScript = (data: Record<string, unknown>) =>
  dataBlock('type="application/ld+json"', { '@context': 'https://schema.org', ...data });

/** Links that let feed readers find the feeds following a page. */
const feedLinks = (feeds: { title: string; href: string }[]) =>
  feeds.map((feed) => tag('link', { rel: 'alternate', type: 'application/atom+xml', title: feed.title, href: feed.href }));

/** The built index.html keeping its own head, with links to the feeds following the page. */
export const withFeedLinks = (indexHtml: string, feeds: { title: string; href: string }[]) =>
  feeds.length === 0 ? indexHtml : indexHtml.replace('</head>', `${feedLinks(feeds).join('')}</head>`);

/**
 * The feeds following Browse at an address: a town's new listings and its meets when the address
 * names a place (`loc`), none otherwise (Browse near the visitor is theirs alone).
 */
export function browseFeeds(search: URLSearchParams, absolute: (path: string) => string): { title: string; href: string }[] {
  const asked = PlaceFeedQuerySchema.safeParse({ place: search.get('loc') ?? '' });
  if (!asked.success) return [];
  const { place } = asked.data;
  const query = new URLSearchParams({ place });
  return [
    { title: `New plants near ${place}`, href: absolute(`/api/feeds/listings.atom?${query}`) },
    { title: `Plant swap meets near ${place}`, href: absolute(`/api/feeds/meets.atom?${query}`) },
  ];
}

/** The catalogue's own picture of a species at page size, when it is one link cards can show. */
function speciesPicture(plant: CataloguePlant): string | null {
  const picture = plant.image_url ?? plant.image_urls[0];
  return picture && isRaster(picture) ? sizedImageUrl(picture, 960) : null;
}

/**
 * The head of Browse searching for a species by its exact name: the species' names, what the
 * catalogue says of it and a card with its picture, so a shared search reads as the plant it is.
 */
export function speciesHead(plant: CataloguePlant, uniqueName: string, absolute: (path: string) => string): PageHead {
  const name = plant.scientific_name ? `${plant.common_name} (${plant.scientific_name})` : plant.common_name;
  return {
    title: `${name} — Rootshare`,
    description: summary(`See who is swapping ${plant.common_name} near you on Rootshare.`, plant.description),
    canonical: absolute(`/browse?${new URLSearchParams({ q: uniqueName })}`),
    type: 'website',
    image: absolute(`/api/cards/species/${plant.id}.jpg`),
    imageAlt: plant.common_name,
    preloadImage: null,
    structuredData: null,
    author: null,
    card: {
      text: { title: plant.common_name, subtitle: plant.scientific_name ?? 'Up for swap on Rootshare' },
      picture: speciesPicture(plant),
    },
  };
}

/** Asks for the page's largest picture with the page, before the app's code names it. */
const preloadImageTag = (href: string) => tag('link', { rel: 'preload', as: 'image', href, fetchpriority: 'high' });

/** The built index.html with the page's own title, description, link-card tags and first picture. */
export function withHead(indexHtml: string, head: PageHead): string {
  const tags = [
    tag('link', { rel: 'canonical', href: head.canonical }),
    tag('meta', { property: 'og:site_name', content: 'Rootshare' }),
    tag('meta', { property: 'og:type', content: head.type }),
    tag('meta', { property: 'og:title', content: head.title }),
    tag('meta', { property: 'og:description', content: head.description }),
    tag('meta', { property: 'og:url', content: head.canonical }),
    ...(head.image
      ? [
          tag('meta', { property: 'og:image', content: head.image }),
          tag('meta', { property: 'og:image:alt', content: head.imageAlt ?? head.title }),
        ]
      : []),
    tag('meta', { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: head.title }),
    tag('meta', { name: 'twitter:description', content: head.description }),
    ...(head.image ? [tag('meta', { name: 'twitter:image', content: head.image })] : []),
    ...(head.preloadImage ? [preloadImageTag(head.preloadImage)] : []),
    ...(head.structuredData ? [structuredDataScript(head.structuredData)] : []),
    ...feedLinks(head.feeds ?? []),
    ...(head.noindex ? [tag('meta', { name: 'robots', content: 'noindex' })] : []),
    ...(head.author
      ? [
          tag('link', {
            rel: 'alternate',
            type: 'application/json+oembed',
            href: `${new URL(head.canonical).origin}/api/oembed?${new URLSearchParams({ url: head.canonical, format: 'json' })}`,
            title: head.title,
          }),
        ]
      : []),
  ];
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, tag('meta', { name: 'description', content: head.description }))
    .replace('</head>', `${tags.join('')}</head>`);
}

const EMBED_WIDTH = 480;
const EMBED_HEIGHT = 360;

/** The card an embedding site shows: plain HTML, no script, every text escaped, linking to the page. */
export function embedCard(
  head: PageHead,
  maxWidth = EMBED_WIDTH,
  maxHeight = EMBED_HEIGHT,
): { html: string; width: number; height: number } {
  const width = Math.min(maxWidth, EMBED_WIDTH);
  const height = Math.min(maxHeight, EMBED_HEIGHT);
  const picture = head.image ? `<img src="${escapeHtml(head.image)}" alt="${escapeHtml(head.imageAlt ?? '')}" width="${width}" />` : '';
  const by = head.author ? `<p>By <a href="${escapeHtml(head.author.url)}">${escapeHtml(head.author.name)}</a> on Rootshare</p>` : '';
  const html =
    `<blockquote class="rootshare-embed" style="max-width:${width}px"><a href="${escapeHtml(head.canonical)}">${picture}` +
    `<strong>${escapeHtml(head.title)}</strong></a><p>${escapeHtml(head.description)}</p>${by}</blockquote>`;
  return { html, width, height };
}

/** Pages that are a member's own (messages, settings, forms, moderation): never indexed, and asked not to be crawled. */
export const PRIVATE_PAGE_PREFIXES = [
  '/messages',
  '/settings',
  '/admin',
  '/auth',
  '/create-profile',
  '/add-plant',
  '/unsubscribe',
  '/meets/new',
] as const;

/** Whether a path is one of the member's own pages (an edit form included), which search engines should leave out. */
export const isPrivatePage = (pathname: string) =>
  PRIVATE_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ||
  /^\/meets\/[^/]+\/edit$/.test(pathname) ||
  pathname === '/profile';

/** The visitor's answer to the read a page makes first, kept in the page so the app need not ask again. */
export interface FirstAnswer {
  /** The API path exactly as the app asks for it. */
  path: string;
  body: unknown;
}

/**
 * The page with its first read's answer in it: a phone draws the page as soon as the app's code has
 * arrived, a round trip sooner (docs/decisions/0070-first-answers-in-the-page.md).
 */
export const withFirstAnswer = (html: string, answer: FirstAnswer) =>
  html.replace(
    '</head>',
    `${dataBlock(`type="application/json" id="first-answer" data-path="${escapeHtml(answer.path)}"`, answer.body)}</head>`,
  );

/**
 * Browse as a visitor opens it: its first plants in the page, and the first card's picture (the
 * largest thing on a phone's first screen) asked for at once.
 */
export function withVisitorBrowse(html: string, body: unknown): string {
  const page = ExplorePageSchema.safeParse(body);
  if (!page.success) return html;
  const [first] = page.data.items;
  const picture = first ? preloadImageTag(listingThumbnail(first.userPlant.thumbnail_urls, first.plant)) : '';
  return withFirstAnswer(html, { path: VISITOR_BROWSE_PATH, body }).replace('</head>', `${picture}</head>`);
}

/** The built index.html told to stay out of search results. */
export const withNoIndex = (indexHtml: string) =>
  indexHtml.replace('</head>', `${tag('meta', { name: 'robots', content: 'noindex' })}</head>`);

/** robots.txt: the member's own pages and the API stay out; pictures, feeds and embeds may be fetched; the sitemap lists the rest. */
export const robotsTxt = (sitemapUrl: string) =>
  [
    'User-agent: *',
    ...PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /profile$',
    'Disallow: /api/',
    'Allow: /api/plant-photos/',
    'Allow: /api/plant-drawings/',
    'Allow: /api/feeds/',
    'Allow: /api/oembed',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
