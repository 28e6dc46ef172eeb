import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { NO_IDENTIFICATION, type CataloguePlant, type InvasiveListing, type ScoredPlant } from '@rootshare/contracts/catalogue';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { buildCatalogueIndex, type CatalogueIndex, type ScoredId } from './catalogue-index';
import { presentCataloguePlant } from './catalogue.presenter';
import { loadInvasiveLists } from './invasive-lists';
import { IDENTIFY_CANDIDATES_MAX } from '@rootshare/contracts/limits';
import { countListingsByPlant, findCataloguePlant, listCataloguePlants } from './catalogue.repo';

const gzip = promisify(zlib.gzip);

/** The catalogue as served and searched: encoded once, with its ETag and search index. */
interface CatalogueSnapshot {
  json: Buffer;
  gzip: Buffer;
  etag: string;
  byId: Map<string, CataloguePlant>;
  index: CatalogueIndex;
}

const DEFAULT_SEARCH_LIMIT = 20;
const IDENTIFY_MIN_SCORE = 0.2;

export function createCatalogueService(db: Database) {
  let snapshot: Promise<CatalogueSnapshot> | undefined;
  const invasive = loadInvasiveLists();

  /**
   * Built on first use; the catalogue changes only through the start-up import. Listing counts
   * (part of each plant's popularity) are those of that moment: they move slowly.
   */
  function loadSnapshot(): Promise<CatalogueSnapshot> {
    snapshot ??= Promise.all([listCataloguePlants(db), countListingsByPlant(db)]).then(async ([rows, listings]) => {
      const plants = rows.map((row) => presentCataloguePlant(row, listings.get(row.id)));
      const json = Buffer.from(JSON.stringify(plants));
      return {
        json,
        // Compressed on libuv's threads, so a start keeps answering meanwhile.
        gzip: await gzip(json),
        etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"`,
        byId: new Map(plants.map((p) => [p.id, p])),
        index: buildCatalogueIndex(plants),
      };
    });
    snapshot.catch(() => {
      snapshot = undefined;
    });
    return snapshot;
  }

  const withPlants = (byId: Map<string, CataloguePlant>, hits: ScoredId[]): ScoredPlant[] =>
    hits.flatMap(({ id, score }) => {
      const plant = byId.get(id);
      return plant ? [{ ...plant, confidence_score: score }] : [];
    });

  return {
    loadSnapshot,

    /** Ranked name search: partial names, typos, scientific names and accents. */
    async searchPlants(query: string, limit = DEFAULT_SEARCH_LIMIT): Promise<ScoredPlant[]> {
      const { index, byId } = await loadSnapshot();
      return withPlants(byId, index.search(query, limit));
    },

    /** The catalogue plants a free-text description (or a name) most likely means, most likely first. */
    async identifyPlant(description: string): Promise<{ plant: ScoredPlant; candidates: ScoredPlant[] }> {
      const { index, byId } = await loadSnapshot();
      const byName = withPlants(byId, index.search(description, IDENTIFY_CANDIDATES_MAX));
      const byText = withPlants(byId, index.identify(description, IDENTIFY_CANDIDATES_MAX));
      const seen = new Set<string>();
      const candidates = [...byName, ...byText]
        .sort((a, b) => b.confidence_score - a.confidence_score)
        .filter((plant) => plant.confidence_score >= IDENTIFY_MIN_SCORE && !seen.has(plant.id) && Boolean(seen.add(plant.id)))
        .slice(0, IDENTIFY_CANDIDATES_MAX);
      const [plant] = candidates;
      if (!plant) throw notFound(NO_IDENTIFICATION);
      return { plant, candidates };
    },

    /** One catalogue plant, or 404. */
    async getCataloguePlant(id: string): Promise<CataloguePlant> {
      const row = await findCataloguePlant(db, id);
      if (!row) throw notFound('Plant not found');
      return presentCataloguePlant(row);
    },

    /** The lists that name a species invasive or prohibited (none for a name no list holds). */
    invasiveListingsOf: (scientificName: string | null): InvasiveListing[] => invasive.listingsOf(scientificName),

    /** The lists that name a catalogue plant invasive or prohibited; 404 for no such plant. */
    async invasiveListingsOfPlant(id: string): Promise<InvasiveListing[]> {
      const row = await findCataloguePlant(db, id);
      if (!row) throw notFound('Plant not found');
      return invasive.listingsOf(row.scientificName);
    },

    /** True when the id names a catalogue plant. */
    async cataloguePlantExists(id: string): Promise<boolean> {
      return Boolean(await findCataloguePlant(db, id));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
