import type { Multipart } from '@fastify/multipart';
import { CreatePostFieldsSchema, UpdatePostFieldsSchema, type Post } from '@rootshare/contracts/posts';
import { parseOrBadRequest } from '../../../platform/validation';
import { describedMedia } from '../posts.media';
import { deletePostRow, insertPost, updatePostRow } from '../posts.repo';
import type { PostsContext } from './context';

/** POST /api/posts: text fields and one media file, streamed; nothing is kept when any part is refused. */
export async function createPost(ctx: PostsContext, memberId: string, parts: AsyncIterable<Multipart>): Promise<Post> {
  await ctx.quotas.take(memberId, 'posts');
  const { fields, media } = await ctx.receiveForm(memberId, parts);
  try {
    const input = parseOrBadRequest(CreatePostFieldsSchema, fields);
    ctx.checkMedia(input.type, media);
    const id = await insertPost(ctx.db, {
      userId: memberId,
      type: input.type,
      title: input.title,
      content: input.content,
      tags: input.tags ?? null,
      media: describedMedia(media, input.media_description),
    });
    await ctx.changed(id);
    return await ctx.readPost(id, memberId);
  } catch (error) {
    if (media) await ctx.uploads.deleteMedia(media.files);
    throw error;
  }
}

/** PUT /api/posts/{id}: the author edits the text; a new media file (or replaceMedia=true) replaces the media. */
export async function updatePost(ctx: PostsContext, id: string, memberId: string, parts: AsyncIterable<Multipart>): Promise<Post> {
  const before = await ctx.ownPost(id, memberId);
  const { fields, media } = await ctx.receiveForm(memberId, parts);
  try {
    const input = parseOrBadRequest(UpdatePostFieldsSchema, fields);
    const replace = media !== null || input.replaceMedia === 'true';
    if (replace) ctx.checkMedia(before.type, media);
    await updatePostRow(ctx.db, id, {
      title: input.title,
      content: input.content,
      ...(input.tags !== undefined ? { tags: input.tags } : {}),
      media: describedMedia(replace ? media : before.media, input.media_description),
    });
    await ctx.changed(id);
    if (replace && before.media) await ctx.uploads.deleteMedia(before.media.files);
    return await ctx.readPost(id, memberId);
  } catch (error) {
    if (media) await ctx.uploads.deleteMedia(media.files);
    throw error;
  }
}

/** DELETE /api/posts/{id}: the author only; likes and comments go with it, and its files. */
export async function deletePost(ctx: PostsContext, id: string, memberId: string): Promise<void> {
  const owner = await ctx.ownPost(id, memberId);
  await deletePostRow(ctx.db, id);
  await ctx.changed(id);
  if (owner.media) await ctx.uploads.deleteMedia(owner.media.files);
}
