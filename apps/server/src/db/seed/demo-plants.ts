import { inArray } from 'drizzle-orm';
import type { SwapType } from '@rootshare/contracts/user-plants';
import type { Database } from '../../platform/db';
import { cataloguePlants, userPlants } from '../schema/plants';

interface DemoPlant {
  scientific: string;
  customName?: string;
  swapType: SwapType;
  available: boolean;
  size?: string;
  age?: string;
  notes?: string;
}

/** What each demo member grows; plants without photos show their category's illustration. */
export const DEMO_PLANTS: Readonly<Record<string, readonly DemoPlant[]>> = {
  demo: [
    { scientific: 'Epipremnum aureum', customName: 'Golden pothos', swapType: 'cutting', available: true, size: 'Trailing, 1 m', age: '2 years', notes: 'Rooted cuttings in water, ready to pot.' },
    { scientific: 'Chlorophytum comosum', swapType: 'propagation', available: true, size: 'Medium', notes: 'Plenty of babies with roots.' },
    { scientific: 'Ficus elastica', customName: 'Burgundy rubber tree', swapType: 'any', available: false, size: 'Large', age: '4 years' },
  ],
  'maya.okafor': [
    { scientific: 'Monstera deliciosa', swapType: 'cutting', available: true, size: 'Large', age: '5 years', notes: 'Node cuttings with an aerial root.' },
    { scientific: 'Hoya carnosa', swapType: 'cutting', available: true, notes: 'Two-node cuttings, already callused.' },
  ],
  lucas_ferreira: [
    { scientific: 'Crassula ovata', swapType: 'cutting', available: true, size: 'Small', notes: 'Leaf and stem cuttings.' },
    { scientific: 'Aloe vera', swapType: 'division', available: true, notes: 'Pups with their own roots.' },
  ],
  'priya.raman': [
    { scientific: 'Ocimum basilicum', customName: 'Genovese basil', swapType: 'seed', available: true, notes: 'Saved seed from this summer.' },
    { scientific: 'Salvia rosmarinus', swapType: 'cutting', available: true },
  ],
  'diego.ramirez': [{ scientific: 'Dracaena trifasciata', swapType: 'division', available: true, size: 'Medium', notes: 'Divisions with two or three leaves.' }],
  nora_bishop: [{ scientific: 'Nephrolepis exaltata', swapType: 'division', available: true, size: 'Medium' }],
  'chloe.tremblay': [{ scientific: 'Pilea peperomioides', swapType: 'propagation', available: true, notes: 'Offsets potted up and growing.' }],
  'kenji.sato': [{ scientific: 'Zamioculcas zamiifolia', swapType: 'propagation', available: true, notes: 'Leaf cuttings with tubers.' }],
  amelie_gagnon: [{ scientific: 'Spathiphyllum wallisii', swapType: 'division', available: true }],
  'sam.whitaker': [
    { scientific: 'Ocimum basilicum', customName: 'Thai basil', swapType: 'seed', available: true, notes: 'Seed saved from last summer, germinates well.' },
    { scientific: 'Salvia rosmarinus', swapType: 'cutting', available: true, size: 'Small' },
  ],
  rosa_delgado: [
    { scientific: 'Crassula ovata', customName: 'Gollum jade', swapType: 'cutting', available: true, size: 'Small', notes: 'Callused stem cuttings.' },
    { scientific: 'Aloe vera', swapType: 'division', available: true, notes: 'Pups ready to go.' },
    { scientific: 'Dracaena trifasciata', swapType: 'division', available: true, size: 'Medium' },
  ],
  'hannah.price': [{ scientific: 'Senecio rowleyanus', swapType: 'cutting', available: true, notes: 'Strands for laying on soil.' }],
  'oliver.bennett': [{ scientific: 'Ficus lyrata', swapType: 'cutting', available: true, size: 'Small', notes: 'Top cutting, rooted.' }],
  isla_morgan: [{ scientific: 'Goeppertia orbifolia', swapType: 'division', available: true }],
  'fraser.mcleod': [{ scientific: 'Helianthus annuus', swapType: 'seed', available: true, notes: 'Giant sunflower seed.' }],
  'ava.nguyen': [{ scientific: 'Peperomia obtusifolia', swapType: 'cutting', available: true }],
  'jack.oconnor': [{ scientific: 'Lavandula angustifolia', swapType: 'cutting', available: true }],
  'grace.liu': [{ scientific: 'Phalaenopsis amabilis', swapType: 'full_plant', available: true, size: 'Flowering size' }],
};

/**
 * Inserts the demo members' plants inside the seed's transaction. Plants whose catalogue entry is
 * absent (a catalogue not imported yet) are left out rather than failing the seed.
 */
export async function insertDemoPlants(tx: Database, memberIds: ReadonlyMap<string, string>, now: number): Promise<number> {
  const names = [...new Set(Object.values(DEMO_PLANTS).flatMap((plants) => plants.map((p) => p.scientific)))];
  const catalogue = await tx.select({ id: cataloguePlants.id, scientificName: cataloguePlants.scientificName }).from(cataloguePlants).where(inArray(cataloguePlants.scientificName, names));
  const idByName = new Map(catalogue.map((row) => [row.scientificName, row.id]));
  const rows = Object.entries(DEMO_PLANTS).flatMap(([username, plants]) =>
    plants.flatMap((plant, index) => {
      const userId = memberIds.get(username);
      const plantId = idByName.get(plant.scientific);
      if (!userId || !plantId) return [];
      const createdAt = new Date(now - (index + 1) * 3 * 86_400_000);
      return [
        {
          userId,
          plantId,
          customName: plant.customName ?? null,
          size: plant.size ?? null,
          age: plant.age ?? null,
          notes: plant.notes ?? null,
          swapType: plant.swapType,
          availableForSwap: plant.available,
          createdAt,
          updatedAt: createdAt,
        },
      ];
    }),
  );
  if (rows.length > 0) await tx.insert(userPlants).values(rows);
  return rows.length;
}
