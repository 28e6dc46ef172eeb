import { dateTimeFormat } from '@rootshare/contracts/intl';
import { ExplorePageSchema } from '@rootshare/contracts/explore';
import { GeoAutocompleteResponseSchema } from '@rootshare/contracts/geo';
import { MeetPageSchema, type MeetSummary } from '@rootshare/contracts/meets';
import { PostSchema, type Post } from '@rootshare/contracts/posts';
import { PublicProfileSchema } from '@rootshare/contracts/profiles';
import { UserPlantListSchema, type UserPlant } from '@rootshare/contracts/user-plants';
import { Feed } from 'feed';
import { z } from 'zod';
import { isRaster, listingSummary } from './page-heads';

/** An API read made as a signed-out visitor: feeds hold what a visitor sees and nothing more. */
export type VisitorRead = (url: string) => Promise<{ status: number; body: unknown }>;

/** What a feed is about, as its entries and its own title. */
interface FeedContent {
  title: string;
  /** The page the feed follows. */
  page: string;
  entries: FeedEntry[];
}

interface FeedEntry {
  title: string;
  page: string;
  summary: string;
  published: Date;
  updated: Date;
  author: { name: string; page: string } | null;
  /** A picture of the entry, as an absolute address of a plain image. */
  picture: string | null;
}

const PostsPageSchema = z.object({ posts: z.array(PostSchema) });

/** A member's own photo, else the catalogue's (the shipped file, whose type its name says). */
const listingPicture = (plant: UserPlant) => plant.image_urls[0] ?? plant.plants.image_url;

function listingEntry(plant: UserPlant, absolute: (path: string) => string): FeedEntry {
  const picture = listingPicture(plant);
  return {
    title: plant.custom_name ?? plant.plants.common_name,
    page: absolute(`/plant/${plant.id}`),
    summary: listingSummary(plant, plant.plants, plant.profiles),
    published: new Date(plant.created_at),
    updated: new Date(plant.updated_at),
    author: { name: plant.profiles.username, page: absolute(`/profile/${plant.profiles.id}`) },
    picture: picture && isRaster(picture) ? absolute(picture) : null,
  };
}

function postEntry(post: Post, absolute: (path: string) => string): FeedEntry {
  const picture = post.media_type === 'image' ? (post.media_urls[0] ?? null) : post.thumbnail_url;
  return {
    title: post.title,
    page: absolute(`/posts/${post.id}`),
    summary: post.content,
    published: new Date(post.created_at),
    updated: new Date(post.updated_at),
    author: { name: post.user.full_name ?? post.user.username, page: absolute(`/profile/${post.user.id}`) },
    picture: picture ? absolute(picture) : null,
  };
}

function meetEntry(meet: MeetSummary, absolute: (path: string) => string): FeedEntry {
  const when = dateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: meet.time_zone }).format(
    new Date(meet.starts_at),
  );
  return {
    title: `${meet.cancelled ? 'Cancelled: ' : ''}${meet.title}`,
    page: absolute(`/meets/${meet.id}`),
    summary: `Plant swap meet in ${meet.town}, ${when}.`,
    published: new Date(meet.starts_at),
    updated: new Date(meet.starts_at),
    author: null,
    picture: meet.cover ? absolute(meet.cover.url) : null,
  };
}

/** Reads an API path in-process as a signed-out visitor: what shared pages, feeds and federation are made from. */
export const visitorReader =
  (app: { inject(options: { method: 'GET'; url: string }): Promise<{ statusCode: number; json(): unknown }> }): VisitorRead =>
  async (url) => {
    const read = await app.inject({ method: 'GET', url });
    return { status: read.statusCode, body: read.statusCode === 200 ? read.json() : null };
  };

/** A place's town-level point, from the gazetteer a visitor's place search asks; null when it knows none. */
export async function placeOf(read: VisitorRead, place: string) {
  const found = await read(`/api/geo/autocomplete?${new URLSearchParams({ text: place })}`);
  return found.status === 200 ? (GeoAutocompleteResponseSchema.parse(found.body).results[0] ?? null) : null;
}

