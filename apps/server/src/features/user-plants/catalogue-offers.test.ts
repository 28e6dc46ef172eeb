import { AccountExportSchema } from '@rootshare/contracts/account';
import { CatalogueResponseSchema, PlantSearchResponseSchema, type CataloguePlant } from '@rootshare/contracts/catalogue';
import {
  CatalogueOffersSchema,
  MEMBER_PHOTO_LICENCE,
  OfferedPhotosSchema,
  PHOTO_REMOVED_BY_MODERATOR,
} from '@rootshare/contracts/catalogue-offers';
import { ExplorePageSchema } from '@rootshare/contracts/explore';
import { UserPlantDetailSchema, UserPlantListSchema } from '@rootshare/contracts/user-plants';
import { WishlistItemSchema } from '@rootshare/contracts/wishlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { asDataUrl, gpsTaggedJpeg } from '../../../test/images';
import { cataloguePhotoOffers } from '../../db/schema/user-plants';
import { changeAdminRole } from '../admin/admin-command';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let maya: Member;
let ben: Member;
let moderator: Member;
let photo: string;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [maya, ben, moderator] = [await signUpMember(t.app), await signUpMember(t.app), await signUpMember(t.app)];
  await changeAdminRole(t.database.db, moderator.user.username, true);
  await t.app.inject({
    method: 'PUT',
    url: `/api/profiles/${maya.profile.id}`,
    headers: bearer(maya.token),
    payload: { full_name: 'Maya Green' },
  });
  photo = asDataUrl(await gpsTaggedJpeg());
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (member: Member | null, method: Method, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: member ? bearer(member.token) : {}, ...(payload ? { payload } : {}) });

/** The first catalogue plant a search finds. */
async function search(query: string): Promise<CataloguePlant> {
  const response = await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query } });
  const [plant] = PlantSearchResponseSchema.parse(response.json()).plants;
  if (!plant) throw new Error(`no plant for ${query}`);
  return plant;
}

/** A species the catalogue only has a drawing of. */
async function drawnSpecies(query: string): Promise<CataloguePlant> {
  const plant = await search(query);
  expect(plant.image_url).toMatch(/^\/api\/plant-drawings\//);
  return plant;
}

/** Adds a plant of the species with one photo, offered to the catalogue or not; answers its id and photo. */
async function addPlant(member: Member, plantId: string, { offer = false, withPhoto = true, listed = true } = {}) {
  const response = await call(member, 'POST', '/api/user-plants', {
    plant_id: plantId,
    swap_type: 'cutting',
    available_for_swap: listed,
    pest_free_confirmed: listed,
    image_urls: withPhoto ? [photo] : [],
    ...(offer ? { offer_photo_to_catalogue: true } : {}),
  });
  expect(response.statusCode).toBe(201);
  const { userPlant } = UserPlantDetailSchema.parse(response.json());
  return { id: userPlant.id, url: userPlant.image_urls[0] ?? '' };
}

const fullCatalogue = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/plants' });
  return { etag: response.headers.etag, plants: CatalogueResponseSchema.parse(response.json()) };
};
const pageOf = async (viewer: Member, userPlantId: string) =>
  UserPlantDetailSchema.parse((await call(viewer, 'GET', `/api/user-plants/${userPlantId}`)).json());

