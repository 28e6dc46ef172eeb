import type { GeoAutocompleteResponse } from '@rootshare/contracts/geo';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { places } from '../schema/geo';
import { importGazetteer, parseGeonamesCities } from './gazetteer';

let t: TestApp;
let imported = 0;
beforeAll(async () => {
  t = await createTestApp();
  ({ imported } = await importGazetteer(t.database.db));
}, 120_000);
afterAll(async () => {
  await t.close();
});

const countPlaces = async (kind: 'city' | 'postcode') => {
  const [row] = await t.database.db.select({ n: count() }).from(places).where(eq(places.kind, kind));
  return row?.n ?? 0;
};

const firstSuggestions = async (text: string, n = 1) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/geo/autocomplete', query: { text } });
  return (response.json() as GeoAutocompleteResponse).results.slice(0, n).map((r) => r.formatted);
};

describe('the gazetteer import', () => {
  // How long it takes is measured by the bench (footprint scenario), not asserted here.
  it('loads the towns and postcodes of the served countries', async () => {
    expect(imported).toBeGreaterThan(80_000);
    expect(await countPlaces('city')).toBeGreaterThan(25_000);
    expect(await countPlaces('postcode')).toBeGreaterThan(55_000);
  });

  it('does nothing on the next start when the data is unchanged', async () => {
    expect(await importGazetteer(t.database.db)).toEqual({ imported: 0 });
  });

  it('makes real places findable the way people type them', async () => {
    expect(await firstSuggestions('Chic')).toEqual(['Chicago, Illinois']);
    expect(await firstSuggestions('Manch')).toEqual(['Manchester, England']);
    expect(await firstSuggestions('Syd')).toEqual(['Sydney, New South Wales']);
    expect(await firstSuggestions('Toronto')).toEqual(['Toronto, Ontario']);
    expect(await firstSuggestions('Chicago, IL')).toEqual(['Chicago, Illinois']);
    expect(await firstSuggestions('606', 2)).toEqual(['60601, Chicago, Illinois', '60602, Chicago, Illinois']);
    expect(await firstSuggestions('2000')).toEqual(['2000, Sydney, New South Wales']);
    expect(await firstSuggestions('M5B')).toEqual(['M5B, Downtown Toronto, Ontario']);
    expect(await firstSuggestions('97201')).toEqual(['97201, Portland, Oregon']);
    expect(await firstSuggestions('SW1A 1AA')).toEqual(['SW1A, Westminster Abbey, England']);
    expect(await firstSuggestions('M1')).toEqual(['M1, Manchester, England']);
    expect(await firstSuggestions('EH1')).toEqual(['EH1, Edinburgh, Scotland']);
    expect(await firstSuggestions('3000')).toEqual(['3000, Melbourne, Victoria']);
  });
});

describe('reading the GeoNames cities file', () => {
  const line = (name: string, featureCode: string, country: string, admin1: string, population: number) =>
    [
      '1',
      name,
      name,
      '',
      '41.85',
      '-87.65',
      'P',
      featureCode,
      country,
      '',
      admin1,
      '',
      '',
      '',
      String(population),
      '',
      '180',
      'America/Chicago',
      '2024-01-01',
    ].join('\t');

  it('keeps towns of the served countries with their region names and leaves out neighbourhoods and other countries', () => {
    const rows = parseGeonamesCities(
      [
        line('Chicago', 'PPLA2', 'US', 'IL', 2_746_388),
        line('Wicker Park', 'PPLX', 'US', 'IL', 20_000),
        line('Lyon', 'PPLA', 'FR', '84', 500_000),
      ].join('\n'),
    );
    expect(rows).toEqual([
      {
        kind: 'city',
        name: 'Chicago',
        searchName: 'chicago',
        region: 'Illinois',
        regionCode: 'IL',
        postcode: null,
        country: 'us',
        latitude: 41.85,
        longitude: -87.65,
        population: 2_746_388,
      },
    ]);
  });
});
