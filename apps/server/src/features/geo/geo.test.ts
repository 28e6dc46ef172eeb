import { GeoAutocompleteResponseSchema, type LocationSuggestion } from '@rootshare/contracts/geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { NUL_CHARACTER } from '../../platform/input-guard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ places: true });
});
afterAll(async () => {
  await t.close();
});

const autocomplete = async (text: string): Promise<LocationSuggestion[]> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/geo/autocomplete', query: { text } });
  expect(response.statusCode, text).toBe(200);
  return GeoAutocompleteResponseSchema.parse(response.json()).results;
};

const formatted = (results: LocationSuggestion[]) => results.map((r) => r.formatted);

describe('GET /api/geo/autocomplete', () => {
  it('suggests Chicago, Illinois first for "Chic", then smaller places by population', async () => {
    const results = await autocomplete('Chic');
    expect(formatted(results)).toEqual(['Chicago, Illinois', 'Chico, California', 'Chicopee, Massachusetts', 'Chicago Heights, Illinois']);
    expect(results[0]).toEqual({
      display_name: 'Chicago, Illinois, United States',
      formatted: 'Chicago, Illinois',
      city: 'Chicago',
      state: 'Illinois',
      postcode: null,
      country: 'United States',
      lat: 41.85003,
      lon: -87.65005,
    });
  });

  it('suggests Chicago postcodes for "606"', async () => {
    const results = await autocomplete('606');
    expect(formatted(results)).toEqual(['60601, Chicago, Illinois', '60602, Chicago, Illinois', '60603, Chicago, Illinois']);
    expect(results[0]).toMatchObject({ postcode: '60601', city: 'Chicago', display_name: '60601, Chicago, Illinois, United States' });
  });

  it('suggests Manchester, England before the smaller Manchester for "Manch"', async () => {
    expect(formatted(await autocomplete('Manch'))).toEqual(['Manchester, England', 'Manchester, New Hampshire']);
  });

  it('suggests Sydney, New South Wales first for "Syd"', async () => {
    const results = await autocomplete('Syd');
    expect(formatted(results)[0]).toBe('Sydney, New South Wales');
    expect(results[0]?.display_name).toBe('Sydney, New South Wales, Australia');
  });

  it('puts the exact name before longer names that start with it', async () => {
    expect(formatted(await autocomplete('Sydney'))).toEqual([
      'Sydney, New South Wales',
      'Sydney, Nova Scotia',
      'Sydney Mines, Nova Scotia',
    ]);
  });

  it('narrows by the region code or name typed after a comma', async () => {
    expect(formatted(await autocomplete('Chicago, IL'))).toEqual(['Chicago, Illinois', 'Chicago Heights, Illinois']);
    expect(formatted(await autocomplete('Manchester, New Ham'))).toEqual(['Manchester, New Hampshire']);
    expect(formatted(await autocomplete('Sydney, Australia'))).toEqual(['Sydney, New South Wales']);
  });

  it('finds a town by a later word of its name', async () => {
    expect(formatted(await autocomplete('York'))).toContain('New York City, New York');
  });

  it('matches names without their accents', async () => {
    expect(formatted(await autocomplete('montreal'))).toEqual(['Montréal, Quebec']);
  });

  it('suggests the outward code of a full British postcode, typed with or without its space', async () => {
    expect(formatted(await autocomplete('SW1A 1AA'))).toEqual(['SW1A, Westminster Abbey, England']);
    expect(formatted(await autocomplete('sw1a1aa'))).toEqual(['SW1A, Westminster Abbey, England']);
  });

  it('suggests the town of a postcode first when several localities share it', async () => {
    expect(formatted(await autocomplete('2000'))).toEqual(['2000, Sydney, New South Wales', '2000, Barangaroo, New South Wales']);
  });

  it('finds a Canadian postcode area from a full postcode', async () => {
    expect(formatted(await autocomplete('m5b 2h1'))).toEqual(['M5B, Downtown Toronto, Ontario']);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await autocomplete('Xqzzy')).toEqual([]);
    expect(await autocomplete('99999')).toEqual([]);
  });

  it('ignores control characters instead of failing, and refuses a NUL byte with 400 as every route does', async () => {
    expect(formatted(await autocomplete('\u0007Syd\u0007'))[0]).toBe('Sydney, New South Wales');
    const nul = await t.app.inject({ method: 'GET', url: '/api/geo/autocomplete', query: { text: 'Chic\u0000ago' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toBe(NUL_CHARACTER);
  });

  it('treats LIKE wildcards in the text as plain characters', async () => {
    expect(await autocomplete('%%')).toEqual([]);
    expect(await autocomplete('C_i')).toEqual([]);
  });

  it('refuses text shorter than two characters with a 400 and the reason', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/geo/autocomplete', query: { text: ' C ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Type at least 2 characters' });
  });

  it('refuses a request without text with a 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/geo/autocomplete' });
    expect(response.statusCode).toBe(400);
  });

  it('answers at most 8 suggestions', async () => {
    const results = await autocomplete('ch');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(8);
  });
});

describe('GET /api/geo/nearest', () => {
  const nearest = (query: string) => t.app.inject({ method: 'GET', url: `/api/geo/nearest?${query}` });

  it("answers the town nearest a browser's position, with the town's own centre", async () => {
    // A point in Chicago's Loop, a little off the town's stored centre.
    const response = await nearest('lat=41.8789&lon=-87.6359');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ formatted: 'Chicago, Illinois', lat: 41.85003, lon: -87.65005 });
  });

  it('picks the closer of two towns', async () => {
    expect((await nearest('lat=41.52&lon=-87.64')).json().formatted).toBe('Chicago Heights, Illinois');
  });

  it('answers 404 far from any known town, and 400 for coordinates out of range', async () => {
    const lost = await nearest('lat=0&lon=-140');
    expect(lost.statusCode).toBe(404);
    expect(lost.json().error).toBe('No town found near your location');
    expect((await nearest('lat=91&lon=0')).statusCode).toBe(400);
    expect((await nearest('lat=abc&lon=0')).statusCode).toBe(400);
  });
});
