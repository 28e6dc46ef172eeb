import crypto from 'node:crypto';

/**
 * Tokens for links that work without signing in (an unsubscribe link in a mail): the payload in
 * the clear, then an HMAC-SHA256 of it under a key made for one purpose from the server's secret,
 * so a token made for one purpose is worthless for any other and nobody can make one without the
 * secret. They do not expire; what they allow must be harmless to repeat.
 */
export interface LinkSigner {
  sign(payload: string): string;
  /** The payload of a token this signer made, or null for anything else. */
  verify(token: string): string | null;
}

const SEPARATOR = '~';

export function createLinkSigner(secret: string, purpose: string): LinkSigner {
  const key = crypto.createHmac('sha256', secret).update(`rootshare link signer: ${purpose}`).digest();
  const mac = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest();
  return {
    sign: (payload) => `${payload}${SEPARATOR}${mac(payload).toString('base64url')}`,
    verify(token) {
      const at = token.lastIndexOf(SEPARATOR);
      if (at <= 0) return null;
      const payload = token.slice(0, at);
      // Compared as text: decoding first would take other spellings of the same bytes (padding, '+/', stray bits).
      const given = Buffer.from(token.slice(at + 1));
      const expected = Buffer.from(mac(payload).toString('base64url'));
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? payload : null;
    },
  };
}
