import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenSigner } from './auth';

const claims = { userId: '11111111-1111-4111-8111-111111111111', sessionId: '22222222-2222-4222-8222-222222222222' };

afterEach(() => {
  vi.useRealTimers();
});

describe('TokenSigner', () => {
  it('accepts its own token again and again, and a token of another secret never', async () => {
    const signer = new TokenSigner('a'.repeat(40));
    const token = await signer.sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const stranger = await new TokenSigner('b'.repeat(40)).sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(stranger)).toBeNull();
    expect(await signer.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('refuses a token it accepted before once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const signer = new TokenSigner('a'.repeat(40));
    const token = await signer.sign(claims, new Date('2026-11-23T12:01:00Z'));
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-23T12:01:01Z'));
    expect(await signer.verify(token)).toBeNull();
  });
});