describe('offering a photo to the catalogue', () => {
  it('shows the offered photo of a species without its own, credited to the member with a link to their profile', async () => {
    const monstera = await drawnSpecies('Monstera deliciosa');
    const offered = await addPlant(maya, monstera.id, { offer: true });
    const credit = { author: 'Maya Green', licence: MEMBER_PHOTO_LICENCE, source_url: `/profile/${maya.profile.id}`, by_member: true };

    const found = await search('Monstera deliciosa');
    expect(found).toMatchObject({ id: monstera.id, image_url: offered.url, image_urls: [offered.url], image_credit: credit });
    const inCatalogue = (await fullCatalogue()).plants.find((plant) => plant.id === monstera.id);
    expect(inCatalogue).toMatchObject({ image_url: offered.url, image_credit: credit });

    // Another member's plant of that species without a photo falls back to it, on its page and in their list.
    const bens = await addPlant(ben, monstera.id, { withPhoto: false });
    expect((await pageOf(ben, bens.id)).plant).toMatchObject({ image_url: offered.url, image_credit: credit });
    const list = UserPlantListSchema.parse((await call(ben, 'GET', '/api/user-plants')).json());
    expect(list.find((plant) => plant.id === bens.id)?.plants.image_url).toBe(offered.url);

    // Browse and a wishlist show it too.
    const browse = ExplorePageSchema.parse((await call(maya, 'GET', '/api/explore-v2?search=Monstera%20deliciosa&limit=48')).json());
    expect(browse.items.find((item) => item.userPlant.id === bens.id)?.plant.image_credit).toEqual(credit);
    const wished = await call(maya, 'POST', '/api/wishlist', { plant_id: monstera.id });
    expect(WishlistItemSchema.parse(wished.json()).plants.image_url).toBe(offered.url);
  });

  it('shows the earliest standing offer when several members offer photos of one species', async () => {
    const jade = await drawnSpecies('Crassula ovata');
    const first = await addPlant(maya, jade.id, { offer: true });
    const later = await addPlant(ben, jade.id, { offer: true });
    expect((await search('Crassula ovata')).image_url).toBe(first.url);

    expect((await call(maya, 'DELETE', `/api/user-plants/${first.id}/images/0/catalogue-offer`)).statusCode).toBe(200);
    expect((await search('Crassula ovata')).image_url).toBe(later.url);
  });

  it('offers nothing unless the owner chose it', async () => {
    const snake = await drawnSpecies('Dracaena trifasciata');
    const plant = await addPlant(maya, snake.id);
    expect((await search('Dracaena trifasciata')).image_url).toBe(snake.image_url);
    expect(CatalogueOffersSchema.parse((await call(maya, 'GET', `/api/user-plants/${plant.id}/catalogue-offers`)).json())).toEqual({
      offers: [],
      species_has_photo: false,
    });
  });

  it('keeps the catalogue photo of a species that has one', async () => {
    const pothos = await search('pothos');
    expect(pothos.image_credit?.by_member).toBe(false);
    const plant = await addPlant(maya, pothos.id, { offer: true });
    expect(await search('pothos')).toMatchObject({ image_url: pothos.image_url, image_credit: pothos.image_credit });
    expect((await call(maya, 'GET', `/api/user-plants/${plant.id}/catalogue-offers`)).json()).toMatchObject({ species_has_photo: true });
  });

  it('lets the owner offer a photo of a plant already added, then withdraw it; the catalogue stops showing it at once', async () => {
    const pearls = await drawnSpecies('Senecio rowleyanus');
    const plant = await addPlant(maya, pearls.id);
    const before = await fullCatalogue();

    const offered = await call(maya, 'PUT', `/api/user-plants/${plant.id}/images/0/catalogue-offer`);
    expect(offered.statusCode).toBe(200);
    expect(CatalogueOffersSchema.parse(offered.json()).offers).toEqual([
      { image_url: plant.url, offered_at: expect.any(String), removed: false },
    ]);
    expect((await search('Senecio rowleyanus')).image_url).toBe(plant.url);
    const during = await fullCatalogue();
    expect(during.etag).not.toBe(before.etag);

    const withdrawn = await call(maya, 'DELETE', `/api/user-plants/${plant.id}/images/0/catalogue-offer`);
    expect(CatalogueOffersSchema.parse(withdrawn.json()).offers).toEqual([]);
    expect((await search('Senecio rowleyanus')).image_url).toBe(pearls.image_url);
    const after = await fullCatalogue();
    expect(after.plants.find((p) => p.id === pearls.id)?.image_url).toBe(pearls.image_url);
    expect(after.etag).toBe(before.etag);
    expect((await call(maya, 'DELETE', `/api/user-plants/${plant.id}/images/0/catalogue-offer`)).statusCode).toBe(404);
  });

  it('answers 404 for a photo the plant does not have, and 400 for an index out of range', async () => {
    const zz = await drawnSpecies('Zamioculcas zamiifolia');
    const plant = await addPlant(maya, zz.id);
    expect((await call(maya, 'PUT', `/api/user-plants/${plant.id}/images/3/catalogue-offer`)).json()).toMatchObject({
      error: 'Image not found',
    });
    expect((await call(maya, 'PUT', `/api/user-plants/${plant.id}/images/3/catalogue-offer`)).statusCode).toBe(404);
    expect((await call(maya, 'PUT', `/api/user-plants/${plant.id}/images/9/catalogue-offer`)).statusCode).toBe(400);
    expect((await call(maya, 'PUT', `/api/user-plants/not-a-plant/images/0/catalogue-offer`)).statusCode).toBe(400);
  });
});

