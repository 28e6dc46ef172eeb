import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../test/helpers';
import { CACHE_LIFETIMES } from './platform/read-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the HTTP surface', () => {
  it("answers health with status 'ok' while the database answers", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('notices the database going away within a second of its last answer', async () => {
    const own = await createTestApp();
    try {
      const healthy = await Promise.all(Array.from({ length: 20 }, () => own.app.inject({ method: 'GET', url: '/api/health' })));
      expect(healthy.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      await own.database.close();
      // Only the clock moves on: the probe's answer has outlived its cache lifetime.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + CACHE_LIFETIMES.databaseHealth.ms });
      const gone = await own.app.inject({ method: 'GET', url: '/api/health' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ status: 'unavailable' });
    } finally {
      vi.useRealTimers();
      await own.close();
    }
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a", ',
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed JSON in request body' });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'text/xml' },
      payload: '<signin/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Unsupported content type' });
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds the document-only headers to pages and media, and leaves them off JSON answers', async () => {
    const media = await t.app.inject({ method: 'GET', url: '/media/nothing.webp' });
    expect(media.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(media.headers['origin-agent-cluster']).toBe('?1');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(api.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('adds HSTS only to requests that arrived over HTTPS behind a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const secure = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(secure.headers['x-frame-options']).toBe('SAMEORIGIN');
      const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('never echoes a foreign Origin back in CORS headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
