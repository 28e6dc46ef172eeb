import { gunzipSync } from 'node:zlib';
import { CatalogueResponseSchema } from '@rootshare/contracts/catalogue';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { importCatalogue } from '../../db/seed/catalogue';
import { cataloguePlants } from '../../db/schema/plants';

let t: TestApp;
let importMs = 0;
beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  await importCatalogue(t.database.db);
  importMs = Date.now() - started;
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
  it('loads every catalogue entry within 5 seconds', async () => {
    const [row] = await t.database.db.select({ n: count() }).from(cataloguePlants);
    expect(row?.n).toBeGreaterThanOrEqual(4800);
    expect(importMs).toBeLessThan(5000);
  });

  it('does nothing on the next start when the data is unchanged', async () => {
    expect(await importCatalogue(t.database.db)).toEqual({ imported: 0 });
    const [row] = await t.database.db.select({ n: count() }).from(cataloguePlants);
    expect(row?.n).toBeGreaterThanOrEqual(4800);
  });

  it('applies the care levels our editors reviewed', async () => {
    const plants = (await t.app.inject({ method: 'GET', url: '/api/plants' })).json() as Array<{ scientific_name: string; care_level: string }>;
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
    expect(plants.find((p) => p.common_name === 'Pothos')?.image_url).toBe('/api/placeholder-image?category=houseplant');
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

describe('POST /api/plants/search', () => {
  // query → expected first hit (common name); typos, partial names, scientific names and accents.
  const QUALITY_TABLE: Array<[string, string]> = [
    ['monstera', 'Monstera'],
    ['Monstera deliciosa', 'Monstera'],
    ['monstrea', 'Monstera'],
    ['pothos', 'Pothos'],
    ['pthos', 'Pothos'],
    ['epipremnum aureum', 'Pothos'],
    ['spider plant', 'Spider Plant'],
    ['spidr plant', 'Spider Plant'],
    ['chlorophytum', 'Spider Plant'],
    ['fiddle leaf', 'Fiddle-Leaf Fig'],
    ['ficus lyrata', 'Fiddle-Leaf Fig'],
    ['zz plant', 'ZZ Plant'],
    ['zamioculcas', 'ZZ Plant'],
    ['peace lily', 'Peace Lily'],
    ['basil', 'Basil'],
    ['bazil', 'Basil'],
    ['rosemary', 'Rosemary'],
    ['rosmary', 'Rosemary'],
    ['tomato', 'Tomato'],
    ['aloe vera', 'Aloe Vera'],
    ['jade plant', 'Jade Plant'],
    ['crassula ovata', 'Jade Plant'],
    ['boston fern', 'Boston Fern'],
    ['string of pearls', 'String of Pearls'],
    ['rubber tree', 'Rubber Tree'],
    ['sunflower', 'Sunflower'],
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
    const response = await t.app.inject({ method: 'POST', url: '/api/plants/identify', payload: { description: 'swiss cheese plant with big split leaves and holes' } });
    expect(response.statusCode).toBe(200);
    const { plant } = response.json();
    expect(plant.scientific_name).toMatch(/Monstera/);
    expect(plant.confidence_score).toBeGreaterThan(0);
    expect(plant.confidence_score).toBeLessThanOrEqual(1);
  });

  it("answers 'No identification found' when nothing matches", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/plants/identify', payload: { description: 'qxzv wkrp zzyzx' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No identification found' });
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
