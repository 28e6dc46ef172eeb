import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema/accounts';
import { eq } from 'drizzle-orm';
import { DEVICE_COOKIE } from './auth.routes';
import { AUTH_LIMITS } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (token: string, id: string) => t.app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers: bearer(token) });
const signIn = (username: string, password: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password }, remoteAddress: ip });

describe('sign-up', () => {
  it('creates an account and answers a token, the user and the own profile', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'fern_fan', email: 'Fern@Example.test', password: 'a-long-passphrase' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({ id: body.profile.id, username: 'fern_fan', email: 'Fern@Example.test', emailVerified: false });
    expect(body.profile).toMatchObject({ username: 'fern_fan', email: 'Fern@Example.test', full_name: null });
    expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
  });

  it('stores the password as an argon2id hash', async () => {
    const member = await signUpMember(t.app);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).toContain('m=19456');
  });

  it('refuses a 7-character password and accepts a 64-character passphrase', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'shorty', email: 'shorty@example.test', password: '1234567' },
      remoteAddress: nextIp(),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/at least 8/);
    const long = await signUpMember(t.app, { password: 'a passphrase of sixty-four characters, long enough for anybody!!' });
    // The long password made a working session.
    expect((await t.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers: bearer(long.token) })).statusCode).toBe(200);
  });

  it("refuses common and guessable passwords, and ones made of the member's own username, saying why", async () => {
    for (const [username, password] of [
      ['weakling1', 'password'],
      ['weakling2', '12345678'],
      ['weakling3', 'qwertyuiop'],
      ['fernandez_garden', 'fernandez_garden1'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username, email: `${username}@example.test`, password },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error).toMatch(/^This password is too easy to guess\..* Try a longer passphrase of a few unrelated words\.$/);
    }
    const heavilyUsed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'weakling5', email: 'weakling5@example.test', password: 'password' },
      remoteAddress: nextIp(),
    });
    expect(heavilyUsed.json().error).toContain('This is a heavily used password.');
  });

  it('refuses a password longer than 128 characters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'wordy', email: 'wordy@example.test', password: 'x'.repeat(129) },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 409 for a username taken in another letter case', async () => {
    await signUpMember(t.app, { username: 'MossLover' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'mosslover', email: 'other@example.test', password: 'another-passphrase' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Username already exists');
  });

  it('answers 409 for an e-mail address taken in another letter case', async () => {
    await signUpMember(t.app, { email: 'Same@Example.test' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'someone_new', email: 'same@example.TEST', password: 'another-passphrase' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Email already exists');
  });

  it('refuses unknown fields such as a role', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: 'sneaky', email: 'sneaky@example.test', password: 'a-long-passphrase', role: 'admin' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('throttles sign-ups from one address with 429 and Retry-After', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username: `burst${i}x`, email: `burst${i}@example.test`, password: 'a-long-passphrase' },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('sign-in', () => {
  it('signs in by username or by e-mail, in any letter case', async () => {
    const member = await signUpMember(t.app);
    const byName = await signIn(member.user.username.toUpperCase(), member.password);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().profile.id).toBe(member.profile.id);
    const byEmail = await signIn(member.user.email.toUpperCase(), member.password);
    expect(byEmail.statusCode).toBe(200);
  });

  it('answers an unknown member and a wrong password with the same status and body', async () => {
    const member = await signUpMember(t.app);
    const wrong = await signIn(member.user.username, 'not the password');
    const unknown = await signIn('nobody_here', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: 'Invalid username or password' });
  });

  it('answers the 11th failed sign-in from one address within a minute with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await signIn(`ghost${i}`, 'wrong-password', ip)).statusCode).toBe(401);
    const eleventh = await signIn('ghost', 'wrong-password', ip);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(eleventh.json().error).toMatch(/Too many attempts/);
  });

  it('locks an account after 25 failed sign-ins in an hour from any addresses', async () => {
    const member = await signUpMember(t.app);
    for (let i = 0; i < 25; i++) expect((await signIn(member.user.username, 'wrong-password')).statusCode).toBe(401);
    const correct = await signIn(member.user.username, member.password);
    expect(correct.statusCode).toBe(429);
  });

  it('checks no more passwords than the limit when sixty wrong sign-ins from one address arrive at once', async () => {
    const member = await signUpMember(t.app);
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(member.user.username, `parallel guess ${i}`, ip)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(AUTH_LIMITS.signInFailuresPerIp.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - AUTH_LIMITS.signInFailuresPerIp.max);
  });

  it('counts failures typed as the username and as the e-mail address against the same account', async () => {
    const member = await signUpMember(t.app);
    for (let i = 0; i < AUTH_LIMITS.signInFailuresPerAccount.max; i++) {
      const login = i % 2 === 0 ? member.user.username : member.user.email.toUpperCase();
      expect((await signIn(login, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await signIn(member.user.email, member.password)).statusCode).toBe(429);
  });

  it("lets the owner in from a device that signed in before while strangers' failures lock the account", async () => {
    const member = await signUpMember(t.app);
    const first = await signIn(member.user.username, member.password);
    const cookie = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const addresses = Array.from({ length: 6 }, () => nextIp());
    for (let i = 0; i < AUTH_LIMITS.signInFailuresPerAccount.max; i++) {
      expect((await signIn(member.user.username, 'wrong-password', addresses[i % 6])).statusCode).toBe(401);
    }
    // A stranger, even with the right password, is slowed; the owner's browser is not.
    expect((await signIn(member.user.username, member.password)).statusCode).toBe(429);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: member.user.username, password: member.password },
      cookies: { [DEVICE_COOKIE]: cookie?.value ?? '' },
      remoteAddress: nextIp(),
    });
    expect(owner.statusCode).toBe(200);
  });

  it("does not let one member's device cookie past another member's lockout, nor a forged one", async () => {
    const member = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const otherCookie = (await signIn(other.user.username, other.password)).cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? '';
    for (let i = 0; i < AUTH_LIMITS.signInFailuresPerAccount.max; i++)
      expect((await signIn(member.user.username, 'wrong-password')).statusCode).toBe(401);
    const withCookie = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: member.user.username, password: member.password },
        cookies: { [DEVICE_COOKIE]: value },
        remoteAddress: nextIp(),
      });
    expect((await withCookie(otherCookie)).statusCode).toBe(429);
    const [payload] = otherCookie.split('~');
    const forged = `${member.user.id}.${payload?.split('.')[1] ?? ''}~${otherCookie.split('~')[1] ?? ''}`;
    expect((await withCookie(forged)).statusCode).toBe(429);
  });

  it('throttles failures from a known device on their own, past its limit', async () => {
    const member = await signUpMember(t.app);
    const cookie = (await signIn(member.user.username, member.password)).cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? '';
    const fromDevice = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: member.user.username, password },
        cookies: { [DEVICE_COOKIE]: cookie },
        remoteAddress: nextIp(),
      });
    for (let i = 0; i < AUTH_LIMITS.signInFailuresPerDevice.max; i++) expect((await fromDevice('wrong-password')).statusCode).toBe(401);
    expect((await fromDevice(member.password)).statusCode).toBe(429);
    // The device's failures did not count against the account.
    expect((await signIn(member.user.username, member.password)).statusCode).toBe(200);
  });

  it('refuses a body without a password with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Password is required' });
  });
});

