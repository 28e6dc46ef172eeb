// The large community every scenario reads on PostgreSQL: 10,000 members, 100,000 plants,
// 50,000 posts and 1,000,000 messages, inserted in bulk, plus one member signed up through the API
// whose inbox, history and bell the read scenarios open.
import crypto from 'node:crypto';
import pg from 'pg';

export const COMMUNITY = { members: 10_000, plants: 100_000, posts: 50_000, messages: 1_000_000, notifications: 100_000 };
/** Conversations of the reader (each with MESSAGES_PER_CONVERSATION messages) and notifications in their bell. */
const READER_CONVERSATIONS = 300;
const READER_NOTIFICATIONS = 500;
const MESSAGES_PER_CONVERSATION = 20;
export const SEED_LIMIT_SECONDS = 300;

// Metro centres the members live around (within about 40 miles), so radius searches find neighbours.
export const METROS = [
  [41.88, -87.63],
  [40.71, -74.01],
  [34.05, -118.24],
  [29.76, -95.37],
  [33.45, -112.07],
  [39.95, -75.17],
  [32.72, -117.16],
  [30.27, -97.74],
  [37.77, -122.42],
  [47.61, -122.33],
  [39.74, -104.99],
  [45.52, -122.68],
  [43.65, -79.38],
  [49.28, -123.12],
  [45.5, -73.57],
  [51.51, -0.13],
  [53.48, -2.24],
  [55.95, -3.19],
  [-33.87, 151.21],
  [-37.81, 144.96],
];

