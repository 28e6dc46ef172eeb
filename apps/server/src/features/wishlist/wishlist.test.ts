import { WishlistSchema } from '@rootshare/contracts/wishlist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';

let t: TestApp;
let plantId: string;
let otherPlantId: string;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let owner: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  const plants = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'hoya' } })).json().plants;
  plantId = plants[0].id;
  otherPlantId = plants[1].id;
  owner = await signUpMember(t.app);
  other = await signUpMember(t.app);
});
afterAll(async () => {
  await t.close();
});

const add = (member: Member, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/wishlist', headers: bearer(member.token), payload });

describe('the wishlist', () => {
  it('adds a plant with notes and lists it with its catalogue details', async () => {
    const response = await add(owner, { plant_id: plantId, notes: 'Any variegated form' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ plant_id: plantId, notes: 'Any variegated form' });
    const list = WishlistSchema.parse((await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(owner.token) })).json());
    expect(list.map((i) => i.plant_id)).toContain(plantId);
    expect(list[0]?.plants.common_name).toBeTruthy();
  });

  it('stores empty notes as none', async () => {
    const response = await add(owner, { plant_id: otherPlantId, notes: '' });
    expect(response.json().notes).toBeNull();
  });

  it('answers 409 when the plant is already on the list', async () => {
    const response = await add(owner, { plant_id: plantId });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('This plant is already on your wishlist');
  });

  it("shows a member's wishlist to anyone, by id or username", async () => {
    const byId = await t.app.inject({ method: 'GET', url: `/api/wishlist/${owner.profile.id}` });
    const byName = await t.app.inject({ method: 'GET', url: `/api/wishlist/${owner.user.username}` });
    expect(byId.statusCode).toBe(200);
    expect(byName.json()).toEqual(byId.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/wishlist/nobody_at_all' })).statusCode).toBe(404);
  });

  it('lets the owner edit notes and remove an item', async () => {
    const id = (await add(other, { plant_id: plantId })).json().id as string;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/wishlist/${id}`,
      headers: bearer(other.token),
      payload: { notes: 'Cutting is fine' },
    });
    expect(edited.json().notes).toBe('Cutting is fine');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${id}`, headers: bearer(other.token) })).statusCode).toBe(204);
    const list = (await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(other.token) })).json();
    expect(list.find((i: { id: string }) => i.id === id)).toBeUndefined();
  });

  it("refuses another member's edit or removal and changes nothing", async () => {
    const item = (await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(owner.token) })).json()[0];
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/wishlist/${item.id}`, headers: bearer(other.token), payload: { notes: 'hacked' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/wishlist/${item.id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    const after = (await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(owner.token) })).json();
    expect(after.find((i: { id: string }) => i.id === item.id)).toEqual(item);
  });

  it('requires sign-in to change a wishlist and refuses unknown plants', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/wishlist', payload: { plant_id: plantId } })).statusCode).toBe(401);
    expect((await add(owner, { plant_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    expect((await add(owner, { plant_id: plantId, user_id: other.profile.id })).statusCode).toBe(400);
  });
});