describe('tokens and sessions', () => {
  it('accepts the token it issued', async () => {
    const member = await signUpMember(t.app);
    const response = await me(member.token, member.profile.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(member.user.email);
  });

  it('refuses a token with a forged signature', async () => {
    const member = await signUpMember(t.app);
    const [header, payload] = member.token.split('.');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(member.user.id)
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-123'));
    expect((await me(forged, member.profile.id)).statusCode).toBe(401);
    expect((await me(`${header}.${payload}.AAAA`, member.profile.id)).statusCode).toBe(401);
  });

  it("refuses an unsigned token with alg 'none'", async () => {
    const member = await signUpMember(t.app);
    const claims = JSON.parse(Buffer.from(member.token.split('.')[1] ?? '', 'base64url').toString());
    const unsigned = new UnsecuredJWT(claims).encode();
    const response = await me(unsigned, member.profile.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Invalid token');
  });

  it('refuses an expired token', async () => {
    const member = await signUpMember(t.app);
    const claims = JSON.parse(Buffer.from(member.token.split('.')[1] ?? '', 'base64url').toString());
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(t.config.JWT_SECRET));
    expect((await me(expired, member.profile.id)).statusCode).toBe(401);
  });

  it('refuses the same token after sign-out, and keeps other sessions alive', async () => {
    const member = await signUpMember(t.app);
    const second = (await signIn(member.user.username, member.password)).json().token as string;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(member.token) });
    expect(out.statusCode).toBe(200);
    expect((await me(member.token, member.profile.id)).statusCode).toBe(401);
    expect((await me(second, member.profile.id)).statusCode).toBe(200);
  });

  it("requires a token to sign out, answering 'Access token required'", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/signout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Access token required');
  });
});

describe('suspended members', () => {
  it('refuses a suspended member at sign-in, only once the password is right, and stops their live tokens', async () => {
    const member = await signUpMember(t.app);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.user.id));
    expect((await me(member.token, member.profile.id)).statusCode).toBe(401);
    const wrong = await signIn(member.user.username, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    const right = await signIn(member.user.username, member.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toMatch(/suspended/);
  });
});
