import { PostPageSchema } from '@rootshare/contracts/posts';
import { OwnProfileSchema } from '@rootshare/contracts/profiles';
import { UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { posts } from '../src/db/schema/posts';
import { contentMaker } from './content';
import { bearer, createTestApp, signUpMember, type TestApp } from './helpers';

// The server shares some reads between requests (ADR 0017). A member who changes something reads
// the change on their next request; a visitor may be answered from memory until a write forgets it.

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let author: Member;
let reader: Member;
let make: ReturnType<typeof contentMaker>;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  author = await signUpMember(t.app);
  reader = await signUpMember(t.app);
  make = contentMaker(t.app);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const feed = async (member: Member | null) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/posts', headers: member ? bearer(member.token) : {} });
  expect(response.statusCode).toBe(200);
  return PostPageSchema.parse(response.json()).posts;
};
const onFeed = async (member: Member | null, postId: string) => (await feed(member)).find((post) => post.id === postId);

describe('a member reads their own writes', () => {
  it("shows the liker the new like count with their like on the feed's first page at once", async () => {
    const postId = await make.blogPost(author);
    expect(await onFeed(reader, postId)).toMatchObject({ likes_count: 0, has_liked: false });
    expect((await t.app.inject({ method: 'POST', url: `/api/posts/${postId}/like`, headers: bearer(reader.token) })).statusCode).toBe(200);
    expect(await onFeed(reader, postId)).toMatchObject({ likes_count: 1, has_liked: true });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${postId}/like`, headers: bearer(reader.token) })).statusCode).toBe(
      200,
    );
    expect(await onFeed(reader, postId)).toMatchObject({ likes_count: 0, has_liked: false });
  });

  it("shows the commenter their comment in the post's count and its comment list at once", async () => {
    const postId = await make.blogPost(author);
    expect(await onFeed(reader, postId)).toMatchObject({ comments_count: 0 });
    const commentId = await make.comment(reader, postId, 'Mine rooted in water');
    expect(await onFeed(reader, postId)).toMatchObject({ comments_count: 1 });
    const post = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}`, headers: bearer(reader.token) });
    expect(post.json()).toMatchObject({ comments_count: 1 });
    const comments = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}/comments`, headers: bearer(reader.token) });
    expect((comments.json() as { comments: Array<{ id: string }> }).comments.map((comment) => comment.id)).toContain(commentId);
  });

  it('shows the owner their edited plant, and their new place on it, at once', async () => {
    const plantId = await make.plant(author, { customName: 'Before' });
    const read = async () =>
      UserPlantDetailSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/user-plants/${plantId}`, headers: bearer(author.token) })).json(),
      );
    expect((await read()).userPlant.custom_name).toBe('Before');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/user-plants/${plantId}`,
          headers: bearer(author.token),
          payload: { custom_name: 'After' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await read()).userPlant.custom_name).toBe('After');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/profiles/${author.profile.id}`,
          headers: bearer(author.token),
          payload: { location: 'Leeds' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await read()).profile.location).toBe('Leeds');
  });

  it('finds a profile by the username its owner just took', async () => {
    const taken = `renamed${author.profile.id.slice(0, 8)}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/profiles/${taken}` })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/profiles/${author.profile.id}`,
          headers: bearer(author.token),
          payload: { username: taken },
        })
      ).statusCode,
    ).toBe(200);
    const found = await t.app.inject({ method: 'GET', url: `/api/profiles/${taken}`, headers: bearer(author.token) });
    expect(found.statusCode).toBe(200);
    expect(OwnProfileSchema.parse(found.json()).id).toBe(author.profile.id);
  });
});

describe("a visitor's shared read", () => {
  it('may be answered from memory, and is forgotten by the next write to the feed', async () => {
    // Only Date is held still: the shared page never outlives its lifetime here, while the database runs as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const postId = await make.blogPost(author, 'Original title');
    expect((await onFeed(null, postId))?.title).toBe('Original title');
    // A change that no write announced (another process, say) is not seen while the shared page lives.
    await t.database.db.update(posts).set({ title: 'Changed behind the cache' }).where(eq(posts.id, postId));
    expect((await onFeed(null, postId))?.title).toBe('Original title');
    const newer = await make.blogPost(reader, 'A newer post');
    const visitorFeed = await feed(null);
    expect(visitorFeed.map((post) => post.id)).toContain(newer);
    expect(visitorFeed.find((post) => post.id === postId)?.title).toBe('Changed behind the cache');
  });
});
