import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CARE_LEVELS, normaliseSearchText, PLANT_CATEGORIES } from '@rootshare/contracts/catalogue';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CATALOGUE_PHOTOS, photoUrlFor } from '../../features/catalogue/catalogue-photos';
import { DRAWN_SPECIES, drawingUrlFor } from '../../features/catalogue/plant-drawings';
import { seedDataDir } from '../../paths';
import type { Database } from '../../platform/db';
import { appMeta, cataloguePlants } from '../schema/catalogue';

const CatalogueEntrySchema = z.object({
  common_name: z.string().min(1),
  scientific_name: z.string().nullable(),
  description: z.string().nullable(),
  category: z.enum(PLANT_CATEGORIES),
  care_level: z.enum(CARE_LEVELS),
  light_requirements: z.string().nullable(),
  water_requirements: z.string().nullable(),
  source: z.string().nullable(),
  image_url: z.string().nullable(),
});
type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

/** The data files, in order: later files override earlier entries with the same slug. */
export const CATALOGUE_FILES = [
  path.join(seedDataDir, 'plant-catalogue/catalogue.json'),
  path.join(seedDataDir, 'extra-houseplants.json'),
  // Invasive and prohibited species missing from the source, so listing them warns (data/invasive/).
  path.join(seedDataDir, 'invasive-additions.json'),
];
/** Care levels our editors reviewed, by scientific name; the source derives them heuristically. */
export const CARE_LEVEL_OVERRIDES_FILE = path.join(seedDataDir, 'care-level-overrides.json');

const OverridesSchema = z.array(z.object({ scientific_name: z.string(), care_level: z.enum(CARE_LEVELS), reason: z.string() }));

const META_KEY = 'catalogue_hash';
const BATCH = 1000;

/** Identity of an entry across imports: its scientific and common names, normalised. */
export function catalogueSlug(entry: Pick<CatalogueEntry, 'common_name' | 'scientific_name'>): string {
  return `${normaliseSearchText(entry.scientific_name ?? '')}|${normaliseSearchText(entry.common_name)}`;
}

function toRow(entry: CatalogueEntry) {
  return {
    slug: catalogueSlug(entry),
    commonName: entry.common_name,
    scientificName: entry.scientific_name,
    description: entry.description,
    category: entry.category,
    careLevel: entry.care_level,
    lightRequirements: entry.light_requirements,
    waterRequirements: entry.water_requirements,
    // The catalogue's own photo of the species when the data names no image, else its own drawing.
    imageUrl: entry.image_url ?? photoUrlFor(entry.scientific_name) ?? drawingUrlFor(entry.scientific_name),
    source: entry.source,
  };
}

/** The catalogue files' text, and the hash that names them with the photos and drawings they use. */
function readCatalogueSources(files: string[], overridesFile: string) {
  const contents = files.filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file, 'utf8'));
  const overridesText = fs.existsSync(overridesFile) ? fs.readFileSync(overridesFile, 'utf8') : '[]';
  const hash = crypto
    .createHash('sha256')
    .update([...contents, overridesText, JSON.stringify(CATALOGUE_PHOTOS), JSON.stringify(DRAWN_SPECIES)].join('\n'))
    .digest('hex');
  return { contents, overridesText, hash };
}

/** Names the shipped catalogue's content: a database that recorded another one imports it again. */
export const catalogueVersion = (): string => readCatalogueSources(CATALOGUE_FILES, CARE_LEVEL_OVERRIDES_FILE).hash;

/**
 * Loads the catalogue files into catalogue_plants when their content (or the set of catalogue
 * photos or drawings) changed since the last import
 * (a hash kept in app_meta): idempotent, and new or corrected entries arrive on the next start.
 */
export async function importCatalogue(
  db: Database,
  files: string[] = CATALOGUE_FILES,
  overridesFile: string = CARE_LEVEL_OVERRIDES_FILE,
): Promise<{ imported: number }> {
  const { contents, overridesText, hash } = readCatalogueSources(files, overridesFile);
  const [current] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, META_KEY));
  if (current?.value === hash) return { imported: 0 };

  const careLevels = new Map(OverridesSchema.parse(JSON.parse(overridesText)).map((o) => [o.scientific_name.toLowerCase(), o.care_level]));
  const bySlug = new Map<string, ReturnType<typeof toRow>>();
  for (const text of contents) {
    for (const entry of z.array(CatalogueEntrySchema).parse(JSON.parse(text))) {
      const reviewed = careLevels.get((entry.scientific_name ?? '').toLowerCase());
      bySlug.set(catalogueSlug(entry), toRow(reviewed ? { ...entry, care_level: reviewed } : entry));
    }
  }
  const rows = [...bySlug.values()];
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx
        .insert(cataloguePlants)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: cataloguePlants.slug,
          set: {
            commonName: sql`excluded.common_name`,
            scientificName: sql`excluded.scientific_name`,
            description: sql`excluded.description`,
            category: sql`excluded.category`,
            careLevel: sql`excluded.care_level`,
            lightRequirements: sql`excluded.light_requirements`,
            waterRequirements: sql`excluded.water_requirements`,
            imageUrl: sql`excluded.image_url`,
            source: sql`excluded.source`,
          },
        });
    }
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash, updatedAt: sql`now()` } });
  });
  return { imported: rows.length };
}
