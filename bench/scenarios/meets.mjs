import crypto from 'node:crypto';
import pg from 'pg';
import { METROS } from '../lib/community.mjs';

export const name = 'meets';
export const description =
  "Browse's Events tab: GET /api/meets (upcoming swap meets within 25 miles, soonest first, and nearest first) over 10,000 meets " +
  'spread over a year across the 20 metro areas (PostgreSQL; a few through the API on PGlite), at saturation and at a fixed ' +
  '1,000 req/s; target p99 ≤ 30 ms; no sequential scan of meets while it runs.';

export const fixedRate = 1000;

const MEETS = 10_000;
const PORTLAND = { latitude: 45.52, longitude: -122.68 };
let seqScanDatabase;

/** 10,000 meets hosted by community members, a year of them, around each metro (coordinates to two decimals). */
async function seedMeets(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with m as (select value as c, ordinality - 1 as k from jsonb_array_elements($1::jsonb) with ordinality),
            hosts as (select id, row_number() over (order by id) - 1 as n from users where username like 'bench_member_%' limit 500)
       insert into meets (host_id, title, description, starts_at, ends_at, time_zone, town, latitude, longitude, venue, capacity, brings)
       select h.id, 'Bench swap meet ' || i, 'Bring cuttings.', date_trunc('hour', now()) + (i % 365) * interval '1 day' + (i % 9) * interval '1 hour',
              date_trunc('hour', now()) + (i % 365) * interval '1 day' + (i % 9 + 3) * interval '1 hour', 'UTC', 'Bench City ' || (i % 20),
              round(((m.c->>0)::float8 + (random() - 0.5) * 0.8)::numeric, 2), round(((m.c->>1)::float8 + (random() - 0.5) * 1.0)::numeric, 2),
              'Community hall', case when i % 3 = 0 then null else 20 end, array['plants', 'cuttings']
       from generate_series(1, ${MEETS}) as i join m on m.k = i % 20 join hosts h on h.n = i % 500`,
      [JSON.stringify(METROS)],
    );
    await client.query('analyze meets');
  } finally {
    await client.end();
  }
}

/** On PGlite: a handful of hosts through the API, each with the meets their daily quota allows. */
async function seedThroughApi(baseUrl) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 6; i++) {
    const suffix = crypto.randomBytes(4).toString('hex');
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `bench_meet_${suffix}`,
        email: `bench_meet_${suffix}@bench.example`,
        password: `bench-${suffix}-passphrase`,
      }),
    });
    const { token } = await signup.json();
    for (let n = 0; n < 10; n++) {
      await fetch(`${baseUrl}/api/meets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          title: `Bench swap meet ${i}-${n}`,
          starts_at: `${day(2 + i * 10 + n)}T10:00`,
          ends_at: `${day(2 + i * 10 + n)}T13:00`,
          time_zone: 'America/Los_Angeles',
          town: 'Portland',
          venue: 'Community hall',
          brings: ['plants'],
        }),
      });
    }
  }
}

export async function setup({ baseUrl, databaseUrl, community }) {
  if (community) {
    await seedMeets(databaseUrl);
    seqScanDatabase = databaseUrl;
  } else await seedThroughApi(baseUrl);
  const at = `user_latitude=${PORTLAND.latitude}&user_longitude=${PORTLAND.longitude}`;
  return [
    { phase: 'events, soonest first', url: `${baseUrl}/api/meets?${at}`, connections: 50, fixedRate: 1000 },
    { phase: 'events, nearest first', url: `${baseUrl}/api/meets?sort=nearest&${at}`, connections: 50, fixedRate: 1000 },
  ];
}

/** Sequential scans of meets while the Events tab is read: there must be none (the listed-meets indexes answer). */
export async function checks({ baseUrl }) {
  if (!seqScanDatabase) return [];
  const client = new pg.Client({ connectionString: seqScanDatabase });
  await client.connect();
  const scans = async () =>
    Number((await client.query(`select seq_scan from pg_stat_user_tables where relname = 'meets'`)).rows[0]?.seq_scan ?? 0);
  try {
    const queries = ['', 'sort=nearest', 'radius=10', 'radius=100', 'page=2'];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = await scans();
    for (let round = 0; round < 20; round++) {
      for (const [latitude, longitude] of METROS.slice(0, 5)) {
        for (const query of queries)
          await fetch(`${baseUrl}/api/meets?${query}&user_latitude=${latitude}&user_longitude=${longitude}`).then((r) => r.arrayBuffer());
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const value = (await scans()) - before;
    return [
      { check: 'sequential scans of meets during 500 Events tab requests', value, unit: '', comparison: '=', limit: 0, ok: value === 0 },
    ];
  } finally {
    await client.end();
  }
}
