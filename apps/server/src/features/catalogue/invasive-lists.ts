import fs from 'node:fs';
import path from 'node:path';
import type { InvasiveListing } from '@rootshare/contracts/catalogue';
import { z } from 'zod';
import { seedDataDir } from '../../paths';

/**
 * The invasive and prohibited species lists shipped in db/seed/data/invasive/ (sources and licences
 * in NOTICE): read once, then asked by scientific name. A plant is listed when its scientific name
 * is a listed name, or a variety or cultivar of one ("Hedera helix 'Glacier'").
 */
const ListFileSchema = z.object({
  list: z.string(),
  region: z.string(),
  source_url: z.string().url(),
  licence: z.string(),
  species: z.array(z.string().min(3)),
});

export const INVASIVE_LISTS_DIR = path.join(seedDataDir, 'invasive');

/** Lower case, one space, '×' as 'x': names written differently in different lists compare equal. */
const normalise = (name: string) => name.trim().toLowerCase().replace(/×/g, 'x').replace(/\s+/g, ' ');

export interface InvasiveLists {
  listingsOf(scientificName: string | null): InvasiveListing[];
}

export function loadInvasiveLists(dir = INVASIVE_LISTS_DIR): InvasiveLists {
  const byName = new Map<string, InvasiveListing[]>();
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const list = ListFileSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    const listing = { list: list.list, region: list.region, source_url: list.source_url };
    for (const species of list.species) {
      const key = normalise(species);
      const listings = byName.get(key) ?? [];
      if (!listings.some((l) => l.list === listing.list)) listings.push(listing);
      byName.set(key, listings);
    }
  }
  return {
    listingsOf(scientificName) {
      if (!scientificName) return [];
      const words = normalise(scientificName).split(' ');
      const found: InvasiveListing[] = [];
      // The whole name, then shorter ones: a cultivar or variety of a listed species is listed too.
      for (let length = words.length; length >= 2; length--) {
        for (const listing of byName.get(words.slice(0, length).join(' ')) ?? [])
          if (!found.some((f) => f.list === listing.list)) found.push(listing);
      }
      return found;
    },
  };
}
