import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { profiles } from '../db/schema/profiles';
import { openDatabase, type DatabaseHandle } from './db';
import { registerErrorHandling } from './http';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

const SECRET_TEXT = 'my secret garden is behind the blue shed';
const SECRET_LATITUDE = 45.523064;

/** A server with the real logger options writing to a string, and a route whose query fails. */
async function failingServer(query: () => Promise<unknown>) {
  let output = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
  registerErrorHandling(app);
  app.get('/fail', async () => query());
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/fail' });
  await app.close();
  return { response, output };
}

describe('error logs', () => {
  it('keep the failed statement and its code but not its parameters', async () => {
    const { response, output } = await failingServer(() =>
      database.db.execute(sql`select * from no_such_table where note = ${SECRET_TEXT} and latitude = ${SECRET_LATITUDE}`),
    );
    expect(response.statusCode).toBe(500);
    expect(output).toContain('unhandled error');
    expect(output).toContain('no_such_table');
    expect(output).toContain('42P01');
    expect(output).not.toContain(SECRET_TEXT);
    expect(output).not.toContain(String(SECRET_LATITUDE));
  });

  it("keep no row values from a constraint's detail nor a data exception's input", async () => {
    const { output: duplicate } = await failingServer(() =>
      database.db.insert(profiles).values({ id: '00000000-0000-4000-8000-000000000001', fullName: SECRET_TEXT }),
    );
    expect(duplicate).toContain('unhandled error');
    expect(duplicate).not.toContain(SECRET_TEXT);
    const { output: badNumber } = await failingServer(() => database.db.execute(sql`select ${SECRET_TEXT}::float8`));
    expect(badNumber).toContain('22P02');
    expect(badNumber).not.toContain(SECRET_TEXT);
  });
});
