import type { FastifyInstance } from 'fastify';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
].join(';');

/**
 * The headers every response carries (docs/security.md S19: strict CSP, nosniff, no framing). They are the
 * ones helmet sends with this policy, computed once: helmet rebuilt them on every request, which cost
 * about 6 % of a plant read's CPU. A route may still replace one (media sends a sandboxing CSP).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * JSON under /api is never rendered as a page, so its answers carry only the headers that matter
 * for data a browser fetches: the same CSP (it still forbids framing and any script), nosniff, the
 * referrer policy, the resource policy and no framing. The rest (COOP, Origin-Agent-Cluster, the
 * legacy IE and Flash switches) act on documents only; writing them on every API answer cost about a
 * fifth of a small read's throughput (ADR 0009).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
});

const HSTS = 'max-age=31536000; includeSubDomains';

/** Adds the security headers to every response; HSTS only over HTTPS, so plain-HTTP localhost keeps working. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
