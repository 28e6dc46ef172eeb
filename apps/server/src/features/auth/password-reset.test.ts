import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { recipientOf, startMailingApp, type SmtpSink } from '../../../test/smtp-sink';
import { passwordResets } from '../../db/schema/accounts';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, sink, close } = await startMailingApp());
});
afterAll(() => close());

const requestReset = (email: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { token, password } });
const signIn = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password }, remoteAddress: nextIp() });

const RESET_SUBJECT = 'Reset your Rootshare password';
// Sign-up also mails (the address's confirmation): a test looks only at the reset mails to its member.
const resetMailsTo = (email: string) => sink.mailsTo(email, RESET_SUBJECT);
const nextResetMailTo = (email: string, seen: number) => sink.nextMailTo(email, RESET_SUBJECT, seen);

/** Asks for a reset and answers the link's token from the mail the SMTP server received. */
async function mailedToken(email: string): Promise<string> {
  const before = resetMailsTo(email).length;
  expect((await requestReset(email)).statusCode).toBe(202);
  const mail = await nextResetMailTo(email, before);
  const token = /\/auth\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return token;
}

describe('password reset', () => {
  it('mails the member a link whose token sets a new password once, and ends every session', async () => {
    const member = await signUpMember(t.app);
    const answer = await requestReset(member.user.email.toUpperCase());
    expect(answer.statusCode).toBe(202);
    const mail = await nextResetMailTo(member.user.email, 0);
    expect(recipientOf(mail)).toBe(member.user.email);
    expect(mail.text).toContain('https://rootshare.test/auth/reset?token=');
    expect(mail.html).toContain('https://rootshare.test/auth/reset?token=');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';

    const done = await reset(token, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/profiles/${member.profile.id}`, headers: bearer(member.token) })).statusCode,
    ).toBe(401);
    expect((await signIn(member.user.username, 'correct horse battery')).statusCode).toBe(401);
    expect((await signIn(member.user.username, 'a brand new passphrase')).statusCode).toBe(200);

    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/not valid any more/);
    expect((await signIn(member.user.username, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('keeps only a hash of the token', async () => {
    const member = await signUpMember(t.app);
    const token = await mailedToken(member.user.email);
    const rows = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const member = await signUpMember(t.app);
    const known = await requestReset(member.user.email);
    const unknown = await requestReset('nobody-at-all@example.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    // The next real request's mail arrives after any mail the unknown address could have caused.
    const other = await signUpMember(t.app);
    await mailedToken(other.user.email);
    expect(sink.messages.some((mail) => recipientOf(mail).includes('nobody-at-all'))).toBe(false);
  });

  it('mails every member who asks at the same moment, not only the first', async () => {
    const [first, second] = [await signUpMember(t.app), await signUpMember(t.app)];
    await Promise.all([requestReset(first.user.email), requestReset(second.user.email)]);
    await Promise.all([nextResetMailTo(first.user.email, 0), nextResetMailTo(second.user.email, 0)]);
  });

  it('refuses a wrong token and an expired one, changing nothing', async () => {
    const member = await signUpMember(t.app);
    expect((await reset('not-a-token-we-made', 'a brand new passphrase')).statusCode).toBe(400);
    const token = await mailedToken(member.user.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, member.user.id));
    expect((await reset(token, 'a brand new passphrase')).statusCode).toBe(400);
    expect((await signIn(member.user.username, 'correct horse battery')).statusCode).toBe(200);
  });

  it('makes an earlier link stop working when a newer one is sent', async () => {
    const member = await signUpMember(t.app);
    const first = await mailedToken(member.user.email);
    const second = await mailedToken(member.user.email);
    expect((await reset(first, 'a brand new passphrase')).statusCode).toBe(400);
    expect((await reset(second, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('refuses a new password that is too short with the password rule', async () => {
    const response = await reset('whatever', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/at least 8 characters/);
  });

  it('refuses a common password with 400 and keeps the link usable for a better one', async () => {
    const member = await signUpMember(t.app);
    const token = await mailedToken(member.user.email);
    const weak = await reset(token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatch(/^This password is too easy to guess\./);
    expect((await reset(token, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('throttles reset requests from one address with 429 and Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await requestReset(`someone${i}@example.test`, ip)).statusCode).toBe(202);
    const refused = await requestReset('someone-else@example.test', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends the mail of a job that runs twice only once', async () => {
    const member = await signUpMember(t.app);
    const auth = t.services.auth;
    await auth.sendPasswordResetMail(member.user.email, 'job-run-twice');
    await auth.sendPasswordResetMail(member.user.email, 'job-run-twice');
    // A different job afterwards: once its mail is in, the repeated job's second run would be too.
    await auth.sendPasswordResetMail(member.user.email, 'a-later-job');
    await nextResetMailTo(member.user.email, 1);
    expect(resetMailsTo(member.user.email)).toHaveLength(2);
  });
});
