import { describe, expect, it } from 'vitest';
import { createLinkSigner } from './signed-links';

/** The characters of base64url and which six bits each stands for. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signed links', () => {
  const signer = createLinkSigner('a test secret', 'unsubscribe');

  it('take their own token and refuse every other spelling of the same MAC', () => {
    const token = signer.sign('member-1.swap_requests');
    expect(signer.verify(token)).toBe('member-1.swap_requests');
    const at = token.lastIndexOf('~');
    const [payload, mac] = [token.slice(0, at), token.slice(at + 1)];
    // 32 bytes take 43 characters; the last one carries 2 bits that decoding ignores.
    const last = ALPHABET.indexOf(mac.slice(-1));
    const sameBytes = ALPHABET[last ^ 1] ?? '';
    const respellings = [`${mac}=`, mac.replaceAll('-', '+').replaceAll('_', '/'), `${mac.slice(0, -1)}${sameBytes}`].filter(
      (spelling) => spelling !== mac,
    );
    expect(respellings.length).toBeGreaterThanOrEqual(2);
    for (const spelling of respellings) {
      expect(Buffer.from(spelling, 'base64url').equals(Buffer.from(mac, 'base64url')), spelling).toBe(true);
      expect(signer.verify(`${payload}~${spelling}`), spelling).toBeNull();
    }
  });

  it('refuse a token made for another purpose', () => {
    expect(createLinkSigner('a test secret', 'sign-in device').verify(signer.sign('member-1.swap_requests'))).toBeNull();
  });
});
