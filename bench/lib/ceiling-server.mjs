// The ceilings the issue-10 figures are read against: a bare Fastify process with no app code, on the
// same machine and database. Started by bench/scenarios/ceilings.mjs through lib/server.mjs.
import Fastify from 'fastify';
import pg from 'pg';

// The same pool size as the app's (apps/server/src/platform/db.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
const MILES_PER_DEGREE_LATITUDE = 69;

// Bounding box first (a btree on latitude, longitude), then the haversine distance of what is inside.
const GEO = `select id, 3958.8 * 2 * asin(sqrt(power(sin(radians(latitude - $1) / 2), 2) + cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2))) as miles
  from bench_geo_points where latitude between $3 and $4 and longitude between $5 and $6 order by miles limit 24`;

app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/json', async () => ({ status: 'ok' }));
app.get(
  '/select/:id',
  async (request) =>
    (
      await pool.query({
        name: 'bench_select',
        text: 'select id, username, created_at from users where id = $1',
        values: [request.params.id],
      })
    ).rows[0] ?? null,
);
app.get('/geo', async (request) => {
  const latitude = Number(request.query.lat);
  const longitude = Number(request.query.lon);
  const miles = Number(request.query.miles);
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const dLon = miles / (MILES_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180));
  return (
    await pool.query({
      name: 'bench_geo',
      text: GEO,
      values: [latitude, longitude, latitude - dLat, latitude + dLat, longitude - dLon, longitude + dLon],
    })
  ).rows;
});

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
