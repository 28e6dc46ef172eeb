import crypto from 'node:crypto';

export const name = 'plants';
export const description =
  'Plants issue figures: POST /api/plants/search (typo query) and GET /api/user-plants/{id}, each at saturation and at ' +
  'fixed rates (1,000 and 6,000 req/s); GET /api/plants with a matching ETag must answer 304.';

export const fixedRate = 1000;

async function call(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 200)}`);
  return { response, json: text ? JSON.parse(text) : null };
}

const postJson = (url, body, headers = {}) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

export async function setup({ baseUrl }) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const username = `bench_plants_${suffix}`;
  const { json: account } = await postJson(`${baseUrl}/api/auth/signup`, {
    username,
    email: `${username}@bench.example`,
    password: `bench-${suffix}-passphrase`,
  });
  const { json: found } = await postJson(`${baseUrl}/api/plants/search`, { query: 'pothos' });
  const { json: created } = await postJson(
    `${baseUrl}/api/user-plants`,
    { plant_id: found.plants[0].id, swap_type: 'cutting', custom_name: 'Bench pothos', pest_free_confirmed: true },
    { authorization: `Bearer ${account.token}` },
  );
  // The catalogue's 304 on a matching ETag is checked once here (and in catalogue.test.ts).
  const { response } = await call(`${baseUrl}/api/plants`);
  const cached = await fetch(`${baseUrl}/api/plants`, { headers: { 'if-none-match': response.headers.get('etag') ?? '' } });
  if (cached.status !== 304) throw new Error(`GET /api/plants with a matching ETag answered ${cached.status}, not 304`);

  return [
    {
      phase: 'search (typo)',
      url: `${baseUrl}/api/plants/search`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'monstrea delicosa' }),
      connections: 50,
      fixedRate: 1000,
    },
    { phase: 'plant read', url: `${baseUrl}/api/user-plants/${created.userPlant.id}`, connections: 50, fixedRate: 6000 },
  ];
}
