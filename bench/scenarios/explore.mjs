import crypto from 'node:crypto';
import pg from 'pg';

export const name = 'explore';
export const description =
  'Browse issue figures: GET /api/explore-v2 with a search and a distance origin over 10,000 members and 100,000 plants ' +
  '(PostgreSQL; a small community through the API on PGlite), at saturation and at a fixed 1,000 req/s, plus nearest-first ' +
  'without a search and the In Your Area radius; no sequential scan of user_plants or profiles while it runs.';

export const fixedRate = 1000;

const MEMBERS = 10_000;
const PLANTS = 100_000;
const CHICAGO = { latitude: 41.88, longitude: -87.63 };
// Metro centres the bench members live around (within about 40 miles), so radius searches find neighbours.
const METROS = [
  [41.88, -87.63], [40.71, -74.01], [34.05, -118.24], [29.76, -95.37], [33.45, -112.07], [39.95, -75.17], [32.72, -117.16],
  [30.27, -97.74], [37.77, -122.42], [47.61, -122.33], [39.74, -104.99], [45.52, -122.68], [43.65, -79.38], [49.28, -123.12],
  [45.5, -73.57], [51.51, -0.13], [53.48, -2.24], [55.95, -3.19], [-33.87, 151.21], [-37.81, 144.96],
];

const postJson = async (url, body) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}`);
  return response.json();
};

/** Bulk rows straight into PostgreSQL: members spread around the metros, plants of random catalogue entries. */
async function seedPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const metros = JSON.stringify(METROS);
    await client.query(
      `with m as (select value as c, ordinality - 1 as k from jsonb_array_elements($2::jsonb) with ordinality)
       , people as (
         select gen_random_uuid() as id, i from generate_series(1, $1::int) as i
       ), inserted as (
         insert into users (id, username, email, password_hash, created_at)
         select id, 'bench_explore_' || i, 'bench_explore_' || i || '@bench.example', 'x', now() - i * interval '1 minute' from people
         returning id, created_at
       )
       insert into profiles (id, full_name, location, latitude, longitude, created_at, updated_at)
       select p.id, 'Bench Gardener ' || p.i, 'Bench City ' || (p.i % 20), round(((m.c->>0)::float8 + (random() - 0.5) * 1.1)::numeric, 2), round(((m.c->>1)::float8 + (random() - 0.5) * 1.4)::numeric, 2), now(), now()
       from people p join m on m.k = p.i % 20`,
      [MEMBERS, metros],
    );
    await client.query(
      `with plants as (select array_agg(id) as ids from catalogue_plants),
            members as (select array_agg(id) as ids from profiles where full_name like 'Bench Gardener %')
       insert into user_plants (user_id, plant_id, custom_name, swap_type, available_for_swap, created_at, updated_at)
       select members.ids[1 + (i % array_length(members.ids, 1))], plants.ids[1 + floor(random() * array_length(plants.ids, 1))::int],
              case when i % 7 = 0 then 'Bench cutting ' || i end, (array['cutting','seed','full_plant','any'])[1 + i % 4], i % 5 <> 0,
              now() - i * interval '10 seconds', now() - i * interval '10 seconds'
       from generate_series(1, $1::int) as i, plants, members`,
      [PLANTS],
    );
    await client.query('analyze users; analyze profiles; analyze user_plants; analyze catalogue_plants');
    return Date.now() - started;
  } finally {
    await client.end();
  }
}

async function seedThroughApi(baseUrl) {
  const { plants } = await postJson(`${baseUrl}/api/plants/search`, { query: 'pothos' });
  for (let i = 0; i < 40; i++) {
    const suffix = crypto.randomBytes(4).toString('hex');
    const account = await postJson(`${baseUrl}/api/auth/signup`, { username: `bench_ex_${suffix}`, email: `bench_ex_${suffix}@bench.example`, password: `bench-${suffix}-passphrase` });
    const [latitude, longitude] = METROS[i % METROS.length];
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${account.token}` };
    await fetch(`${baseUrl}/api/profiles/${account.profile.id}`, { method: 'PUT', headers, body: JSON.stringify({ location: 'Bench City', latitude, longitude }) });
    for (const plant of plants.slice(0, 5)) {
      await fetch(`${baseUrl}/api/user-plants`, { method: 'POST', headers, body: JSON.stringify({ plant_id: plant.id, swap_type: 'cutting' }) });
    }
  }
}

let seqScanDatabase;

export async function setup({ baseUrl, databaseUrl }) {
  if (databaseUrl) {
    const ms = await seedPostgres(databaseUrl);
    console.log(`explore: seeded ${MEMBERS.toLocaleString('en-US')} members and ${PLANTS.toLocaleString('en-US')} plants in ${(ms / 1000).toFixed(1)} s`);
    seqScanDatabase = databaseUrl;
  } else {
    await seedThroughApi(baseUrl);
  }
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
    Object.fromEntries((await client.query(`select relname, seq_scan from pg_stat_user_tables where relname in ('user_plants', 'profiles')`)).rows.map((r) => [r.relname, Number(r.seq_scan)]));
  try {
    const queries = ['search=pothos', 'search=monstera&radius=30', '', 'radius=10', 'sort=newest', 'care_level=beginner&radius=30', 'swap_type=seed'];
    // Statistics reach pg_stat_user_tables with a short delay; wait it out before and after.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = await scans();
    for (let round = 0; round < 20; round++) {
      for (const query of queries) await fetch(`${baseUrl}/api/explore-v2?${query}&user_latitude=${CHICAGO.latitude}&user_longitude=${CHICAGO.longitude}`).then((r) => r.arrayBuffer());
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after = await scans();
    return ['user_plants', 'profiles'].map((table) => {
      const value = (after[table] ?? 0) - (before[table] ?? 0);
      return { check: `sequential scans of ${table} during 140 explore requests`, value, unit: '', comparison: '=', limit: 0, ok: value === 0 };
    });
  } finally {
    await client.end();
  }
}
