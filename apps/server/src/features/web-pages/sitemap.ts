import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';
import { escapeHtml } from '../../platform/html';
import { searchListedMeets } from '../meets/meets.reads';
import { searchListedPosts } from '../posts/posts.reads';
import { searchListedProfiles } from '../profiles/profiles.reads';
import { searchListedPlants } from '../user-plants/user-plants.reads';

/** The most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Rows read from the database at a time while a sitemap file is written. */
const READ_BATCH = 5_000;

/** Each kind of public page: its path before the id, and the rows (`id`, `lastmod`) a signed-out visitor finds there. */
const SOURCES: { path: string; rows: SQL }[] = [
  { path: '/profile/', rows: searchListedProfiles },
  { path: '/plant/', rows: searchListedPlants },
  { path: '/posts/', rows: searchListedPosts },
  { path: '/meets/', rows: searchListedMeets },
];

interface SitemapEntry {
  loc: string;
  lastmod: Date;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const urlset = (entries: SitemapEntry[]) =>
  `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries
    .map((entry) => `<url><loc>${escapeHtml(entry.loc)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>\n`)
    .join('')}</urlset>\n`;

const sitemapIndex = (parts: string[]) =>
  `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${parts.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;

/**
 * The sitemap: one file of every public page while they fit in a page, else an index of numbered
 * parts (`/sitemaps/1.xml`…), each read from the database in batches.
 */
export function sitemapWriter(db: Database, absolute: (path: string) => string, pageSize = SITEMAP_PAGE_SIZE) {
  const counts = () =>
    Promise.all(
      SOURCES.map(
        async ({ rows }) => (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from (${rows}) listed`))[0]?.n ?? 0,
      ),
    );

  /** The entries from `start` (counted over every kind in turn) to before `end`. */
  async function entries(sizes: number[], start: number, end: number): Promise<SitemapEntry[]> {
    const found: SitemapEntry[] = [];
    let before = 0;
    for (const [index, source] of SOURCES.entries()) {
      const size = sizes[index] ?? 0;
      const to = Math.min(end - before, size);
      for (let offset = Math.max(start - before, 0); offset < to; offset += READ_BATCH) {
        const limit = Math.min(READ_BATCH, to - offset);
        const rows = await selectRows<{ id: string; lastmod: Date | string }>(
          db,
          sql`select id, lastmod from (${source.rows}) listed order by id offset ${offset} limit ${limit}`,
        );
        found.push(...rows.map((row) => ({ loc: absolute(`${source.path}${row.id}`), lastmod: new Date(row.lastmod) })));
      }
      before += size;
    }
    return found;
  }

  return {
    /** /sitemap.xml: every page, or the index of the parts once they pass one page. */
    async root(): Promise<string> {
      const sizes = await counts();
      const total = sizes.reduce((sum, size) => sum + size, 0);
      if (total <= pageSize) return urlset(await entries(sizes, 0, total));
      const parts = Math.ceil(total / pageSize);
      return sitemapIndex(Array.from({ length: parts }, (_, index) => absolute(`/sitemaps/${index + 1}.xml`)));
    },

    /** /sitemaps/<n>.xml, counted from 1; null past the last part, or while the whole sitemap is one file. */
    async part(n: number): Promise<string | null> {
      const sizes = await counts();
      const total = sizes.reduce((sum, size) => sum + size, 0);
      if (total <= pageSize || n < 1 || (n - 1) * pageSize >= total) return null;
      return urlset(await entries(sizes, (n - 1) * pageSize, n * pageSize));
    },
  };
}

export type SitemapWriter = ReturnType<typeof sitemapWriter>;
