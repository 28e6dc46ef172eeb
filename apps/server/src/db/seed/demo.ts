import crypto from 'node:crypto';
import type { CARE_LEVEL_OPTIONS, INTEREST_OPTIONS, SWAP_TYPE_PREFERENCES } from '@rootshare/contracts/profiles';
import { readSwapPreferences } from '@rootshare/contracts/profiles';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { hashPassword } from '../../platform/auth';
import type { Database } from '../../platform/db';
import { newMediaKey, type Storage } from '../../platform/storage';
import { users } from '../schema/accounts';
import { profiles } from '../schema/profiles';
import { seedDemoMeets } from './demo-meets';
import { insertDemoPlants } from './demo-plants';
import { seedDemoPosts } from './demo-posts';
import { seedDemoSwaps } from './demo-swaps';

export const DEMO_PASSWORD = 'rootshare-demo';
export const DEMO_EMAIL_DOMAIN = 'demo.rootshare.app';

export type DemoCountry = 'US' | 'CA' | 'GB' | 'AU';

/** Readonly so the member list can stay `as const` and keep its usernames as literal types. */
export interface DemoSwapPreferences {
  readonly swapTypes: readonly (typeof SWAP_TYPE_PREFERENCES)[number][];
  readonly interests: readonly (typeof INTEREST_OPTIONS)[number][];
  readonly careLevels: readonly (typeof CARE_LEVEL_OPTIONS)[number][];
  readonly preferredDistance?: string;
  readonly notes?: string;
}

/** Read first so the stored JSON is exactly what the profiles feature would accept. */
function storedSwapPreferences(member: DemoMember): string {
  const preferences = readSwapPreferences(member.swapPreferences);
  if (!preferences) throw new Error(`the demo member ${member.username} has swap preferences the profiles feature would refuse`);
  return JSON.stringify(preferences);
}

export interface DemoMember {
  readonly username: string;
  readonly fullName: string;
  readonly bio: string;
  readonly city: string;
  readonly region: string;
  readonly country: DemoCountry;
  readonly swapPreferences: DemoSwapPreferences;
  /** How long ago they joined, so the community looks lived-in rather than created in one second. */
  readonly joinedDaysAgo: number;
}

