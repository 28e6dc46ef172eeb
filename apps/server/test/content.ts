import { expect } from 'vitest';
import type { App } from '../src/app';
import { bearer, type signUpMember } from './helpers';
import { multipartForm } from './multipart';

type Member = Awaited<ReturnType<typeof signUpMember>>;
type Inject = App['app'];

/** Things members share, made through the API for tests that need something to act on. */
export function contentMaker(app: Inject) {
  const created = (response: Awaited<ReturnType<Inject['inject']>>) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as Record<string, unknown> & { id: string };
  };
  let cataloguePlantId: string | undefined;

  return {
    async blogPost(member: Member, title = 'Repotting notes', content = 'Loosen the roots first.'): Promise<string> {
      const form = multipartForm({ type: 'blog_post', title, content });
      return created(
        await app.inject({
          method: 'POST',
          url: '/api/posts',
          headers: { ...bearer(member.token), ...form.headers },
          payload: form.payload,
        }),
      ).id;
    },

    async comment(member: Member, postId: string, content = 'Lovely!'): Promise<string> {
      return created(
        await app.inject({ method: 'POST', url: `/api/posts/${postId}/comments`, headers: bearer(member.token), payload: { content } }),
      ).id;
    },

    /** A plant from the catalogue (the test app needs `catalogue: true`), available for swap unless told otherwise. */
    async plant(member: Member, options: { available?: boolean; customName?: string } = {}): Promise<string> {
      cataloguePlantId ??= (await app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'pothos' } })).json().plants[0]
        .id as string;
      const payload = {
        plant_id: cataloguePlantId,
        swap_type: 'cutting',
        available_for_swap: options.available ?? true,
        pest_free_confirmed: options.available ?? true,
        ...(options.customName ? { custom_name: options.customName } : {}),
      };
      const response = await app.inject({ method: 'POST', url: '/api/user-plants', headers: bearer(member.token), payload });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { userPlant: { id: string } }).userPlant.id;
    },

    async conversation(member: Member, other: Member): Promise<string> {
      return created(
        await app.inject({
          method: 'POST',
          url: '/api/conversations',
          headers: bearer(member.token),
          payload: { participant_id: other.profile.id },
        }),
      ).id;
    },

    async message(member: Member, conversationId: string, payload: Record<string, unknown> = { content: 'Hello!' }): Promise<string> {
      return created(
        await app.inject({
          method: 'POST',
          url: '/api/messages',
          headers: bearer(member.token),
          payload: { conversation_id: conversationId, ...payload },
        }),
      ).id;
    },
  };
}
