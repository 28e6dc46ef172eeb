import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isOutOfSpace } from './errors';
import { registerErrorHandling } from './http';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isOutOfSpace', () => {
  it('recognises a full disk, a disk quota and PostgreSQL out of disk, also behind a wrapping error', () => {
    expect(isOutOfSpace(withCode('ENOSPC'))).toBe(true);
    expect(isOutOfSpace(withCode('EDQUOT'))).toBe(true);
    expect(isOutOfSpace(new Error('Failed query', { cause: withCode('53100') }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isOutOfSpace(withCode('ECONNREFUSED'))).toBe(false);
    expect(isOutOfSpace(new Error('boom'))).toBe(false);
    expect(isOutOfSpace(null)).toBe(false);
  });
});

describe('a database that refuses', () => {
  const refusals = [
    ['55000', 'database "rootshare" is not currently accepting connections'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08001', 'could not establish connection'],
    ['53300', 'sorry, too many clients already'],
  ] as const;

  it('is recognised by its SQLSTATE, also behind the error drizzle wraps it in', () => {
    for (const [code, message] of refusals) {
      expect(isDatabaseUnavailable(Object.assign(new Error(message), { code })), code).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: Object.assign(new Error(message), { code }) })), code).toBe(
        true,
      );
    }
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false);
  });

  it('answers 503 with Retry-After, not 500', async () => {
    for (const [code, message] of refusals) {
      const app = Fastify({ logger: false });
      registerErrorHandling(app);
      app.get('/', async () => {
        throw new Error('Failed query: select 1\nparams: ', { cause: Object.assign(new Error(message), { code }) });
      });
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode, code).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().error).toMatch(/temporarily unavailable/);
      await app.close();
    }
  });
});