describe('who may offer, withdraw and remove', () => {
  it('refuses another member: 403 on a plant they can see, 404 on one they cannot, 401 without a session', async () => {
    const spider = await drawnSpecies('Chlorophytum comosum');
    const listed = await addPlant(maya, spider.id, { offer: true });
    const kept = await addPlant(maya, spider.id, { listed: false });

    expect((await call(ben, 'PUT', `/api/user-plants/${listed.id}/images/0/catalogue-offer`)).statusCode).toBe(403);
    expect((await call(ben, 'DELETE', `/api/user-plants/${listed.id}/images/0/catalogue-offer`)).statusCode).toBe(403);
    expect((await call(ben, 'GET', `/api/user-plants/${listed.id}/catalogue-offers`)).statusCode).toBe(403);
    expect((await call(ben, 'PUT', `/api/user-plants/${kept.id}/images/0/catalogue-offer`)).statusCode).toBe(404);
    expect((await call(null, 'PUT', `/api/user-plants/${listed.id}/images/0/catalogue-offer`)).statusCode).toBe(401);
    // Still offered, and nothing of the private plant's photo reached the catalogue.
    expect((await search('Chlorophytum comosum')).image_url).toBe(listed.url);
    expect(await t.database.db.select().from(cataloguePhotoOffers).where(eq(cataloguePhotoOffers.userPlantId, kept.id))).toEqual([]);
  });

  it('lets a moderator remove an offered photo: it leaves the catalogue at once and cannot be offered again', async () => {
    const peace = await drawnSpecies('Spathiphyllum wallisii');
    const plant = await addPlant(ben, peace.id, { offer: true });
    const bensPage = await addPlant(maya, peace.id, { withPhoto: false });
    expect((await pageOf(maya, bensPage.id)).plant.image_url).toBe(plant.url);

    const review = OfferedPhotosSchema.parse((await call(moderator, 'GET', '/api/admin/catalogue-photos')).json());
    const offer = review.photos.find((p) => p.user_plant_id === plant.id);
    expect(offer).toMatchObject({ species: peace.common_name, username: ben.user.username, image_url: plant.url, shown: true });
    expect(JSON.stringify(review)).not.toContain(ben.user.email);

    // Members do not learn the route exists.
    expect((await call(ben, 'DELETE', `/api/admin/catalogue-photos/${offer?.id}`)).statusCode).toBe(404);
    expect((await call(ben, 'GET', '/api/admin/catalogue-photos')).statusCode).toBe(404);

    expect((await call(moderator, 'DELETE', `/api/admin/catalogue-photos/${offer?.id}`)).statusCode).toBe(204);
    expect((await search('Spathiphyllum wallisii')).image_url).toBe(peace.image_url);
    expect((await pageOf(maya, bensPage.id)).plant.image_url).toBe(peace.image_url);
    expect((await call(moderator, 'DELETE', `/api/admin/catalogue-photos/${offer?.id}`)).statusCode).toBe(404);

    const again = await call(ben, 'PUT', `/api/user-plants/${plant.id}/images/0/catalogue-offer`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: PHOTO_REMOVED_BY_MODERATOR });
    expect(CatalogueOffersSchema.parse((await call(ben, 'GET', `/api/user-plants/${plant.id}/catalogue-offers`)).json()).offers).toEqual([
      { image_url: plant.url, offered_at: expect.any(String), removed: true },
    ]);
  });
});