export const DEMO_MEMBERS = [
  {
    username: 'demo',
    fullName: 'Demo Gardener',
    bio: 'Windowsill collector slowly taking over every sunny ledge in the apartment. Always happy to trade a pothos cutting for something I have never grown before.',
    city: 'Portland',
    region: 'Oregon',
    country: 'US',
    swapPreferences: {
      swapTypes: ['cuttings', 'seeds'],
      interests: ['houseplants', 'herbs'],
      careLevels: ['beginner', 'intermediate'],
      preferredDistance: '25',
      notes: 'Happy to meet at a farmers market on Saturdays.',
    },
    joinedDaysAgo: 210,
  },
  {
    username: 'maya.okafor',
    fullName: 'Maya Okafor',
    bio: 'Hoya obsessive with a south-facing bay window and far too many trellises. My Hoya kerrii finally bloomed this spring and I have not stopped talking about it.',
    city: 'Chicago',
    region: 'Illinois',
    country: 'US',
    swapPreferences: {
      swapTypes: ['cuttings'],
      interests: ['houseplants', 'rare'],
      careLevels: ['intermediate', 'expert'],
      preferredDistance: '15',
      notes: 'Looking for Hoya linearis and anything with splash variegation.',
    },
    joinedDaysAgo: 187,
  },
  {
    username: 'lucas_ferreira',
    fullName: 'Lucas Ferreira',
    bio: 'Texas heat means succulents and cacti do best on my porch, and I propagate echeveria leaves by the tray. Ask me about overwintering agaves.',
    city: 'Austin',
    region: 'Texas',
    country: 'US',
    swapPreferences: {
      swapTypes: ['cuttings', 'full-plants'],
      interests: ['succulents', 'native'],
      careLevels: ['beginner', 'intermediate'],
      preferredDistance: '30',
    },
    joinedDaysAgo: 164,
  },
  {
    username: 'priya.raman',
    fullName: 'Priya Raman',
    bio: 'Aroid lover growing philodendrons and anthuriums under grow lights in a fourth-floor walk-up. I trade rooted cuttings and the occasional monstera node.',
    city: 'Brooklyn',
    region: 'New York',
    country: 'US',
    swapPreferences: {
      swapTypes: ['cuttings', 'full-plants'],
      interests: ['houseplants', 'rare'],
      careLevels: ['intermediate', 'expert'],
      preferredDistance: '10',
      notes: 'Subway-friendly swaps only, please keep pots small.',
    },
    joinedDaysAgo: 151,
  },
  {
    username: 'diego.ramirez',
    fullName: 'Diego Ramirez',
    bio: 'Fern fanatic in the rainy Northwest: maidenhair, bird’s nest and a staghorn mounted on a cedar plank. Spore swaps welcome.',
    city: 'Seattle',
    region: 'Washington',
    country: 'US',
    swapPreferences: {
      swapTypes: ['full-plants', 'seeds'],
      interests: ['houseplants', 'native'],
      careLevels: ['intermediate'],
      preferredDistance: '20',
    },
    joinedDaysAgo: 133,
  },
  {
    username: 'nora_bishop',
    fullName: 'Nora Bishop',
    bio: 'Raised beds out back and a seed library in the garage. I save heirloom tomato and bean seed every autumn and love sharing it.',
    city: 'Denver',
    region: 'Colorado',
    country: 'US',
    swapPreferences: {
      swapTypes: ['seeds', 'bulbs'],
      interests: ['vegetables', 'flowers', 'herbs'],
      careLevels: ['beginner', 'intermediate'],
      preferredDistance: '40',
      notes: 'Seeds can go by post if you cover the stamp.',
    },
    joinedDaysAgo: 118,
  },
  {
    username: 'chloe.tremblay',
    fullName: 'Chloé Tremblay',
    bio: 'Begonia collector with a humid cabinet that fogs up every morning. Rex and cane begonias are my weakness, and I always have leaf cuttings rooting.',
    city: 'Toronto',
    region: 'Ontario',
    country: 'CA',
    swapPreferences: {
      swapTypes: ['cuttings'],
      interests: ['houseplants', 'flowers'],
      careLevels: ['intermediate', 'expert'],
      preferredDistance: '25',
    },
    joinedDaysAgo: 176,
  },
  {
    username: 'kenji.sato',
    fullName: 'Kenji Sato',
    bio: 'Small-space gardener growing ferns and mosses in glass terrariums. I like slow, quiet plants that reward patience.',
    city: 'Vancouver',
    region: 'British Columbia',
    country: 'CA',
    swapPreferences: {
      swapTypes: ['cuttings', 'full-plants'],
      interests: ['houseplants', 'native'],
      careLevels: ['beginner', 'intermediate'],
      preferredDistance: '15',
    },
    joinedDaysAgo: 142,
  },
  {
    username: 'amelie_gagnon',
    fullName: 'Amélie Gagnon',
    bio: 'Balcony herb garden all summer, kitchen windowsill all winter. Basil, thyme and lemon balm cuttings are always up for grabs.',
    city: 'Montreal',
    region: 'Quebec',
    country: 'CA',
    swapPreferences: {
      swapTypes: ['cuttings', 'seeds'],
      interests: ['herbs', 'vegetables'],
      careLevels: ['beginner'],
      preferredDistance: '10',
    },
    joinedDaysAgo: 97,
  },
  {
    username: 'hannah.price',
    fullName: 'Hannah Price',
    bio: 'Allotment holder growing herbs, salad and far too many courgettes. Trying my hand at houseplants now the evenings are drawing in.',
    city: 'Manchester',
    region: 'England',
    country: 'GB',
    swapPreferences: {
      swapTypes: ['seeds', 'full-plants'],
      interests: ['herbs', 'vegetables', 'houseplants'],
      careLevels: ['beginner'],
      preferredDistance: '20',
      notes: 'Can usually meet near the allotments on Sunday mornings.',
    },
    joinedDaysAgo: 171,
  },
  {
    username: 'oliver.bennett',
    fullName: 'Oliver Bennett',
    bio: 'Flat full of aroids and a very patient partner. Currently rooting a variegated Monstera cutting and checking on it far more than is healthy.',
    city: 'London',
    region: 'England',
    country: 'GB',
    swapPreferences: {
      swapTypes: ['cuttings'],
      interests: ['houseplants', 'rare'],
      careLevels: ['expert'],
      preferredDistance: '10',
    },
    joinedDaysAgo: 159,
  },
  {
    username: 'isla_morgan',
    fullName: 'Isla Morgan',
    bio: 'Succulents and cacti on every windowsill, plus a greenhouse full of haworthias. I love helping beginners find something they cannot kill.',
    city: 'Bristol',
    region: 'England',
    country: 'GB',
    swapPreferences: {
      swapTypes: ['cuttings', 'full-plants'],
      interests: ['succulents', 'houseplants'],
      careLevels: ['beginner', 'intermediate'],
      preferredDistance: '25',
    },
    joinedDaysAgo: 88,
  },
  {
    username: 'fraser.mcleod',
    fullName: 'Fraser McLeod',
    bio: 'Growing hardy ferns and spring bulbs in a shady Edinburgh back green. Snowdrops are my February joy and I split clumps every year.',
    city: 'Edinburgh',
    region: 'Scotland',
    country: 'GB',
    swapPreferences: {
      swapTypes: ['bulbs', 'full-plants'],
      interests: ['flowers', 'native'],
      careLevels: ['intermediate'],
      preferredDistance: '30',
    },
    joinedDaysAgo: 64,
  },
  {
    username: 'ava.nguyen',
    fullName: 'Ava Nguyen',
    bio: 'Native plant enthusiast trading grevillea cuttings and kangaroo paw divisions. My courtyard is a little patch of bush in the middle of the city.',
    city: 'Sydney',
    region: 'New South Wales',
    country: 'AU',
    swapPreferences: {
      swapTypes: ['cuttings', 'seeds'],
      interests: ['native', 'flowers'],
      careLevels: ['beginner', 'intermediate'],
      preferredDistance: '20',
    },
    joinedDaysAgo: 195,
  },
  {
    username: 'jack.oconnor',
    fullName: "Jack O'Connor",
    bio: 'Begonias and hoyas on a sheltered Melbourne balcony, coaxed through four seasons in one day. Always keen to swap cuttings over a coffee.',
    city: 'Melbourne',
    region: 'Victoria',
    country: 'AU',
    swapPreferences: {
      swapTypes: ['cuttings'],
      interests: ['houseplants', 'rare'],
      careLevels: ['intermediate'],
      preferredDistance: '15',
    },
    joinedDaysAgo: 123,
  },
  {
    username: 'grace.liu',
    fullName: 'Grace Liu',
    bio: 'Subtropical backyard with bromeliads, orchids and a mango tree I grew from a seed. I share pups and offsets whenever they appear.',
    city: 'Brisbane',
    region: 'Queensland',
    country: 'AU',
    swapPreferences: {
      swapTypes: ['full-plants', 'seeds'],
      interests: ['houseplants', 'trees', 'flowers'],
      careLevels: ['beginner', 'intermediate', 'expert'],
      preferredDistance: '35',
    },
    joinedDaysAgo: 45,
  },
  // Neighbours of the demo member, so Browse's In Your Area and the home card have plants nearby.
  {
    username: 'sam.whitaker',
    fullName: 'Sam Whitaker',
    bio: 'Community garden plot holder on the east side. I grow more tomato and pepper starts every spring than any one person should.',
    city: 'Gresham',
    region: 'Oregon',
    country: 'US',
    swapPreferences: {
      swapTypes: ['seeds', 'full-plants'],
      interests: ['vegetables', 'herbs', 'native'],
      careLevels: ['beginner', 'intermediate'],
      preferredDistance: '15',
      notes: 'Plot 14 at the community garden most weekday evenings.',
    },
    joinedDaysAgo: 75,
  },
  {
    username: 'rosa_delgado',
    fullName: 'Rosa Delgado',
    bio: 'Succulent and cactus grower with a sunny Beaverton balcony. Ask me about propagating echeveria from leaves.',
    city: 'Beaverton',
    region: 'Oregon',
    country: 'US',
    swapPreferences: {
      swapTypes: ['cuttings', 'full-plants'],
      interests: ['succulents', 'houseplants'],
      careLevels: ['beginner'],
      preferredDistance: '20',
    },
    joinedDaysAgo: 30,
  },
] as const satisfies readonly DemoMember[];

