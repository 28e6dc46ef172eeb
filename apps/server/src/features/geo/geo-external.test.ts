import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GeoAutocompleteResponseSchema } from '@rootshare/contracts/geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

// A stand-in for a Geoapify-compatible geocoder: records what it was asked, answers or fails on demand.
const asked: URL[] = [];
let failing = false;
const geocoder = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://geocoder');
  asked.push(url);
  if (failing) {
    response.writeHead(503).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      results: [
        {
          formatted: '233 S Wacker Dr, Chicago, IL 60606, United States',
          address_line1: '233 S Wacker Dr',
          city: 'Chicago',
          state: 'Illinois',
          postcode: '60606',
          country: 'United States',
          lat: 41.878876,
          lon: -87.635915,
        },
      ],
    }),
  );
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  t = await createTestApp({
    places: true,
    env: { GEOCODER_URL: `http://127.0.0.1:${port}/v1/geocode/autocomplete`, GEOCODER_API_KEY: 'test-key' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => geocoder.close(resolve));
});

const autocomplete = async (text: string) =>
  GeoAutocompleteResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/geo/autocomplete?text=${encodeURIComponent(text)}` })).json(),
  ).results;

describe('an external geocoder, when configured', () => {
  it('is asked with the text, a limit of 8 and the four countries, and its answer is cut to city level', async () => {
    const [first] = await autocomplete('233 wacker');
    expect(asked.at(-1)?.searchParams.get('text')).toBe('233 wacker');
    expect(Object.fromEntries(asked.at(-1)?.searchParams ?? [])).toMatchObject({
      limit: '8',
      filter: 'countrycode:us,ca,gb,au',
      format: 'json',
      apiKey: 'test-key',
    });
    expect(first).toEqual({
      display_name: '60606, Chicago, Illinois, United States',
      formatted: '60606, Chicago, Illinois',
      city: 'Chicago',
      state: 'Illinois',
      postcode: '60606',
      country: 'United States',
      lat: 41.88,
      lon: -87.64,
    });
  });

  it('gives way to the offline gazetteer when it fails', async () => {
    failing = true;
    const results = await autocomplete('Manch');
    expect(results[0]?.formatted).toBe('Manchester, England');
  });
});
