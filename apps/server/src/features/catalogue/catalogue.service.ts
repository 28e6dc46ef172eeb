import { PLANT_NOT_FOUND } from '@rootshare/contracts/user-plants-constants';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  NO_IDENTIFICATION,
  normaliseSearchText,
  type CataloguePlant,
  type InvasiveListing,
  type ScoredPlant,
} from '@rootshare/contracts/catalogue';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import { buildCatalogueIndex, type CatalogueIndex, type ScoredId } from './catalogue-index';
import { presentCataloguePlant, withMemberPhoto, type MemberPhoto } from './catalogue.presenter';
import { loadInvasiveLists } from './invasive-lists';
import { IDENTIFY_CANDIDATES_MAX } from '@rootshare/contracts/limits';
import { countListingsByPlant, findCataloguePlant, listCataloguePlants, listMemberPhotos } from './catalogue.repo';

const gzip = promisify(zlib.gzip);

/** The catalogue as searched: its plants as imported (before members' photos) and its search index. */
interface CatalogueSnapshot {
  plants: CataloguePlant[];
  byId: Map<string, CataloguePlant>;
  /** Each common and scientific name, as searched, to its plant; null where two species share it. */
  byName: Map<string, CataloguePlant | null>;
  index: CatalogueIndex;
}

/** Names to plants, leaving out a name two species share: it names neither for certain. */
function namesOf(plants: CataloguePlant[]): Map<string, CataloguePlant | null> {
  const byName = new Map<string, CataloguePlant | null>();
  for (const plant of plants) {
    const names = [plant.common_name, plant.scientific_name].flatMap((name) => (name ? [normaliseSearchText(name)] : []));
    for (const name of new Set(names)) {
      byName.set(name, byName.has(name) ? null : plant);
    }
  }
  return byName;
}

