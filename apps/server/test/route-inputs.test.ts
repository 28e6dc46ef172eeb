import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../src/db/schema/accounts';
import { encodeCursor } from '../src/platform/cursor';
import { bearer, createTestApp, nextIp, signUpMember, type TestApp } from './helpers';

interface Route {
  method: string;
  url: string;
  query: z.ZodType | undefined;
  body: z.ZodType | undefined;
}

// Routes that would end the session the test signs in with, or that upgrade to a socket.
const SKIPPED = new Set(['POST /api/auth/signout', 'POST /api/account/delete', 'GET /ws']);

const routes: Route[] = [];
let t: TestApp;
let token: string;
/** Ids that exist: the member's own and another member's, so hostile queries reach the code behind a real object. */
const ids: string[] = [];

const zodOf = (schema: unknown): z.ZodType | undefined => (schema instanceof z.ZodType ? schema : undefined);

beforeAll(async () => {
  t = await createTestApp({
    catalogue: true,
    places: true,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || SKIPPED.has(`${method} ${route.url}`)) continue;
        const schema = route.schema ?? {};
        routes.push({ method, url: route.url, query: zodOf(schema.querystring), body: zodOf(schema.body) });
      }
    },
  });
  const member = await signUpMember(t.app);
  // An admin reaches every route, admin ones included.
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, member.user.id));
  token = member.token;
  ids.push(member.user.id, (await signUpMember(t.app)).user.id);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const UUID = '00000000-0000-4000-8000-000000000000';

/** Strings attackers send: NUL bytes, huge numbers, odd unicode, impossible dates, path tricks. */
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    `a\u0000b`,
    `${UUID}\u0000`,
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    '99999999999999999999999999',
    'NaN',
    'Infinity',
    '2026-02-31',
    '2026-13-45T99:99:99Z',
    '0000-00-00',
    '\u202e\u200b\ufeff',
    '\ud800',
    '𝕏'.repeat(300),
    'x'.repeat(5000),
    '../../etc/passwd',
    '.x.tmp',
    'plants//x.webp',
    'plants/.x.tmp',
    UUID,
    encodeCursor({ at: '2026-02-31 10:00:00+00', id: UUID }),
    encodeCursor({ at: '2026-11-22 25:61:61.123456+00', id: UUID }),
    encodeCursor({ at: '0000-01-01 00:00:00+99', id: UUID }),
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.5, true, false, null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);

/** A string a schema would likely take: within its lengths, in its format. */
function plausibleString(schema: z.ZodString): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || schema.format === 'guid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'datetime') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'url') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
  return fc.string({ minLength, maxLength });
}

/** Mostly what the schema takes, so a hostile value in one field gets past the others to the code behind. */
function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const plausible = ((): fc.Arbitrary<unknown> => {
    if (depth > 4) return hostileValue;
    if (schema instanceof z.ZodString) {
      const base = plausibleString(schema);
      return fc.oneof(
        base,
        base.map((text) => `${text}\u0000`),
      );
    }
    if (schema instanceof z.ZodNumber) {
      const min = Math.max(schema.minValue ?? -1e6, -1e6);
      const max = Math.min(schema.maxValue ?? 1e6, 1e6);
      return schema.isInt ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true });
    }
    if (schema instanceof z.ZodBoolean) return fc.boolean();
    if (schema instanceof z.ZodEnum) return fc.constantFrom(...schema.options);
    if (schema instanceof z.ZodLiteral) return fc.constantFrom(...schema.values);
    if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
      return fc.option(arbitraryFor(schema.unwrap() as z.ZodType, depth + 1), { nil: schema instanceof z.ZodOptional ? undefined : null });
    if (schema instanceof z.ZodDefault) return fc.option(arbitraryFor(schema.unwrap() as z.ZodType, depth + 1), { nil: undefined });
    if (schema instanceof z.ZodPipe) return arbitraryFor(schema.in as z.ZodType, depth + 1);
    if (schema instanceof z.ZodUnion) return fc.oneof(...schema.options.map((option) => arbitraryFor(option as z.ZodType, depth + 1)));
    if (schema instanceof z.ZodArray) return fc.array(arbitraryFor(schema.element as z.ZodType, depth + 1), { maxLength: 3 });
    if (schema instanceof z.ZodObject) {
      const fields = Object.fromEntries(
        Object.entries(schema.shape).map(([key, field]) => [key, arbitraryFor(field as z.ZodType, depth + 1)]),
      );
      return fc.record(fields, { requiredKeys: [] });
    }
    return hostileValue;
  })();
  return fc.oneof({ arbitrary: plausible, weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

/** Query values travel as text. */
const asQuery = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).flatMap(([key, item]) =>
          item === undefined ? [] : [[key, typeof item === 'string' ? item : JSON.stringify(item)]],
        ),
      )
    : {};