/**
 * City-level text only, as 'City, Region': the display rule keeps the last two parts,
 * so a stored country would push the city out.
 */
export function demoMemberLocation(member: DemoMember): string {
  return `${member.city}, ${member.region}`;
}

/** Each demo city's centre, to two decimals like every stored place (never a home address). */
const DEMO_CITY_COORDINATES: Readonly<Record<string, readonly [number, number]>> = {
  Portland: [45.52, -122.68],
  Gresham: [45.5, -122.43],
  Beaverton: [45.49, -122.8],
  Chicago: [41.88, -87.63],
  Austin: [30.27, -97.74],
  Brooklyn: [40.68, -73.94],
  Seattle: [47.61, -122.33],
  Denver: [39.74, -104.99],
  Toronto: [43.65, -79.38],
  Vancouver: [49.28, -123.12],
  Montreal: [45.5, -73.57],
  Manchester: [53.48, -2.24],
  London: [51.51, -0.13],
  Bristol: [51.45, -2.59],
  Edinburgh: [55.95, -3.19],
  Sydney: [-33.87, 151.21],
  Melbourne: [-37.81, 144.96],
  Brisbane: [-27.47, 153.03],
};

/** A demo member's stored place: their city's centre. */
export function demoMemberPlace(member: DemoMember): { latitude: number | null; longitude: number | null } {
  const point = DEMO_CITY_COORDINATES[member.city];
  return point ? { latitude: point[0], longitude: point[1] } : { latitude: null, longitude: null };
}

/** The e-mail address a demo member signs up with. */
export function demoMemberEmail(username: string): string {
  return `${username}@${DEMO_EMAIL_DOMAIN}`;
}

