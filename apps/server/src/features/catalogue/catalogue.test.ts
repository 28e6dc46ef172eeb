import { gunzipSync } from 'node:zlib';
import { CatalogueResponseSchema, normaliseSearchText, PlantIdentifyResponseSchema } from '@rootshare/contracts/catalogue';
import { IDENTIFY_CANDIDATES_MAX } from '@rootshare/contracts/limits';
import { rankByName, rankingEntryOf } from '@rootshare/contracts/catalogue-ranking';
import { CATALOGUE_PHOTO_WIDTHS, sizedImageUrl } from '@rootshare/contracts/catalogue-photo-sizes';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { buildApp } from '../../app';
import { importCatalogue } from '../../db/seed/catalogue';
import { cataloguePlants } from '../../db/schema/catalogue';
import { DRAWN_SPECIES, drawingUrlFor } from './plant-drawings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importCatalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query } });
  expect(response.statusCode, query).toBe(200);
  return response.json().plants as Array<{ common_name: string; scientific_name: string | null; confidence_score: number }>;
};

describe('the catalogue import', () => {
  // How long it takes is measured by the bench (footprint scenario), not asserted here.
  it('loads every catalogue entry', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(cataloguePlants);
    expect(row?.n).toBeGreaterThanOrEqual(4800);
  });

  it('does nothing on the next start when the data is unchanged', async () => {
    expect(await importCatalogue(t.database.db)).toEqual({ imported: 0 });
    const [row] = await t.database.db.select({ n: count() }).from(cataloguePlants);
    expect(row?.n).toBeGreaterThanOrEqual(4800);
  });

  it('applies the care levels our editors reviewed', async () => {
    const plants = (await t.app.inject({ method: 'GET', url: '/api/plants' })).json() as Array<{
      scientific_name: string;
      care_level: string;
    }>;
    expect(plants.find((p) => p.scientific_name === 'Ficus lyrata')?.care_level).toBe('intermediate');
    expect(plants.find((p) => p.scientific_name === 'Philodendron melanochrysum')?.care_level).toBe('expert');
  });
});

describe('GET /api/plants', () => {
  it('returns the full catalogue in the contract shape, every plant with an image', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/plants' });
    expect(response.statusCode).toBe(200);
    const plants = CatalogueResponseSchema.parse(response.json());
    expect(plants.length).toBeGreaterThanOrEqual(4800);
    expect(plants.every((p) => p.image_url)).toBe(true);
  });

  it('answers 304 to a matching ETag and gzip to browsers that take it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/plants' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const cached = await t.app.inject({ method: 'GET', url: '/api/plants', headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const zipped = await t.app.inject({ method: 'GET', url: '/api/plants', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).length).toBe(first.json().length);
  });
});

