import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('runs one instance on the embedded database by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ INSTANCES: 1, PORT: 3000 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('refuses more than one instance without PostgreSQL and Redis, which the instances share', () => {
    expect(() => loadConfig({ INSTANCES: '2' })).toThrow(/INSTANCES: more than one instance needs DATABASE_URL and REDIS_URL/);
    expect(() => loadConfig({ INSTANCES: '2', DATABASE_URL: 'postgres://db/rootshare' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ INSTANCES: '4', DATABASE_URL: 'postgres://db/rootshare', REDIS_URL: 'redis://cache:6379' }).INSTANCES).toBe(4);
  });
});