const AVATAR_SIZE = 256;
// Leaf, sage, moss and terracotta pairs from the design tokens (docs/architecture.md, look and feel).
const AVATAR_PALETTES: readonly (readonly [string, string])[] = [
  ['#4f8a5b', '#1f5130'],
  ['#a7bea0', '#5f7d5a'],
  ['#e39a74', '#b5532f'],
  ['#93a35a', '#55662c'],
  ['#7fb08f', '#2f6b4a'],
  ['#d9a582', '#9c5a3c'],
];

// Drawn as a path, not a glyph, so the avatar still shows a motif on a host without fonts.
const LEAF_PATH = 'M0 -34 C22 -22 22 18 0 34 C-22 18 -22 -22 0 -34 Z';

function initialsOf(fullName: string): string {
  const words = fullName.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A 256×256 WebP: gradient circle, a faint leaf and the member's initials. */
export async function renderDemoAvatar(fullName: string, paletteIndex: number): Promise<Buffer> {
  const [light, deep] = AVATAR_PALETTES[paletteIndex % AVATAR_PALETTES.length] ?? ['#4f8a5b', '#1f5130'];
  const half = AVATAR_SIZE / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${AVATAR_SIZE}" height="${AVATAR_SIZE}" viewBox="0 0 ${AVATAR_SIZE} ${AVATAR_SIZE}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${deep}"/>
    </linearGradient>
  </defs>
  <circle cx="${half}" cy="${half}" r="${half}" fill="url(#bg)"/>
  <g transform="translate(196 70) rotate(35) scale(1.1)" fill="#ffffff" fill-opacity="0.18">
    <path d="${LEAF_PATH}"/>
    <path d="M0 -30 L0 30" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2.5" fill="none"/>
  </g>
  <text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-weight="600" font-size="96" fill="#ffffff">${escapeXml(initialsOf(fullName))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).resize(AVATAR_SIZE, AVATAR_SIZE).webp({ quality: 82 }).toBuffer();
}

// Serialises concurrent seeders (several server instances starting at once on one PostgreSQL).
const DEMO_SEED_LOCK_ID = 7_412_310;
const DAY_MS = 24 * 60 * 60 * 1000;

async function hasAnyUser(db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

async function removeMedia(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** Creates the demo community when there are no members yet; returns how many members it created. */
export async function seedDemoCommunity(db: Database, storage: Storage): Promise<number> {
  if (await hasAnyUser(db)) return 0;

  const writtenKeys: string[] = [];
  try {
    // One hash for everyone: argon2 is deliberately slow and every member shares the password.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const avatars = await Promise.all(DEMO_MEMBERS.map((member, index) => renderDemoAvatar(member.fullName, index)));
    for (const avatar of avatars) {
      const key = newMediaKey('avatars', 'webp');
      await storage.put(key, avatar);
      writtenKeys.push(key);
    }

    const now = Date.now();
    const rows = DEMO_MEMBERS.map((member, index) => {
      // Minutes on top of whole days so join times are not all the same time of day.
      const createdAt = new Date(now - member.joinedDaysAgo * DAY_MS - ((index * 197) % 1440) * 60_000);
      const avatarKey = writtenKeys[index];
      if (!avatarKey) throw new Error(`no avatar stored for ${member.username}`);
      return {
        user: {
          id: crypto.randomUUID(),
          username: member.username,
          email: demoMemberEmail(member.username),
          passwordHash,
          // Their mail stays in the outbox, so the demo shows every notification mail.
          emailVerifiedAt: createdAt,
          createdAt,
        },
        profile: {
          fullName: member.fullName,
          bio: member.bio,
          location: demoMemberLocation(member),
          ...demoMemberPlace(member),
          avatarUrl: `/media/${avatarKey}`,
          swapPreferences: storedSwapPreferences(member),
          // The demo shows a town on the fediverse, so its members can be followed from other servers.
          federates: true,
          createdAt,
          updatedAt: createdAt,
        },
      };
    });

    const created = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_ID})`);
      if (await hasAnyUser(tx)) return 0;
      await tx.insert(users).values(rows.map((row) => row.user));
      await tx.insert(profiles).values(rows.map((row) => ({ id: row.user.id, ...row.profile })));
      const memberIds = new Map(rows.map((row) => [row.user.username, row.user.id]));
      await insertDemoPlants(tx, memberIds, now);
      await seedDemoPosts(tx, memberIds, now);
      await seedDemoSwaps(tx, memberIds, now);
      await seedDemoMeets(tx, memberIds, now);
      return rows.length;
    });
    if (created === 0) await removeMedia(storage, writtenKeys);
    return created;
  } catch (error) {
    await removeMedia(storage, writtenKeys);
    throw error;
  }
}