/** Whether search engines should leave out a member's pages: they hid from search, or a visitor cannot find them. */
export async function hiddenFromSearch(read: VisitorRead, memberId: string): Promise<boolean> {
  const profile = await read(`/api/profiles/${memberId}`);
  return profile.status !== 200 || PublicProfileSchema.parse(profile.body).hidden_from_search;
}

/** The feeds there are: each answers its content, or null when a visitor would find nothing. */
export function feedReaders(read: VisitorRead, absolute: (path: string) => string) {
  const memberName = async (id: string) => {
    const profile = await read(`/api/profiles/${id}`);
    if (profile.status !== 200) return null;
    const found = PublicProfileSchema.parse(profile.body);
    return found.full_name ?? `@${found.username}`;
  };

  return {
    async memberListings(id: string): Promise<FeedContent | null> {
      const name = await memberName(id);
      const plants = name ? await read(`/api/user-plants?user_id=${id}`) : null;
      if (!name || plants?.status !== 200) return null;
      return {
        title: `${name}'s plants on Rootshare`,
        page: absolute(`/profile/${id}`),
        entries: UserPlantListSchema.parse(plants.body).map((plant) => listingEntry(plant, absolute)),
      };
    },

    async memberPosts(id: string): Promise<FeedContent | null> {
      const name = await memberName(id);
      const posts = name ? await read(`/api/posts?user_id=${id}&limit=50`) : null;
      if (!name || posts?.status !== 200) return null;
      return {
        title: `${name}'s posts on Rootshare`,
        page: absolute(`/profile/${id}`),
        entries: PostsPageSchema.parse(posts.body).posts.map((post) => postEntry(post, absolute)),
      };
    },

    async placeListings(place: string, radius: number): Promise<FeedContent | null> {
      const query = new URLSearchParams({ location: place, radius: String(radius), sort: 'newest', limit: '48' });
      const listings = await read(`/api/explore-v2?${query}`);
      if (listings.status !== 200) return null;
      const found = ExplorePageSchema.parse(listings.body);
      if (!found.place) return null;
      // A town's feed is read by aggregators and search engines alike: members hidden from search stay out of it.
      const owners = [...new Set(found.items.map((item) => item.profile.id))];
      const hidden = new Set((await Promise.all(owners.map(async (id) => ((await hiddenFromSearch(read, id)) ? [id] : [])))).flat());
      return {
        title: `New plants near ${found.place} on Rootshare`,
        page: absolute(`/browse?${new URLSearchParams({ loc: place })}`),
        entries: found.items
          .filter((item) => !hidden.has(item.profile.id))
          .map((item) => listingEntry({ ...item.userPlant, plants: item.plant, profiles: item.profile }, absolute)),
      };
    },

    async placeMeets(place: string, radius: number): Promise<FeedContent | null> {
      const found = await placeOf(read, place);
      if (!found) return null;
      const query = new URLSearchParams({ user_latitude: String(found.lat), user_longitude: String(found.lon), radius: String(radius) });
      const meets = await read(`/api/meets?${query}`);
      if (meets.status !== 200) return null;
      return {
        title: `Plant swap meets near ${found.formatted} on Rootshare`,
        page: absolute('/browse?tab=events'),
        entries: MeetPageSchema.parse(meets.body).meets.map((meet) => meetEntry(meet, absolute)),
      };
    },
  };
}

/** The feed as Atom XML: one entry per item, its picture as an enclosure, updated as its newest entry. */
export function atom(content: FeedContent, selfUrl: string): string {
  const newest = content.entries.reduce((latest, entry) => Math.max(latest, entry.updated.getTime()), 0);
  const feed = new Feed({
    id: selfUrl,
    title: content.title,
    link: content.page,
    updated: new Date(newest || 0),
    generator: 'Rootshare',
    feedLinks: { atom: selfUrl },
    copyright: 'Each entry belongs to the member who wrote it',
  });
  for (const entry of content.entries) {
    feed.addItem({
      id: entry.page,
      title: entry.title,
      link: entry.page,
      description: entry.summary,
      date: entry.updated,
      published: entry.published,
      ...(entry.author ? { author: [{ name: entry.author.name, link: entry.author.page }] } : {}),
      ...(entry.picture ? { enclosure: { url: entry.picture } } : {}),
    });
  }
  return feed.atom1();
}