describe('catalogue photos', () => {
  const SNAKE_PLANT_DRAWING = '/api/plant-drawings/dracaena-trifasciata.svg';
  const POTHOS_PHOTO = '/api/plant-photos/house_epipremnum-aureum-pothos.jpg';
  const catalogue = async () => CatalogueResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/plants' })).json());

  it('gives a species with a photo that photo and its credit, its cultivars too, and the others their drawing', async () => {
    const plants = await catalogue();
    const pothos = plants.find((p) => p.common_name === 'Pothos');
    expect(pothos?.image_url).toBe(POTHOS_PHOTO);
    expect(pothos?.image_credit).toEqual({
      author: 'Filo gèn’',
      licence: 'CC BY-SA 4.0',
      source_url: 'https://commons.wikimedia.org/wiki/File:Epipremnum_aureum_(Golden_pothos).jpg',
      by_member: false,
    });
    expect(plants.find((p) => p.common_name === 'Neon Pothos')?.image_url).toBe(POTHOS_PHOTO);
    expect(plants.find((p) => p.common_name === 'Lime')?.image_url).toBe('/api/plant-photos/crop_lime.jpg');
    const snakePlant = plants.find((p) => p.common_name === 'Snake Plant');
    expect(snakePlant?.image_url).toBe(SNAKE_PLANT_DRAWING);
    expect(snakePlant?.image_credit).toBeNull();
    // Every one of the 44 photos pictures at least one catalogue plant.
    expect(new Set(plants.flatMap((p) => (p.image_credit ? [p.image_url] : []))).size).toBe(44);
  });

  it('serves each photo as a JPEG, and nothing else from its folder', async () => {
    const photo = await t.app.inject({ method: 'GET', url: POTHOS_PHOTO });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(photo.headers['cache-control']).toMatch(/max-age=\d+/);
    for (const url of ['/api/plant-photos/nothing.jpg', '/api/plant-photos/..%2F..%2Fcatalogue.ts', '/api/plant-photos/%2e%2e']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves a photo card-sized as a WebP at the widths offered, and refuses any other width', async () => {
    const whole = await t.app.inject({ method: 'GET', url: POTHOS_PHOTO });
    for (const width of CATALOGUE_PHOTO_WIDTHS) {
      const sized = await t.app.inject({ method: 'GET', url: sizedImageUrl(POTHOS_PHOTO, width) });
      expect(sized.statusCode).toBe(200);
      expect(sized.headers['content-type']).toBe('image/webp');
      const { format, width: made } = await sharp(sized.rawPayload).metadata();
      expect(format).toBe('webp');
      // Never wider than asked, nor than the photo itself.
      expect(made).toBeLessThanOrEqual(width);
      expect(sized.rawPayload.length).toBeLessThan(whole.rawPayload.length);
    }
    for (const query of ['w=100', 'w=4000', 'w=abc']) {
      expect((await t.app.inject({ method: 'GET', url: `${POTHOS_PHOTO}?${query}` })).statusCode, query).toBe(400);
    }
    expect(sizedImageUrl('/media/plants/own.webp')).toBe('/media/plants/own.webp');
  });

  it("shows a listing without photos with its species' photo, or the drawing when the species has none", async () => {
    const member = await signUpMember(t.app);
    const idOf = async (name: string) =>
      (await t.database.db.select({ id: cataloguePlants.id }).from(cataloguePlants).where(eq(cataloguePlants.commonName, name)))[0]?.id;
    const list = async (name: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/user-plants',
        headers: bearer(member.token),
        payload: { plant_id: await idOf(name), swap_type: 'cutting', pest_free_confirmed: true },
      });
      expect(created.statusCode).toBe(201);
      const detail = (await t.app.inject({ method: 'GET', url: `/api/user-plants/${created.json().userPlant.id}` })).json();
      return { listing: detail.userPlant, plant: detail.plant };
    };
    const pothos = await list('Pothos');
    expect(pothos.listing.image_urls).toEqual([]);
    expect(pothos.listing.plants.image_url).toBe(POTHOS_PHOTO);
    expect(pothos.plant.image_credit?.author).toBe('Filo gèn’');
    const snake = await list('Snake Plant');
    expect(snake.listing.plants.image_url).toBe(SNAKE_PLANT_DRAWING);
    expect(snake.plant.image_credit).toBeNull();
  });
});

