import { inArray } from 'drizzle-orm';
import type { SwapType } from '@rootshare/contracts/user-plants';
import type { Database } from '../../platform/db';
import { cataloguePlants } from '../schema/catalogue';
import { userPlants } from '../schema/user-plants';

interface DemoPlant {
  scientific: string;
  customName?: string;
  swapType: SwapType;
  available: boolean;
  size?: string;
  age?: string;
  notes?: string;
}

/**
 * What each demo member grows, chosen to fit their bios and so that most are species with a
 * catalogue photo (the listings show it); the rest show their category's illustration.
 */
export const DEMO_PLANTS: Readonly<Record<string, readonly DemoPlant[]>> = {
  demo: [
    {
      scientific: 'Epipremnum aureum',
      customName: 'Golden pothos',
      swapType: 'cutting',
      available: true,
      size: 'Trailing, 1 m',
      age: '2 years',
      notes: 'Rooted cuttings in water, ready to pot.',
    },
    { scientific: 'Chlorophytum comosum', swapType: 'propagation', available: true, size: 'Medium', notes: 'Plenty of babies with roots.' },
    { scientific: 'Ficus elastica', customName: 'Burgundy rubber tree', swapType: 'any', available: false, size: 'Large', age: '4 years' },
    {
      scientific: 'Pilea peperomioides',
      swapType: 'propagation',
      available: true,
      size: 'Small',
      notes: 'Offsets with their own roots, potted up.',
    },
    { scientific: 'Peperomia argyreia', swapType: 'cutting', available: true, notes: 'Leaf cuttings, already rooting.' },
    {
      scientific: 'Citrus limon',
      customName: 'Windowsill lemon',
      swapType: 'full_plant',
      available: true,
      size: 'Small',
      age: '1 year',
      notes: 'Grown from a pip, about 30 cm tall.',
    },
  ],
  'maya.okafor': [
    {
      scientific: 'Monstera deliciosa',
      swapType: 'cutting',
      available: true,
      size: 'Large',
      age: '5 years',
      notes: 'Node cuttings with an aerial root.',
    },
    { scientific: 'Hoya carnosa', swapType: 'cutting', available: true, notes: 'Two-node cuttings, already callused.' },
    { scientific: 'Philodendron hastatum', swapType: 'cutting', available: true, notes: 'Silver sword top cutting with two leaves.' },
    {
      scientific: 'Coffea arabica',
      swapType: 'full_plant',
      available: true,
      size: 'Small',
      notes: 'Seedlings from a coffee cherry, three sets of leaves.',
    },
  ],
  lucas_ferreira: [
    { scientific: 'Crassula ovata', swapType: 'cutting', available: true, size: 'Small', notes: 'Leaf and stem cuttings.' },
    { scientific: 'Aloe vera', swapType: 'division', available: true, notes: 'Pups with their own roots.' },
    {
      scientific: 'Agave americana',
      swapType: 'division',
      available: true,
      size: 'Small',
      notes: 'Offsets from the big one by the porch steps.',
    },
    { scientific: 'Ananas comosus', swapType: 'propagation', available: true, notes: 'Rooted pineapple tops.' },
  ],
  'priya.raman': [
    {
      scientific: 'Anthurium crystallinum',
      swapType: 'division',
      available: true,
      size: 'Medium',
      notes: 'A division with three velvet leaves.',
    },
    { scientific: 'Anthurium veitchii', customName: 'King anthurium', swapType: 'any', available: false, size: 'Large', age: '3 years' },
    { scientific: 'Alocasia cuprea', swapType: 'propagation', available: true, notes: 'Corms sprouting in moss.' },
  ],
  'diego.ramirez': [
    {
      scientific: 'Nephrolepis exaltata',
      swapType: 'division',
      available: true,
      size: 'Medium',
      notes: 'Divisions with plenty of runners.',
    },
    {
      scientific: 'Dracaena trifasciata',
      swapType: 'division',
      available: true,
      size: 'Medium',
      notes: 'Divisions with two or three leaves.',
    },
    {
      scientific: 'Humulus lupulus',
      swapType: 'division',
      available: true,
      notes: 'Rhizome pieces from the hop that shades the fern bed.',
    },
  ],
  nora_bishop: [
    {
      scientific: 'Solanum lycopersicum',
      customName: 'Brandywine tomato',
      swapType: 'seed',
      available: true,
      notes: 'Heirloom seed saved this autumn.',
    },
    { scientific: 'Phaseolus vulgaris', customName: 'Cherokee Trail of Tears bean', swapType: 'seed', available: true },
    { scientific: 'Fragaria x ananassa', swapType: 'propagation', available: true, notes: 'Runners pegged into small pots.' },
  ],
  'chloe.tremblay': [
    { scientific: 'Begonia rex', swapType: 'cutting', available: true, notes: 'Leaf wedges rooting in the cabinet.' },
    { scientific: 'Pilea peperomioides', swapType: 'propagation', available: true, notes: 'Offsets potted up and growing.' },
  ],
  'kenji.sato': [
    { scientific: 'Zamioculcas zamiifolia', swapType: 'propagation', available: true, notes: 'Leaf cuttings with tubers.' },
    { scientific: 'Peperomia argyreia', swapType: 'cutting', available: true, size: 'Small', notes: 'Small enough for a terrarium.' },
  ],
  amelie_gagnon: [
    { scientific: 'Ocimum basilicum', swapType: 'cutting', available: true, notes: 'Rooted in water on the windowsill.' },
    { scientific: 'Thymus vulgaris', swapType: 'cutting', available: true },
    { scientific: 'Citrus aurantiifolia', customName: 'Balcony lime', swapType: 'full_plant', available: true, size: 'Small' },
    { scientific: 'Camellia sinensis', swapType: 'cutting', available: true, notes: 'Semi-ripe cuttings for tea.' },
  ],
  'hannah.price': [
    { scientific: 'Senecio rowleyanus', swapType: 'cutting', available: true, notes: 'Strands for laying on soil.' },
    { scientific: 'Fragaria x ananassa', swapType: 'propagation', available: true, notes: 'Allotment runners, well rooted.' },
    { scientific: 'Capsicum annuum', customName: 'Hungarian hot wax', swapType: 'seed', available: true },
  ],
  'oliver.bennett': [
    { scientific: 'Ficus lyrata', swapType: 'cutting', available: true, size: 'Small', notes: 'Top cutting, rooted.' },
    { scientific: 'Alocasia cuprea', swapType: 'propagation', available: true, notes: 'A baby from a corm.' },
    { scientific: 'Philodendron hastatum', swapType: 'cutting', available: true },
  ],
  isla_morgan: [
    { scientific: 'Haworthiopsis fasciata', swapType: 'division', available: true, notes: 'Offsets from the greenhouse.' },
    { scientific: 'Agave americana', swapType: 'division', available: true, size: 'Small' },
  ],
  'fraser.mcleod': [
    { scientific: 'Helianthus annuus', swapType: 'seed', available: true, notes: 'Giant sunflower seed.' },
    {
      scientific: 'Corylus avellana',
      swapType: 'full_plant',
      available: true,
      size: 'Small',
      notes: 'Hazel suckers, bare root in winter.',
    },
  ],
  'ava.nguyen': [
    { scientific: 'Peperomia obtusifolia', swapType: 'cutting', available: true },
    {
      scientific: 'Persea americana',
      swapType: 'full_plant',
      available: true,
      size: 'Small',
      notes: 'Avocado seedlings from the kitchen.',
    },
  ],
  'jack.oconnor': [
    { scientific: 'Lavandula angustifolia', swapType: 'cutting', available: true },
    { scientific: 'Olea europaea', swapType: 'cutting', available: true, notes: 'Semi-hardwood cuttings with rooting gel.' },
  ],
  'grace.liu': [
    { scientific: 'Phalaenopsis amabilis', swapType: 'full_plant', available: true, size: 'Flowering size' },
    { scientific: 'Ananas comosus', swapType: 'division', available: true, notes: 'Pups off the bromeliad bed.' },
    { scientific: 'Carica papaya', swapType: 'seed', available: true },
    { scientific: 'Musa acuminata', swapType: 'division', available: true, size: 'Medium', notes: 'Banana pups with roots.' },
  ],
  'sam.whitaker': [
    {
      scientific: 'Ocimum basilicum',
      customName: 'Thai basil',
      swapType: 'seed',
      available: true,
      notes: 'Seed saved from last summer, germinates well.',
    },
    { scientific: 'Salvia rosmarinus', swapType: 'cutting', available: true, size: 'Small' },
    {
      scientific: 'Solanum lycopersicum',
      customName: 'Sungold tomato',
      swapType: 'full_plant',
      available: true,
      size: 'Starts',
      notes: 'Spring starts, hardened off.',
    },
    { scientific: 'Capsicum annuum', customName: 'Jalapeño', swapType: 'full_plant', available: true, size: 'Starts' },
  ],
  rosa_delgado: [
    {
      scientific: 'Crassula ovata',
      customName: 'Gollum jade',
      swapType: 'cutting',
      available: true,
      size: 'Small',
      notes: 'Callused stem cuttings.',
    },
    { scientific: 'Aloe vera', swapType: 'division', available: true, notes: 'Pups ready to go.' },
    { scientific: 'Dracaena trifasciata', swapType: 'division', available: true, size: 'Medium' },
    { scientific: 'Ficus carica', swapType: 'cutting', available: true, notes: 'Hardwood fig cuttings from the balcony tree.' },
  ],
};

/**
 * Inserts the demo members' plants inside the seed's transaction. Plants whose catalogue entry is
 * absent (a catalogue not imported yet) are left out rather than failing the seed.
 */
export async function insertDemoPlants(tx: Database, memberIds: ReadonlyMap<string, string>, now: number): Promise<number> {
  const names = [...new Set(Object.values(DEMO_PLANTS).flatMap((plants) => plants.map((p) => p.scientific)))];
  const catalogue = await tx
    .select({ id: cataloguePlants.id, scientificName: cataloguePlants.scientificName })
    .from(cataloguePlants)
    .where(inArray(cataloguePlants.scientificName, names));
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
          // Demo owners confirmed their listed plants free of pests when they listed them.
          pestFreeConfirmedAt: plant.available ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        },
      ];
    }),
  );
  if (rows.length > 0) await tx.insert(userPlants).values(rows);
  return rows.length;
}
