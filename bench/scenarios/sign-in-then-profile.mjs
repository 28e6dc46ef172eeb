import crypto from 'node:crypto';

export const name = 'sign-in-then-profile';
export const description =
  'One member signs up; A: GET /api/profiles/{id} with their bearer token (saturation, then a fixed rate); ' +
  'B: POST /api/auth/signin with the correct password (saturation).';

/**
 * Latency is read here: requests per second sent on a fixed schedule, whatever the server does.
 * 300/s sits well under this 2-core machine's measured ceiling for an authenticated read (a token
 * check, a session lookup and a profile query: ~600/s at saturation on 2026-11-22, when a bare
 * Fastify + pg `select 1` route reached ~3,700/s); the issue figures for later routes are read
 * against those ceilings by the scale-out issue's bench.
 */
export const fixedRate = 300;

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

export async function setup({ baseUrl }) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const username = `bench_${suffix}`;
  const password = `bench-${crypto.randomBytes(12).toString('hex')}`;
  await postJson(`${baseUrl}/api/auth/signup`, { username, email: `${username}@bench.example`, password });
  // Sign in once before the load so a wrong credential fails here, not as 401s under load
  // (failed sign-ins are the only ones rate limited; correct ones may be repeated freely).
  const { token, profile } = await postJson(`${baseUrl}/api/auth/signin`, { username, password });

  return [
    {
      phase: 'A profile read',
      url: `${baseUrl}/api/profiles/${profile.id}`,
      headers: { authorization: `Bearer ${token}` },
      connections: 50,
    },
    {
      phase: 'B sign-in',
      url: `${baseUrl}/api/auth/signin`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
      // argon2id is slow on purpose: tens per second is the expected ceiling, so no fixed-rate run.
      connections: 10,
      fixedRate: null,
    },
  ];
}
