import { MeetSchema, type Meet, type MeetInput } from '@rootshare/contracts/meets';
import { SwapRequestSchema, type SwapRequest } from '@rootshare/contracts/swaps';
import { instantToZoned } from '@rootshare/contracts/time-zones';
import { expect } from 'vitest';
import type { App } from '../src/app';
import { bearer, type signUpMember } from './helpers';
import { multipartForm } from './multipart';

type Member = Awaited<ReturnType<typeof signUpMember>>;
type Inject = App['app'];

const HOUR = 3_600_000;

/** Wall-clock time in Los Angeles (Portland's zone), `hours` after `from`. */
export const laTime = (hours: number, from = Date.now()) => instantToZoned(new Date(from + hours * HOUR), 'America/Los_Angeles');

/** A swap meet in Portland three days after `from`, for three hours, open to all, cuttings and plants. */
export const meetInput = (overrides: Partial<MeetInput> = {}, from = Date.now()): MeetInput => ({
  title: 'Spring cutting swap',
  description: 'Bring cuttings in labelled bags.',
  starts_at: laTime(72, from),
  ends_at: laTime(75, from),
  time_zone: 'America/Los_Angeles',
  town: 'Portland',
  venue: 'Hollywood Library, community room',
  capacity: null,
  brings: ['cuttings', 'plants'],
  ...overrides,
});

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

    /** A swap meet the member hosts (meetInput's defaults unless overridden). */
    async meet(host: Member, overrides: Partial<MeetInput> = {}, from = Date.now()): Promise<Meet> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/meets',
        headers: bearer(host.token),
        payload: meetInput(overrides, from),
      });
      expect(response.statusCode, response.body).toBe(201);
      return MeetSchema.parse(response.json());
    },

    /** A swap request: one new plant of `from`'s offered for one new plant of `to`'s. */
    async swap(from: Member, to: Member): Promise<SwapRequest> {
      const [offered, requested] = [
        await this.plant(from, { customName: 'Offered pothos' }),
        await this.plant(to, { customName: 'Asked-for pothos' }),
      ];
      const response = await app.inject({
        method: 'POST',
        url: '/api/swap-requests',
        headers: bearer(from.token),
        payload: { recipient_id: to.profile.id, offered_plants: [offered], requested_plants: [requested] },
      });
      expect(response.statusCode, response.body).toBe(201);
      return SwapRequestSchema.parse(response.json());
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
