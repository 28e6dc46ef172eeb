import crypto from 'node:crypto';

export const name = 'pages';
export const description =
  "Links that travel: GET /plant/{id} (the app page with the listing's own head, made on the server) against the bare " +
  'indexed SELECT, and GET /api/cards/plants/{id}.jpg once the card is made (p99 at 1,000 req/s ≤ 5 ms).';

export const fixedRate = 1000;

/** The listing page must stay close to a bare read: its head costs one cached API read and a string splice. */
export const ratios = [{ of: ['pages', 'listing page with head'], to: ['ceilings', 'bare indexed SELECT'], goal: 0.75 }];

export const latencyGoals = [{ phase: 'share card, already made', p99Ms: 5 }];

async function call(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  return { response, body };
}

const postJson = async (url, payload, headers = {}) =>
  JSON.parse(
    (
      await call(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(payload) })
    ).body.toString(),
  );

export async function setup({ baseUrl }) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const username = `bench_pages_${suffix}`;
  const account = await postJson(`${baseUrl}/api/auth/signup`, {
    username,
    email: `${username}@bench.example`,
    password: `bench-${suffix}-passphrase`,
  });
  const found = await postJson(`${baseUrl}/api/plants/search`, { query: 'monstera' });
  const created = await postJson(
    `${baseUrl}/api/user-plants`,
    { plant_id: found.plants[0].id, swap_type: 'cutting', custom_name: 'Bench monstera', pest_free_confirmed: true },
    { authorization: `Bearer ${account.token}` },
  );
  const id = created.userPlant.id;
  // The page must carry the listing's own head, or the run would measure the generic shell.
  const page = (await call(`${baseUrl}/plant/${id}`)).body.toString();
  if (!page.includes('Bench monstera')) throw new Error(`GET /plant/${id} did not carry the listing's title in its head`);
  // The first request makes the card; the phase measures the ones after it.
  const card = await call(`${baseUrl}/api/cards/plants/${id}.jpg`);
  if (card.response.headers.get('content-type') !== 'image/jpeg') throw new Error('the share card did not answer a JPEG');

  return [
    { phase: 'listing page with head', url: `${baseUrl}/plant/${id}`, connections: 50, fixedRate: 1000 },
    { phase: 'share card, already made', url: `${baseUrl}/api/cards/plants/${id}.jpg`, connections: 50, fixedRate: 1000 },
  ];
}
