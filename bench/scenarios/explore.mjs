import crypto from 'node:crypto';
import pg from 'pg';
import { METROS } from '../lib/community.mjs';

export const name = 'explore';
export const description =
  "Browse issue figures: GET /api/explore-v2 with a search and a distance origin over the community's 10,000 members and " +
  '100,000 plants (PostgreSQL; a small community through the API on PGlite), at saturation and at a fixed 1,000 req/s, plus nearest-first ' +
  'without a search and the In Your Area radius; no sequential scan of user_plants or profiles while it runs.';

export const fixedRate = 1000;

const CHICAGO = { latitude: 41.88, longitude: -87.63 };

const postJson = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}`);
  return response.json();
};

async function seedThroughApi(baseUrl) {
  const { plants } = await postJson(`${baseUrl}/api/plants/search`, { query: 'pothos' });
  for (let i = 0; i < 40; i++) {
    const suffix = crypto.randomBytes(4).toString('hex');
    const account = await postJson(`${baseUrl}/api/auth/signup`, {
      username: `bench_ex_${suffix}`,
      email: `bench_ex_${suffix}@bench.example`,
      password: `bench-${suffix}-passphrase`,
    });
    const [latitude, longitude] = METROS[i % METROS.length];
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${account.token}` };
    await fetch(`${baseUrl}/api/profiles/${account.profile.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ location: 'Bench City', latitude, longitude }),
    });
    for (const plant of plants.slice(0, 5)) {
      await fetch(`${baseUrl}/api/user-plants`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ plant_id: plant.id, swap_type: 'cutting', pest_free_confirmed: true }),
      });
    }
  }
}

let seqScanDatabase;

export async function setup({ baseUrl, databaseUrl, community }) {
  // On PostgreSQL the run's community (bench/lib/community.mjs) is what explore searches.
  if (community) seqScanDatabase = databaseUrl;
  else await seedThroughApi(baseUrl);
  const at = `user_latitude=${CHICAGO.latitude}&user_longitude=${CHICAGO.longitude}`;
  return [
    { phase: 'search + distance', url: `${baseUrl}/api/explore-v2?search=pothos&${at}`, connections: 50, fixedRate: 1000 },
    { phase: 'nearest, no search', url: `${baseUrl}/api/explore-v2?${at}`, connections: 50, fixedRate: 1000 },
    { phase: 'in your area (10 mi)', url: `${baseUrl}/api/explore-v2?radius=10&${at}`, connections: 50, fixedRate: 1000 },
  ];
}

/** Sequential scans of the big tables while explore runs: there must be none (the queries use their indexes). */
export async function checks({ baseUrl }) {
  if (!seqScanDatabase) return [];
  const client = new pg.Client({ connectionString: seqScanDatabase });
  await client.connect();
  const scans = async () =>
    Object.fromEntries(
      (await client.query(`select relname, seq_scan from pg_stat_user_tables where relname in ('user_plants', 'profiles')`)).rows.map(
        (r) => [r.relname, Number(r.seq_scan)],
      ),
    );
  try {
    const queries = [
      'search=pothos',
      'search=monstera&radius=30',
      '',
      'radius=10',
      'sort=newest',
      'care_level=beginner&radius=30',
      'swap_type=seed',
    ];
    // Statistics reach pg_stat_user_tables with a short delay; wait it out before and after.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = await scans();
    for (let round = 0; round < 20; round++) {
      for (const query of queries)
        await fetch(`${baseUrl}/api/explore-v2?${query}&user_latitude=${CHICAGO.latitude}&user_longitude=${CHICAGO.longitude}`).then((r) =>
          r.arrayBuffer(),
        );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after = await scans();
    return ['user_plants', 'profiles'].map((table) => {
      const value = (after[table] ?? 0) - (before[table] ?? 0);
      return {
        check: `sequential scans of ${table} during 140 explore requests`,
        value,
        unit: '',
        comparison: '=',
        limit: 0,
        ok: value === 0,
      };
    });
  } finally {
    await client.end();
  }
}
