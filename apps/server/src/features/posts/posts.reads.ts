import { sql, type SQL } from 'drizzle-orm';
import { posts } from '../../db/schema/posts';
import { searchListed } from '../profiles/profiles.reads';

// Posts as other features read them (docs/architecture.md#table-owners); only this feature writes the table.

/** The posts a sitemap lists, as rows of `id` and `lastmod`: shown, and their author searchable. */
export const searchListedPosts: SQL = sql`select ${posts.id} as id, ${posts.updatedAt} as lastmod from ${posts} where ${posts.hiddenAt} is null and ${searchListed(posts.userId)}`;
