import crypto from 'node:crypto';
import pg from 'pg';
import { signSessionToken } from './sockets.mjs';

/** Members with sessions, and conversations between them, for the scenarios that send messages. */

export async function postJson(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/**
 * PostgreSQL: members, profiles and one session each inserted in one statement, and their tokens signed
 * with the server's JWT secret exactly as sign-in would (15,000 sign-ins would spend minutes in argon2,
 * and sign-ups are throttled). Every socket still has its token verified and its session row looked up.
 */
export async function seedPostgres(databaseUrl, jwtSecret, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const run = crypto.randomBytes(4).toString('hex');
    const { rows } = await client.query(
      `with people as (
         select gen_random_uuid() as id, gen_random_uuid() as session_id, i from generate_series(1, $1::int) as i
       ), new_users as (
         insert into users (id, username, email, password_hash)
         select id, 'bm_' || $2 || '_' || i, 'bm_' || $2 || '_' || i || '@bench.example', 'x' from people
         returning id
       ), new_profiles as (
         insert into profiles (id) select id from new_users
       )
       insert into sessions (id, user_id, expires_at, user_agent)
       select p.session_id, u.id, now() + interval '1 day', 'rootshare bench' from new_users u join people p using (id)
       returning id as session_id, user_id, expires_at`,
      [count, run],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      token: signSessionToken(jwtSecret, { userId: row.user_id, sessionId: row.session_id }, row.expires_at),
    }));
  } finally {
    await client.end();
  }
}

/** Opens each conversation through the API (the sender starts it), a few at a time. */
export async function openConversations(baseUrl, wanted) {
  const pairs = new Array(wanted.length);
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const i = next++;
      const [sender, recipient] = wanted[i];
      const opened = await postJson(`${baseUrl}/api/conversations`, { participant_id: recipient.userId }, sender.token);
      pairs[i] = { conversationId: opened.id, senderToken: sender.token, recipientId: recipient.userId, recipientToken: recipient.token };
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return pairs;
}
