import { describe, expect, it } from 'vitest';
import { loadConfig, webPushSubject } from './config';

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

  it('takes both web push keys or neither', () => {
    const keys = { WEB_PUSH_PUBLIC_KEY: 'B'.repeat(87), WEB_PUSH_PRIVATE_KEY: 'p'.repeat(43) };
    expect(loadConfig(keys)).toMatchObject(keys);
    expect(() => loadConfig({ WEB_PUSH_PUBLIC_KEY: keys.WEB_PUSH_PUBLIC_KEY })).toThrow(/set both keys of the pair, or neither/);
    expect(() => loadConfig({ ...keys, WEB_PUSH_PRIVATE_KEY: 'too-short' })).toThrow(/WEB_PUSH_PRIVATE_KEY must be a P-256 private key/);
  });

  it('names the push contact from WEB_PUSH_SUBJECT, else an https PUBLIC_URL, else a placeholder', () => {
    expect(webPushSubject(loadConfig({ WEB_PUSH_SUBJECT: 'mailto:ops@example.org', PUBLIC_URL: 'https://swap.example.org' }))).toBe(
      'mailto:ops@example.org',
    );
    expect(webPushSubject(loadConfig({ PUBLIC_URL: 'https://swap.example.org' }))).toBe('https://swap.example.org');
    expect(webPushSubject(loadConfig({ PUBLIC_URL: 'http://192.168.1.4:3000' }))).toBe('mailto:push@localhost');
    expect(() => loadConfig({ WEB_PUSH_SUBJECT: 'ops@example.org' })).toThrow(/WEB_PUSH_SUBJECT must be a mailto: or https: URL/);
  });
});