async function signUpReader(baseUrl) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const username = `bench_reader_${suffix}`;
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@bench.example`, password: `bench-${suffix}-passphrase` }),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 201) throw new Error(`sign-up of the bench reader answered ${response.status}`);
  const { token, profile } = await response.json();
  return { token, id: profile.id };
}

/** Each step is one INSERT … SELECT over generate_series; timed so the report can say where the minutes go. */
const STEPS = [
  [
    'members',
    `with m as (select value as c, ordinality - 1 as k from jsonb_array_elements($1::jsonb) with ordinality),
     people as (select gen_random_uuid() as id, i from generate_series(1, ${COMMUNITY.members}) as i),
     inserted as (
       insert into users (id, username, email, password_hash, created_at)
       select id, 'bench_member_' || i, 'bench_member_' || i || '@bench.example', 'x', now() - i * interval '1 minute' from people
       returning id)
     insert into profiles (id, full_name, location, latitude, longitude, created_at, updated_at)
     select p.id, 'Bench Gardener ' || p.i, 'Bench City ' || (p.i % 20), round(((m.c->>0)::float8 + (random() - 0.5) * 1.1)::numeric, 2),
            round(((m.c->>1)::float8 + (random() - 0.5) * 1.4)::numeric, 2), now(), now()
     from people p join m on m.k = p.i % 20`,
    () => [JSON.stringify(METROS)],
  ],
  [
    'numbered members',
    `create temporary table bench_members as
     select row_number() over (order by created_at desc, id) - 1 as n, id from users where username like 'bench_member_%'`,
  ],
  [
    'plants',
    `with plants as (select array_agg(id) as ids from catalogue_plants)
     insert into user_plants (user_id, plant_id, custom_name, swap_type, available_for_swap, pest_free_confirmed_at, created_at, updated_at)
     select m.id, plants.ids[1 + floor(random() * array_length(plants.ids, 1))::int],
            case when i % 7 = 0 then 'Bench cutting ' || i end, (array['cutting','seed','full_plant','any'])[1 + i % 4], i % 5 <> 0,
            case when i % 5 <> 0 then now() - i * interval '10 seconds' end,
            now() - i * interval '10 seconds', now() - i * interval '10 seconds'
     from generate_series(1, ${COMMUNITY.plants}) as i cross join plants join bench_members m on m.n = i % ${COMMUNITY.members}`,
  ],
  [
    'posts',
    `insert into posts (user_id, type, title, content, tags, created_at, updated_at)
     select m.id, (array['photo','reel','blog_post'])[1 + i % 3], 'Bench post ' || i,
            'Notes from the greenhouse, week ' || i || '. ' || repeat('Water when the top inch is dry. ', 6),
            case when i % 4 = 0 then 'monstera, aroids' end, now() - i * interval '1 minute', now() - i * interval '1 minute'
     from generate_series(1, ${COMMUNITY.posts}) as i join bench_members m on m.n = (i * 7) % ${COMMUNITY.members}`,
  ],
  [
    'conversations',
    // The reader talks with members 0…299; the other pairs are (a, a + 1…5), so no pair repeats.
    `insert into conversations (member_low, member_high, created_at, activity_at)
     select least(a.id, b.id), greatest(a.id, b.id), now() - interval '30 days', now() - interval '30 days'
     from (
       select k % ${COMMUNITY.members} as a, (k % ${COMMUNITY.members} + 1 + k / ${COMMUNITY.members}) % ${COMMUNITY.members} as b
       from generate_series(0, ${COMMUNITY.messages / MESSAGES_PER_CONVERSATION - READER_CONVERSATIONS - 1}) as k
     ) pairs
     join bench_members a on a.n = pairs.a join bench_members b on b.n = pairs.b
     union all
     select least($1::uuid, m.id), greatest($1::uuid, m.id), now() - interval '30 days', now() - interval '30 days'
     from bench_members m where m.n < ${READER_CONVERSATIONS}`,
    (reader) => [reader.id],
  ],
  [
    'messages',
    // The older half of each thread is read; its sender alternates.
    `insert into messages (conversation_id, sender_id, recipient_id, content, is_read, created_at)
     select c.id, case when j % 2 = 0 then c.member_low else c.member_high end, case when j % 2 = 0 then c.member_high else c.member_low end,
            'Bench message ' || j || ': is the cutting rooted yet?', j < ${MESSAGES_PER_CONVERSATION / 2},
            now() - interval '30 days' + j * interval '1 hour' + (random() * interval '50 minutes')
     from conversations c cross join generate_series(0, ${MESSAGES_PER_CONVERSATION - 1}) as j`,
  ],
  [
    'last messages',
    `update conversations c set last_message_id = l.id, last_message_at = l.created_at, activity_at = l.created_at
     from (select distinct on (conversation_id) conversation_id, id, created_at from messages order by conversation_id, created_at desc, id desc) l
     where l.conversation_id = c.id`,
  ],
  [
    'notifications',
    `insert into notifications (user_id, type, title, message, is_read, other_user_id, created_at)
     select case when i <= ${READER_NOTIFICATIONS} then $1::uuid else m.id end, 'swap_update', 'Swap marked complete',
            'bench_member_' || i || ' marked your swap as complete.', i % 3 = 0, o.id, now() - i * interval '1 minute'
     from generate_series(1, ${COMMUNITY.notifications}) as i
     join bench_members m on m.n = i % ${COMMUNITY.members} join bench_members o on o.n = (i + 1) % ${COMMUNITY.members}`,
    (reader) => [reader.id],
  ],
  ['statistics', 'analyze'],
];

/** The steps that make the members and their plants; the rest need a reader and a conversation history. */
const GARDENER_STEPS = ['members', 'numbered members', 'plants'];

/**
 * Only the community's members and plants, on an open client (which then holds the temporary table
 * bench_members: each member's number n, 0…9,999, and id), for scenarios that bring their own activity.
 */
export async function seedGardeners(client, log) {
  for (const [step, sql, params] of STEPS.filter(([step]) => GARDENER_STEPS.includes(step))) {
    const at = Date.now();
    await client.query(sql, params ? params() : []);
    log(`gardeners: ${step} in ${Math.round((Date.now() - at) / 100) / 10} s`);
  }
}

/**
 * Seeds the community into the server's PostgreSQL database. Answers the reader ({ id, token }, signed
 * in through the API), one of their conversations, the seconds the seed took and each step's seconds.
 */
export async function seedCommunity({ baseUrl, databaseUrl, log }) {
  const started = Date.now();
  const reader = await signUpReader(baseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const steps = {};
  try {
    for (const [step, sql, params] of STEPS) {
      const at = Date.now();
      await client.query(sql, params ? params(reader) : []);
      steps[step] = Math.round((Date.now() - at) / 100) / 10;
      log(`community: ${step} in ${steps[step]} s`);
    }
    const counts = (
      await client.query(
        `select (select count(*) from users)::int as members, (select count(*) from user_plants)::int as plants, (select count(*) from posts)::int as posts,
                (select count(*) from messages)::int as messages, (select count(*) from notifications)::int as notifications`,
      )
    ).rows[0];
    const { rows } = await client.query(
      `select id from conversations where $1::uuid in (member_low, member_high) order by activity_at desc limit 1`,
      [reader.id],
    );
    return { reader, conversationId: rows[0].id, counts, steps, seedSeconds: Math.round((Date.now() - started) / 100) / 10 };
  } finally {
    await client.end();
  }
}
