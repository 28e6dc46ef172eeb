import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { postComments, posts } from '../../db/schema/posts';
import { searchListed } from '../profiles/profiles.reads';

/**
 * Posts and their comments as other features read them (docs/architecture.md#table-owners, ADR
 * 0063): plain subqueries under the tables' own names, which PostgreSQL pulls up into the outer
 * query, so joins and indexes plan exactly as on the tables. Only this feature writes them.
 */
export const postRows = new QueryBuilder().select(getTableColumns(posts)).from(posts).as('posts');

export const postCommentRows = new QueryBuilder().select(getTableColumns(postComments)).from(postComments).as('post_comments');

/** The posts a sitemap lists, as rows of `id` and `lastmod`: shown, and their author searchable. */
export const searchListedPosts: SQL = sql`select ${posts.id} as id, ${posts.updatedAt} as lastmod from ${posts} where ${posts.hiddenAt} is null and ${searchListed(posts.userId)}`;
