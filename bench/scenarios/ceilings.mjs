import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from '../lib/server.mjs';

export const name = 'ceilings';
export const description =
  'What this machine allows, for the ratios below the table: a bare Fastify JSON route, a bare route doing one indexed ' +
  'SELECT through a pg Pool, and one doing a bounding-box + haversine query over 100,000 rows (PostgreSQL), each in its ' +
  'own process with no app code; and GET /api/health on the real server.';

const ceilingScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '../lib/ceiling-server.mjs');
const CHICAGO = { lat: 41.88, lon: -87.63 };

/**
 * Each ratio divides a scenario phase's saturation req/s by a ceiling's: the health route
 * against the bare JSON route, single-object reads against the bare SELECT, explore against the geo query.
 */
export const ratios = [
  { of: ['ceilings', 'health'], to: ['ceilings', 'bare JSON route'], goal: 0.7 },
  { of: ['sign-in-then-profile', 'A profile read'], to: ['ceilings', 'bare indexed SELECT'], goal: 0.75 },
  { of: ['plants', 'plant read'], to: ['ceilings', 'bare indexed SELECT'], goal: 0.75 },
  { of: ['explore', 'search + distance'], to: ['ceilings', 'bare bbox + haversine'], goal: 0.7 },
];

/** The geo ceiling's table: the plants' places with a btree on them, apart from the app's tables. */
async function prepareGeoPoints(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('drop table if exists bench_geo_points');
    await client.query(
      'create table bench_geo_points as select id, latitude, longitude from user_plants where latitude is not null and longitude is not null',
    );
    await client.query('create index on bench_geo_points (latitude, longitude)');
    await client.query('analyze bench_geo_points');
    const { rows } = await client.query('select count(*)::int as n from bench_geo_points');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

export async function setup({ baseUrl, databaseUrl, community, onCleanup, log }) {
  const phases = [{ phase: 'health', url: `${baseUrl}/api/health`, connections: 50, fixedRate: null }];
  if (!community) {
    log('ceilings: the bare routes need the PostgreSQL community (--db pg); only health is measured');
    return phases;
  }
  const points = await prepareGeoPoints(databaseUrl);
  const ceiling = await startServer({ script: ceilingScript, dataDir: os.tmpdir(), databaseUrl });
  onCleanup(() => ceiling.stop());
  log(`ceilings: bare server on ${ceiling.baseUrl}, ${points.toLocaleString('en-US')} geo points`);
  return [
    { phase: 'bare JSON route', url: `${ceiling.baseUrl}/json`, connections: 50, fixedRate: null },
    { phase: 'bare indexed SELECT', url: `${ceiling.baseUrl}/select/${community.reader.id}`, connections: 50, fixedRate: null },
    {
      phase: 'bare bbox + haversine',
      url: `${ceiling.baseUrl}/geo?lat=${CHICAGO.lat}&lon=${CHICAGO.lon}&miles=25`,
      connections: 50,
      fixedRate: null,
    },
    ...phases,
  ];
}