/** The whole catalogue as served, members' photos in place: encoded once, with its ETag. */
export interface CatalogueBody {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The member photos the catalogue shows, by catalogue plant id (ADR 0056). */
export type MemberPhotos = ReadonlyMap<string, MemberPhoto>;

/** What a set of member photos shows: the same photos, names and addresses give the same body. */
const photosKey = (photos: MemberPhotos) => [...photos.values()].map((p) => `${p.offerId} ${p.url} ${p.name}`).join('\n');

const DEFAULT_SEARCH_LIMIT = 20;
const IDENTIFY_MIN_SCORE = 0.2;

export function createCatalogueService(db: Database, caches: ReadCaches) {
  let snapshot: Promise<CatalogueSnapshot> | undefined;
  let body: { key: string; body: Promise<CatalogueBody> } | undefined;
  const invasive = loadInvasiveLists();
  // Built from the offers shown and their plants and members, so a change to any forgets it on every instance (ADR 0017).
  const photoCache = caches.open<MemberPhotos>('memberCataloguePhotos', (_key, photos) => [
    changeOf.cataloguePhotos,
    ...[...photos.values()].flatMap((photo) => [changeOf.plant(photo.userPlantId), changeOf.member(photo.userId)]),
  ]);

  /** The members' photos the catalogue shows now, by species. */
  const memberPhotos = (): Promise<MemberPhotos> =>
    photoCache.getOrLoad('all', async () => new Map((await listMemberPhotos(db)).map((photo) => [photo.plantId, photo])));

  /**
   * Built on first use; the catalogue changes only through the start-up import. Listing counts
   * (part of each plant's popularity) are those of that moment: they move slowly.
   */
  function loadSnapshot(): Promise<CatalogueSnapshot> {
    snapshot ??= Promise.all([listCataloguePlants(db), countListingsByPlant(db)]).then(async ([rows, listings]) => {
      const plants = rows.map((row) => presentCataloguePlant(row, listings.get(row.id)));
      return { plants, byId: new Map(plants.map((p) => [p.id, p])), byName: namesOf(plants), index: await buildCatalogueIndex(plants) };
    });
    snapshot.catch(() => {
      snapshot = undefined;
    });
    return snapshot;
  }

  /** The body of GET /plants; encoded again only when the photos it shows change. */
  async function loadBody(): Promise<CatalogueBody> {
    const [{ plants }, photos] = await Promise.all([loadSnapshot(), memberPhotos()]);
    const key = photosKey(photos);
    if (body?.key !== key) {
      const encoding = (async () => {
        const json = Buffer.from(JSON.stringify(plants.map((plant) => withMemberPhoto(plant, photos.get(plant.id)))));
        // Compressed on libuv's threads, so a start keeps answering meanwhile.
        return { json, gzip: await gzip(json), etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
      })();
      body = { key, body: encoding };
      encoding.catch(() => {
        if (body?.body === encoding) body = undefined;
      });
    }
    return body.body;
  }

  async function withPlants(byId: Map<string, CataloguePlant>, hits: ScoredId[]): Promise<ScoredPlant[]> {
    const photos = await memberPhotos();
    return hits.flatMap(({ id, score }) => {
      const plant = byId.get(id);
      return plant ? [{ ...withMemberPhoto(plant, photos.get(id)), confidence_score: score }] : [];
    });
  }

  return {
    loadBody,
    memberPhotos,

    /** Ranked name search: partial names, typos, scientific names and accents. */
    async searchPlants(query: string, limit = DEFAULT_SEARCH_LIMIT): Promise<ScoredPlant[]> {
      const { index, byId } = await loadSnapshot();
      return await withPlants(byId, index.search(query, limit));
    },

    /** The catalogue plants a free-text description (or a name) most likely means, most likely first. */
    async identifyPlant(description: string): Promise<{ plant: ScoredPlant; candidates: ScoredPlant[] }> {
      const { index, byId } = await loadSnapshot();
      const byName = await withPlants(byId, index.search(description, IDENTIFY_CANDIDATES_MAX));
      const byText = await withPlants(byId, index.identify(description, IDENTIFY_CANDIDATES_MAX));
      const seen = new Set<string>();
      const candidates = [...byName, ...byText]
        .sort((a, b) => b.confidence_score - a.confidence_score)
        .filter((plant) => plant.confidence_score >= IDENTIFY_MIN_SCORE && !seen.has(plant.id) && Boolean(seen.add(plant.id)))
        .slice(0, IDENTIFY_CANDIDATES_MAX);
      const [plant] = candidates;
      if (!plant) throw notFound(NO_IDENTIFICATION);
      return { plant, candidates };
    },

    /**
     * The species a search names exactly (its common or scientific name, case and accents aside), as
     * the catalogue shows it, with the name that finds it alone (its common name unless another
     * species shares it); null when the words are no one species' name.
     */
    async speciesNamed(name: string): Promise<{ plant: CataloguePlant; uniqueName: string } | null> {
      const [{ byName }, photos] = await Promise.all([loadSnapshot(), memberPhotos()]);
      const plant = byName.get(normaliseSearchText(name));
      if (!plant) return null;
      const commonIsUnique = byName.get(normaliseSearchText(plant.common_name)) === plant;
      return {
        plant: withMemberPhoto(plant, photos.get(plant.id)),
        uniqueName: commonIsUnique ? plant.common_name : (plant.scientific_name ?? plant.common_name),
      };
    },

    /** One catalogue plant, or 404. */
    async getCataloguePlant(id: string): Promise<CataloguePlant> {
      const [row, photos] = await Promise.all([findCataloguePlant(db, id), memberPhotos()]);
      if (!row) throw notFound(PLANT_NOT_FOUND);
      return presentCataloguePlant(row, 0, photos.get(id));
    },

    /** The lists that name a species invasive or prohibited (none for a name no list holds). */
    invasiveListingsOf: (scientificName: string | null): InvasiveListing[] => invasive.listingsOf(scientificName),

    /** The lists that name a catalogue plant invasive or prohibited; 404 for no such plant. */
    async invasiveListingsOfPlant(id: string): Promise<InvasiveListing[]> {
      const row = await findCataloguePlant(db, id);
      if (!row) throw notFound(PLANT_NOT_FOUND);
      return invasive.listingsOf(row.scientificName);
    },

    /** True when the id names a catalogue plant. */
    async cataloguePlantExists(id: string): Promise<boolean> {
      return Boolean(await findCataloguePlant(db, id));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