describe('POST /api/plants/search', () => {
  // What a gardener means by everyday words: query → the first plant the picker must offer.
  // Exact names first, then the plants members swap most, then other matches; typos still land.
  const QUALITY_TABLE: Array<[string, string]> = [
    ['jade', 'Jade Plant'],
    ['snake', 'Snake Plant'],
    ['spider', 'Spider Plant'],
    ['pothos', 'Pothos'],
    ['monstera', 'Monstera'],
    ['fiddle', 'Fiddle-Leaf Fig'],
    ['peace lily', 'Peace Lily'],
    ['lily', 'Peace Lily'],
    ['aloe', 'Aloe Vera'],
    ['basil', 'Basil'],
    ['tomato', 'Tomato'],
    ['mint', 'Spearmint'],
    ['rose', 'Knock Out Rose'],
    ['lavender', 'English Lavender'],
    ['rosemary', 'Rosemary'],
    ['thyme', 'Thyme'],
    ['parsley', 'Parsley'],
    ['sage', 'Sage'],
    ['strawberry', 'Strawberry'],
    ['lemon', 'Lemon'],
    ['fig', 'Fig'],
    ['olive', 'Olive'],
    ['blueberry', 'Highbush Blueberry'],
    ['avocado', 'Avocado'],
    ['banana', 'Banana'],
    ['pepper', 'Pepper'],
    ['cucumber', 'Cucumber'],
    ['lettuce', 'Lettuce'],
    ['bean', 'Bush Bean'],
    ['sunflower', 'Sunflower'],
    ['daisy', 'Shasta Daisy'],
    ['marigold', 'French Marigold'],
    ['geranium', 'Zonal Geranium'],
    ['hydrangea', 'Bigleaf Hydrangea'],
    ['tulip', 'Tulip'],
    ['ivy', 'English Ivy'],
    ['fern', 'Boston Fern'],
    ['orchid', 'Moth Orchid'],
    ['cactus', 'Christmas Cactus'],
    ['hoya', 'Wax Plant'],
    ['philodendron', 'Heartleaf Philodendron'],
    ['begonia', 'Rex Begonia'],
    ['rubber', 'Rubber Tree'],
    ['zz', 'ZZ Plant'],
    ['money', 'Money Tree'],
    ['pilea', 'Chinese Money Plant'],
    ['palm', 'Areca Palm'],
    ['calathea', 'Calathea'],
    ['prayer', 'Prayer Plant'],
    ['string of', 'String of Hearts'],
    ['mon', 'Monstera'],
    ['sn', 'Snake Plant'],
    ['Monstera deliciosa', 'Monstera'],
    ['monstrea', 'Monstera'],
    ['pthos', 'Pothos'],
    ['epipremnum aureum', 'Pothos'],
    ['spider plant', 'Spider Plant'],
    ['spidr plant', 'Spider Plant'],
    ['chlorophytum', 'Spider Plant'],
    ['fiddle leaf', 'Fiddle-Leaf Fig'],
    ['ficus lyrata', 'Fiddle-Leaf Fig'],
    ['zz plant', 'ZZ Plant'],
    ['zamioculcas', 'ZZ Plant'],
    ['bazil', 'Basil'],
    ['rosmary', 'Rosemary'],
    ['aloe vera', 'Aloe Vera'],
    ['jade plant', 'Jade Plant'],
    ['crassula ovata', 'Jade Plant'],
    ['boston fern', 'Boston Fern'],
    ['string of pearls', 'String of Pearls'],
    ['rubber tree', 'Rubber Tree'],
    ['helianthus annuus', 'Sunflower'],
    ['english lavender', 'English Lavender'],
    ['chamomile', 'Chamomile'],
    ['cambuca', 'Cambucá'],
    ['frisee', 'Frisée'],
    ['moth orchid', 'Moth Orchid'],
    ['snake plant', 'Snake Plant'],
    ['string of dolphins', 'String of Dolphins'],
    ['thai constellation', 'Monstera Thai Constellation'],
    ['hoya carnosa', 'Wax Plant'],
    ['sweetheart hoya', 'Sweetheart Hoya'],
  ];

  it.each(QUALITY_TABLE)("ranks '%s' first as %s", async (query, expected) => {
    const plants = await search(query);
    expect(plants[0]?.common_name).toBe(expected);
  });

  it("gives the browser's local suggestions the same first plant wherever a name matches", async () => {
    const catalogue = CatalogueResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/plants' })).json());
    const entries = catalogue.map((plant) => ({ plant, entry: rankingEntryOf(plant) }));
    let compared = 0;
    for (const [query] of QUALITY_TABLE) {
      const [local] = rankByName(entries, (e) => e.entry, normaliseSearchText(query));
      if (!local || local.kind === 'description') continue;
      compared++;
      expect(local.item.plant.common_name, query).toBe((await search(query))[0]?.common_name);
    }
    expect(compared).toBeGreaterThanOrEqual(60);
  });

  // It starts a second app on the same database, which on a loaded machine outlasts the usual deadline.
  it('ranks a plant members list above one nobody lists, among plants matched alike', { timeout: 180_000 }, async () => {
    const names = (plants: Array<{ common_name: string }>) => plants.map((p) => p.common_name);
    const before = names(await search('jade'));
    expect(before.indexOf('Jade Lily')).toBeLessThan(before.indexOf('Jade Vine'));
    const [jadeVine] = await t.database.db
      .select({ id: cataloguePlants.id })
      .from(cataloguePlants)
      .where(eq(cataloguePlants.commonName, 'Jade Vine'));
    for (let i = 0; i < 2; i++) {
      const member = await signUpMember(t.app);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/user-plants',
        headers: bearer(member.token),
        payload: { plant_id: jadeVine?.id, swap_type: 'cutting', pest_free_confirmed: true },
      });
      expect(created.statusCode).toBe(201);
    }
    // Listings count from the next start, when the catalogue snapshot is built again.
    const restarted = await buildApp({ config: t.config, database: t.database });
    try {
      const after = names(
        (await restarted.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'jade' } })).json().plants,
      );
      expect(after.indexOf('Jade Vine')).toBeLessThan(after.indexOf('Jade Lily'));
      expect(after[0]).toBe('Jade Plant');
    } finally {
      await restarted.app.close();
    }
  });

  it('scores an exact name 1 and every result between 0 and 1, best first', async () => {
    const plants = await search('Pothos');
    expect(plants[0]?.confidence_score).toBe(1);
    for (const p of plants) expect(p.confidence_score).toBeGreaterThanOrEqual(0);
    const scores = plants.map((p) => p.confidence_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('finds nothing for gibberish and refuses a query under 2 characters', async () => {
    expect(await search('qxzvkw')).toEqual([]);
    const short = await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'a' } });
    expect(short.statusCode).toBe(400);
  });
});

