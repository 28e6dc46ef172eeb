import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { keptInDataDir } from './kept-secret';

// @node-rs/argon2's Algorithm.Argon2id; a const enum cannot be imported under isolatedModules.
const ARGON2ID = 2;
// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane (docs/security.md S1).
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown member) it still spends the
 * same work on a dummy hash, so timing does not tell who has an account.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * A mailed link's token (password reset, e-mail confirmation): 32 random bytes. Only its SHA-256
 * (linkTokenHash) is stored, so a copy of the database opens no link.
 */
export const newLinkToken = () => crypto.randomBytes(32).toString('base64url');
export const linkTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** Verified tokens remembered, at most this many (oldest forgotten first). */
const VERIFIED_CACHE_MAX = 20_000;

/** Signs and checks session tokens: HS256 only, with exp and a jti naming the session row. */
export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature already checked out, with their claims and expiry. A signature cannot
   * change, so only the expiry is checked again; the session row is still looked up on every
   * request. Checking the signature (jose imports the key through WebCrypto each time) was about
   * a fifth of the server's CPU per message sent.
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for a session that ends at expiresAt. */
  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setJti(claims.sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a well-signed, unexpired token; null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAtMs > Date.now()) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'jti', 'sub'] });
      if (!payload.sub || !payload.jti || payload.exp === undefined) return null;
      const claims = { userId: payload.sub, sessionId: payload.jti };
      if (this.verified.size >= VERIFIED_CACHE_MAX) {
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}

/** JWT_SECRET from the environment, or one generated once into DATA_DIR and kept there. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? keptInDataDir(dataDir, 'jwt-secret', () => crypto.randomBytes(48).toString('base64url'));
}