/** A route's path with each `:param` (and the `*` of /media/*) replaced by a hostile string. */
function pathOf(url: string, values: string[]): string {
  let i = 0;
  const next = () => values[i++ % values.length] ?? '';
  return url
    .replace(/:[A-Za-z_]+/g, () => encodeURIComponent(next()))
    .replace('*', () => next().split('/').map(encodeURIComponent).join('/'));
}

describe('every route', () => {
  it('answers hostile path parameters, queries and bodies with a 4xx, never a 5xx', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(fc.oneof(hostileString, fc.constantFrom(...ids)), { minLength: 1, maxLength: 3 }),
            route.query
              ? arbitraryFor(route.query).map(asQuery)
              : fc.dictionary(fc.constantFrom('limit', 'cursor', 'q'), hostileString, { maxKeys: 2 }),
            route.body ? arbitraryFor(route.body) : fc.constant(undefined),
            async (params, query, body) => {
              const response = await t.app.inject({
                method: route.method as 'GET',
                url: pathOf(route.url, params),
                query,
                headers: bearer(token),
                remoteAddress: nextIp(),
                ...(body === undefined
                  ? {}
                  : { payload: JSON.stringify(body), headers: { ...bearer(token), 'content-type': 'application/json' } }),
              });
              if (response.statusCode >= 500)
                failures.push(
                  `${route.method} ${route.url} ${JSON.stringify({ params, query, body })} -> ${response.statusCode} ${response.body}`,
                );
              return response.statusCode < 500;
            },
          ),
          { numRuns: 40, seed: 20261126, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('inputs an attack run answered with 500', () => {
  it('refuses a NUL byte in a JSON body, a query parameter and a path parameter with 400 and a clear error', async () => {
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'fern\u0000', password: 'whatever-it-is' },
        remoteAddress: nextIp(),
      }),
      t.app.inject({ method: 'GET', url: '/api/users/search', query: { q: 'fe\u0000rn' }, headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: `/api/profiles/${encodeURIComponent(`${UUID}\u0000`)}`, headers: bearer(token) }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe('Text may not contain the NUL character');
    }
  });

  it('refuses a cursor naming an impossible date with 400', async () => {
    for (const at of ['2026-02-31 10:00:00+00', '2026-11-22 25:61:61.123456+00', '0000-01-01 00:00:00+00', '2026-11-22 10:00:00+99']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/posts',
        query: { cursor: encodeCursor({ at, id: UUID }) },
        headers: bearer(token),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe('Invalid cursor');
    }
  });

  it('answers 404 for media paths storage would never hold', async () => {
    for (const url of ['/media/plants/.x.tmp', '/media/plants//x.webp', '/media/plants/x.webp/', '/media/%2e%2e/secret']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('takes coordinates too small for PostgreSQL as zero instead of failing', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/geo/nearest',
      query: { lat: '-1.5e-101', lon: '8e-323' },
      headers: bearer(token),
    });
    expect(answer.statusCode).toBeLessThan(500);
  });
});