describe('when the photo, the plant or the member goes', () => {
  it('withdraws the offer when the owner deletes the photo or the plant', async () => {
    const fig = await drawnSpecies('Ficus lyrata');
    const plant = await addPlant(maya, fig.id, { offer: true });
    expect((await search('Ficus lyrata')).image_url).toBe(plant.url);
    expect((await call(maya, 'DELETE', `/api/user-plants/${plant.id}/images/0`)).statusCode).toBe(200);
    expect((await search('Ficus lyrata')).image_url).toBe(fig.image_url);
    expect(await t.database.db.select().from(cataloguePhotoOffers).where(eq(cataloguePhotoOffers.userPlantId, plant.id))).toEqual([]);

    const second = await addPlant(maya, fig.id, { offer: true });
    expect((await search('Ficus lyrata')).image_url).toBe(second.url);
    expect((await call(maya, 'DELETE', `/api/user-plants/${second.id}`)).statusCode).toBe(204);
    expect((await search('Ficus lyrata')).image_url).toBe(fig.image_url);
  });

  it('takes a member’s photos out of the catalogue when they delete their account', async () => {
    const leaving = await signUpMember(t.app);
    const rubber = await drawnSpecies('Ficus elastica');
    const plant = await addPlant(leaving, rubber.id, { offer: true });
    const bens = await addPlant(ben, rubber.id, { withPhoto: false });
    expect((await pageOf(ben, bens.id)).plant.image_credit?.source_url).toBe(`/profile/${leaving.profile.id}`);

    expect((await call(leaving, 'POST', '/api/account/delete', { password: leaving.password })).statusCode).toBe(204);
    expect((await search('Ficus elastica')).image_url).toBe(rubber.image_url);
    expect((await pageOf(ben, bens.id)).plant).toMatchObject({ image_url: rubber.image_url, image_credit: null });
    expect(await t.database.db.select().from(cataloguePhotoOffers).where(eq(cataloguePhotoOffers.userPlantId, plant.id))).toEqual([]);
  });

  it('takes a suspended member’s photo out of the catalogue until the suspension is lifted', async () => {
    const suspended = await signUpMember(t.app);
    const hoya = await drawnSpecies('Hoya carnosa');
    const plant = await addPlant(suspended, hoya.id, { offer: true });
    expect((await search('Hoya carnosa')).image_url).toBe(plant.url);
    const suspend = (on: boolean) => call(moderator, 'PUT', `/api/admin/members/${suspended.profile.id}/suspension`, { suspended: on });
    expect((await suspend(true)).statusCode).toBe(200);
    expect((await search('Hoya carnosa')).image_url).toBe(hoya.image_url);
    expect((await suspend(false)).statusCode).toBe(200);
    expect((await search('Hoya carnosa')).image_url).toBe(plant.url);
  });

  it('takes a photo out of the catalogue while a moderator hides its plant', async () => {
    const fern = await drawnSpecies('Nephrolepis exaltata');
    const plant = await addPlant(ben, fern.id, { offer: true });
    const hide = (hidden: boolean) => call(moderator, 'PUT', `/api/admin/content/plant/${plant.id}`, { hidden });
    expect((await hide(true)).statusCode).toBe(200);
    expect((await search('Nephrolepis exaltata')).image_url).toBe(fern.image_url);
    expect((await hide(false)).statusCode).toBe(200);
    expect((await search('Nephrolepis exaltata')).image_url).toBe(plant.url);
  });

  it('lists the photos a member offered in their data export', async () => {
    const member = await signUpMember(t.app);
    const palm = await drawnSpecies('Chamaedorea elegans');
    const plant = await addPlant(member, palm.id, { offer: true });
    const data = AccountExportSchema.parse((await call(member, 'GET', '/api/account/export')).json());
    expect(data.catalogue_photos).toEqual([
      { user_plant_id: plant.id, common_name: palm.common_name, image_url: plant.url, offered_at: expect.any(String), removed: false },
    ]);
  });

  it('credits the member by username when they give no name, and sends no e-mail address', async () => {
    const aloe = await drawnSpecies('Aloe vera');
    const plant = await addPlant(ben, aloe.id, { offer: true });
    const response = await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'Aloe vera' } });
    expect(response.body).not.toContain(ben.user.email);
    expect(PlantSearchResponseSchema.parse(response.json()).plants[0]).toMatchObject({
      image_url: plant.url,
      image_credit: { author: ben.user.username, source_url: `/profile/${ben.profile.id}` },
    });
  });
});