describe('POST /api/plants/identify', () => {
  it('names the plant a description means, with its confidence', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/plants/identify',
      payload: { description: 'swiss cheese plant with big split leaves and holes' },
    });
    expect(response.statusCode).toBe(200);
    const { plant, candidates } = PlantIdentifyResponseSchema.parse(response.json());
    expect(plant.scientific_name).toMatch(/Monstera/);
    expect(plant.confidence_score).toBeGreaterThan(0);
    expect(plant.confidence_score).toBeLessThanOrEqual(1);
    expect(candidates[0]).toEqual(plant);
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates.length).toBeLessThanOrEqual(IDENTIFY_CANDIDATES_MAX);
    expect(new Set(candidates.map((c) => c.id)).size).toBe(candidates.length);
    const scores = candidates.map((c) => c.confidence_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('offers candidates with their photos when the description names a plant that has one', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/plants/identify', payload: { description: 'golden pothos' } });
    const { plant } = PlantIdentifyResponseSchema.parse(response.json());
    expect(plant.common_name).toBe('Pothos');
    expect(plant.image_url).toBe('/api/plant-photos/house_epipremnum-aureum-pothos.jpg');
  });

  it("answers 'No identification found' when nothing matches", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/plants/identify', payload: { description: 'qxzv wkrp zzyzx' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No identification found' });
  });
});

describe('the drawings of popular species', () => {
  it('gives each of the 40 most swapped species without a photo a drawing of its own, and other species their category drawing', async () => {
    const plants = CatalogueResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/plants' })).json());
    const drawn = plants.filter((p) => p.image_url?.startsWith('/api/plant-drawings/'));
    expect(new Set(drawn.map((p) => p.image_url)).size).toBe(40);
    expect(drawn.every((p) => p.image_credit === null)).toBe(true);
    expect(plants.find((p) => p.scientific_name === 'Monstera deliciosa')?.image_url).toBe('/api/plant-drawings/monstera-deliciosa.svg');
    expect(plants.find((p) => p.scientific_name === 'Crassula ovata')?.image_url).toBe('/api/plant-drawings/crassula-ovata.svg');
    expect(plants.find((p) => p.scientific_name === 'Senecio rowleyanus')?.image_url).toBe('/api/plant-drawings/senecio-rowleyanus.svg');
    expect(plants.find((p) => p.common_name === 'Tomato')?.image_url).toBe('/api/plant-photos/crop_tomato.jpg');
    expect(plants.find((p) => p.scientific_name === 'Thalictrum rochebrunianum')?.image_url).toBe('/api/placeholder-image?category=flower');
  });

  it('serves each drawing as a script-free SVG naming what it shows, a different picture for each, and 404 for anything else', async () => {
    const bodies = new Set<string>();
    for (const species of DRAWN_SPECIES) {
      const url = drawingUrlFor(species) ?? '';
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toMatch(/^<svg[\s\S]*aria-label="Drawing of a [^"]+"[\s\S]*<\/svg>$/);
      expect(response.body).not.toMatch(/<script|NaN|undefined/i);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(40);
    for (const url of ['/api/plant-drawings/nothing.svg', '/api/plant-drawings/..%2Fcatalogue.ts']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('GET /api/placeholder-image', () => {
  it('draws an SVG illustration for each category, and for unknown ones', async () => {
    for (const category of ['houseplant', 'succulent', 'herb', 'flower', 'nonsense']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/placeholder-image?category=${category}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(response.body).not.toMatch(/<script/i);
    }
  });
});
