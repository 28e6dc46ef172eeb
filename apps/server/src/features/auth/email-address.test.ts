import { AccountEmailSchema, EMAIL_UNCHANGED, PASSWORD_INCORRECT } from '@rootshare/contracts/account';
import { EMAIL_ALREADY_VERIFIED, EMAIL_CHANGE_TAKEN, EMAIL_LINK_EXPIRED, EMAIL_LINK_INVALID } from '@rootshare/contracts/auth';
import { EMAIL_CHANGE_IN_SETTINGS, EMAIL_TAKEN_MESSAGE } from '@rootshare/contracts/profiles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { recipientOf, startMailingApp, type SmtpSink } from '../../../test/smtp-sink';
import { emailConfirmations, users } from '../../db/schema/accounts';
import { EMAIL_LIMITS, maskEmail } from './email-address.service';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, sink, close } = await startMailingApp());
});
afterAll(() => close());

type Member = Awaited<ReturnType<typeof signUpMember>>;

const VERIFY_SUBJECT = 'Confirm your e-mail address for Rootshare';
const CHANGE_SUBJECT = 'Confirm your new e-mail address for Rootshare';
const NOTICE_SUBJECT = 'Your Rootshare e-mail address is being changed';
const LINK = /https:\/\/rootshare\.test\/auth\/verify\?token=([A-Za-z0-9_-]+)/;

const as = (token: string | null) => (token ? bearer(token) : {});
const confirm = (token: string, caller: string | null = null) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email/confirm', payload: { token }, headers: as(caller) });
const resend = (caller: string | null) => t.app.inject({ method: 'POST', url: '/api/auth/email/verification', headers: as(caller) });
const emailStatus = (caller: string | null) => t.app.inject({ method: 'GET', url: '/api/account/email', headers: as(caller) });
const requestChange = (caller: string | null, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/email', payload: { email, password }, headers: as(caller) });
const cancelChange = (caller: string | null) => t.app.inject({ method: 'DELETE', url: '/api/account/email/pending', headers: as(caller) });
const signIn = (login: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: login, password }, remoteAddress: nextIp() });
const ownProfile = (member: Member, token = member.token) =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${member.profile.id}`, headers: bearer(token) });

/** The token of the link in a mail. */
function tokenOf(text: string | undefined): string {
  const token = LINK.exec(text ?? '')?.[1];
  if (!token) throw new Error('no confirmation link in the mail');
  return token;
}

/** The token of the `seen`-th (from 0) mail with that subject to that address, once it arrives. */
const mailedToken = async (email: string, subject: string, seen = 0) => tokenOf((await sink.nextMailTo(email, subject, seen)).text);

let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `new-home-${addressCounter}-${Date.now().toString(36)}@example.org`;
};

describe('confirming the address after sign-up', () => {
  it('mails a new member a link that confirms their address once, and their own answers then say so, as the link does when reopened', async () => {
    const member = await signUpMember(t.app);
    expect(member.user.emailVerified).toBe(false);
    expect(member.profile.email_verified).toBe(false);

    const mail = await sink.nextMailTo(member.user.email, VERIFY_SUBJECT, 0);
    expect(recipientOf(mail)).toBe(member.user.email);
    expect(mail.text).toMatch(LINK);
    expect(mail.text).toContain('48 hours');
    expect(mail.html).toMatch(LINK);

    const confirmed = await confirm(tokenOf(mail.text));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ outcome: 'verified' });
    expect((await ownProfile(member)).json()).toMatchObject({ email_verified: true });
    expect((await signIn(member.user.username, member.password)).json().user).toMatchObject({ emailVerified: true });
    expect((await emailStatus(member.token)).json()).toEqual({ email: member.user.email, verified: true, pending: null });

    const again = await confirm(tokenOf(mail.text));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ outcome: 'already_verified', message: EMAIL_ALREADY_VERIFIED });
  });

  it('keeps only a hash of the token', async () => {
    const member = await signUpMember(t.app);
    const token = await mailedToken(member.user.email, VERIFY_SUBJECT);
    const rows = await t.database.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an unknown link with 400 and an expired one with 410, confirming nothing', async () => {
    const member = await signUpMember(t.app);
    const unknown = await confirm('not-a-token-we-made');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: EMAIL_LINK_INVALID });
    expect((await confirm('')).statusCode).toBe(400);

    const token = await mailedToken(member.user.email, VERIFY_SUBJECT);
    await t.database.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.userId, member.user.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: EMAIL_LINK_EXPIRED });
    expect((await ownProfile(member)).json()).toMatchObject({ email_verified: false });
  });

  it('mails a new link on Resend, and the earlier link stops working', async () => {
    const member = await signUpMember(t.app);
    const first = await mailedToken(member.user.email, VERIFY_SUBJECT, 0);
    const resent = await resend(member.token);
    expect(resent.statusCode).toBe(202);
    expect(resent.json().message).toMatch(/new link/);
    const second = await mailedToken(member.user.email, VERIFY_SUBJECT, 1);
    expect((await confirm(first)).statusCode).toBe(410);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('throttles Resend past three confirmation mails an hour, saying so and when to try again', async () => {
    const member = await signUpMember(t.app);
    const { max } = EMAIL_LIMITS.verificationMailsPerAccount;
    // The sign-up mail is the first of the hour.
    for (let sent = 1; sent < max; sent += 1) expect((await resend(member.token)).statusCode).toBe(202);
    const refused = await resend(member.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/^We send at most 3 confirmation links an hour\. Try again in (a minute|\d+ minutes)\.$/);
    expect(refused.json().details).toMatchObject({ limit: 'We send at most 3 confirmation links an hour.' });
  });

  it('answers Resend with 401 to a visitor and 409 once the address is confirmed', async () => {
    expect((await resend(null)).statusCode).toBe(401);
    const member = await signUpMember(t.app);
    await confirm(await mailedToken(member.user.email, VERIFY_SUBJECT));
    const response = await resend(member.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: EMAIL_ALREADY_VERIFIED });
  });

  it('sends the mail of a job that runs twice only once', async () => {
    const member = await signUpMember(t.app);
    await sink.nextMailTo(member.user.email, VERIFY_SUBJECT, 0);
    expect((await resend(member.token)).statusCode).toBe(202);
    await sink.nextMailTo(member.user.email, VERIFY_SUBJECT, 1);
    const [open] = await t.database.db
      .insert(emailConfirmations)
      .values({ userId: member.user.id, purpose: 'verify', email: member.user.email, expiresAt: new Date(Date.now() + 60_000) })
      .returning({ id: emailConfirmations.id });
    const { emailAddress } = t.services;
    await emailAddress.sendConfirmationMail(open?.id ?? '', 'verify-job-run-twice');
    await emailAddress.sendConfirmationMail(open?.id ?? '', 'verify-job-run-twice');
    expect(sink.mailsTo(member.user.email, VERIFY_SUBJECT)).toHaveLength(3);
  });
});

describe('changing the address', () => {
  it('needs a signed-in member for every address route', async () => {
    expect((await emailStatus(null)).statusCode).toBe(401);
    expect((await requestChange(null, freshAddress(), 'whatever-password')).statusCode).toBe(401);
    expect((await cancelChange(null)).statusCode).toBe(401);
  });

  it('refuses a wrong password with 400, never 401, and asks for no change', async () => {
    const member = await signUpMember(t.app);
    const response = await requestChange(member.token, freshAddress(), 'not my password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PASSWORD_INCORRECT });
    expect((await emailStatus(member.token)).json().pending).toBeNull();
  });

  it('answers an address another account uses as sign-up does (409), and the own address with 400', async () => {
    const [member, other] = [await signUpMember(t.app), await signUpMember(t.app)];
    const taken = await requestChange(member.token, other.user.email.toUpperCase(), member.password);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: EMAIL_TAKEN_MESSAGE });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { username: `copy${Date.now().toString(36)}`, email: other.user.email, password: 'a-long-passphrase' },
      remoteAddress: nextIp(),
    });
    expect(signUp.json()).toEqual(taken.json());
    const same = await requestChange(member.token, member.user.email.toUpperCase(), member.password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ error: EMAIL_UNCHANGED });
    expect(await emailStatus(member.token).then((r) => r.json().pending)).toBeNull();
  });

  it('refuses a malformed address with the sign-up sentence', async () => {
    const member = await signUpMember(t.app);
    const response = await requestChange(member.token, 'not-an-address', member.password);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please enter a valid email address');
  });

  it('mails the new address a link and the old one a notice; the link switches the address, confirms it, ends the other sessions and retires old links', async () => {
    const member = await signUpMember(t.app);
    const verifyToken = await mailedToken(member.user.email, VERIFY_SUBJECT);
    const otherDevice = (await signIn(member.user.username, member.password)).json().token as string;
    const newEmail = freshAddress();

    const asked = await requestChange(member.token, newEmail, member.password);
    expect(asked.statusCode).toBe(202);
    const pending = AccountEmailSchema.parse(asked.json());
    expect(pending).toMatchObject({ email: member.user.email, verified: false, pending: { email: newEmail } });
    expect(new Date(pending.pending?.expires_at ?? '').getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect((await emailStatus(member.token)).json()).toEqual(pending);

    const link = await sink.nextMailTo(newEmail, CHANGE_SUBJECT, 0);
    expect(link.text).toMatch(LINK);
    expect(link.text).toContain(member.user.username);
    expect(link.text).toContain('24 hours');
    const notice = await sink.nextMailTo(member.user.email, NOTICE_SUBJECT, 0);
    expect(notice.text).toContain(maskEmail(newEmail));
    expect(notice.text).not.toContain(newEmail);
    expect(notice.html).not.toContain(newEmail);
    expect(notice.text).toContain('https://rootshare.test/settings');
    expect(notice.text).not.toMatch(LINK);

    // A password-reset link mailed to the old address before the change.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/request',
          payload: { email: member.user.email },
          remoteAddress: nextIp(),
        })
      ).statusCode,
    ).toBe(202);
    const resetMail = await sink.nextMailTo(member.user.email, 'Reset your Rootshare password', 0);
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(resetMail.text ?? '')?.[1] ?? '';

    const confirmed = await confirm(tokenOf(link.text));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ outcome: 'changed' });
    expect((await emailStatus(member.token)).json()).toEqual({ email: newEmail, verified: true, pending: null });
    expect((await ownProfile(member)).json()).toMatchObject({ email: newEmail, email_verified: true });
    expect((await ownProfile(member, otherDevice)).statusCode).toBe(401);

    const byNewAddress = await signIn(newEmail.toUpperCase(), member.password);
    expect(byNewAddress.statusCode).toBe(200);
    expect(byNewAddress.json().user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(member.user.email, member.password)).statusCode).toBe(401);

    expect((await confirm(tokenOf(link.text))).statusCode).toBe(410);
    expect((await confirm(verifyToken)).statusCode).toBe(410);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { token: resetToken, password: 'an old inbox passphrase' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('shows a waiting change to its member only, and cancels it so that its link stops working', async () => {
    const [member, other] = [await signUpMember(t.app), await signUpMember(t.app)];
    const newEmail = freshAddress();
    expect((await requestChange(member.token, newEmail, member.password)).statusCode).toBe(202);
    const token = await mailedToken(newEmail, CHANGE_SUBJECT);
    expect(JSON.stringify((await emailStatus(other.token)).json())).not.toContain(newEmail);
    expect(JSON.stringify((await cancelChange(other.token)).json())).not.toContain(newEmail);

    const cancelled = await cancelChange(member.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ email: member.user.email, verified: false, pending: null });
    expect((await confirm(token)).statusCode).toBe(410);
    expect((await emailStatus(member.token)).json().email).toBe(member.user.email);
  });

  it('lets a newer change replace a waiting one: only the newest link works', async () => {
    const member = await signUpMember(t.app);
    const [first, second] = [freshAddress(), freshAddress()];
    await requestChange(member.token, first, member.password);
    const firstToken = await mailedToken(first, CHANGE_SUBJECT);
    await requestChange(member.token, second, member.password);
    const secondToken = await mailedToken(second, CHANGE_SUBJECT);
    expect((await emailStatus(member.token)).json().pending).toMatchObject({ email: second });
    expect((await confirm(firstToken)).statusCode).toBe(410);
    expect((await confirm(secondToken)).statusCode).toBe(200);
    expect((await emailStatus(member.token)).json().email).toBe(second);
  });

  it('changes only the account the link was made for, even when another member opens it', async () => {
    const [owner, other] = [await signUpMember(t.app), await signUpMember(t.app)];
    const newEmail = freshAddress();
    await requestChange(owner.token, newEmail, owner.password);
    const token = await mailedToken(newEmail, CHANGE_SUBJECT);

    expect((await confirm(token, other.token)).statusCode).toBe(200);
    expect((await emailStatus(other.token)).json()).toMatchObject({ email: other.user.email, pending: null });
    expect((await ownProfile(other)).statusCode).toBe(200);
    expect((await emailStatus(owner.token)).json()).toMatchObject({ email: newEmail, verified: true });
  });

  it('refuses the change with 409 when another account took the address meanwhile, keeping the old one', async () => {
    const member = await signUpMember(t.app);
    const newEmail = freshAddress();
    await requestChange(member.token, newEmail, member.password);
    const token = await mailedToken(newEmail, CHANGE_SUBJECT);
    await signUpMember(t.app, { email: newEmail.toUpperCase() });

    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: EMAIL_CHANGE_TAKEN });
    expect((await emailStatus(member.token)).json()).toEqual({ email: member.user.email, verified: false, pending: null });
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, member.user.id));
    expect(row?.email).toBe(member.user.email);
  });

  it('throttles change requests past five an hour with 429', async () => {
    const member = await signUpMember(t.app);
    const { max } = EMAIL_LIMITS.changesPerAccount;
    for (let i = 0; i < max; i += 1) expect((await requestChange(member.token, freshAddress(), member.password)).statusCode).toBe(202);
    const refused = await requestChange(member.token, freshAddress(), member.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^You can ask to change your e-mail address 5 times an hour\. Try again in/);
  });

  it('counts asking for an address another account uses against the same hourly limit, so addresses cannot be probed past it', async () => {
    const member = await signUpMember(t.app);
    const others = await Promise.all(Array.from({ length: EMAIL_LIMITS.changesPerAccount.max + 1 }, () => signUpMember(t.app)));
    const answers = [];
    for (const other of others) answers.push((await requestChange(member.token, other.user.email, member.password)).statusCode);
    expect(answers.slice(0, -1).every((status) => status === 409)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('sends both mails of a change job that runs twice only once each', async () => {
    const member = await signUpMember(t.app);
    const newEmail = freshAddress();
    const [open] = await t.database.db
      .insert(emailConfirmations)
      .values({ userId: member.user.id, purpose: 'change', email: newEmail, expiresAt: new Date(Date.now() + 60_000) })
      .returning({ id: emailConfirmations.id });
    const { emailAddress } = t.services;
    await emailAddress.sendConfirmationMail(open?.id ?? '', 'change-job-run-twice');
    await emailAddress.sendConfirmationMail(open?.id ?? '', 'change-job-run-twice');
    expect(sink.mailsTo(newEmail, CHANGE_SUBJECT)).toHaveLength(1);
    expect(sink.mailsTo(member.user.email, NOTICE_SUBJECT)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(emailConfirmations)
      .where(and(eq(emailConfirmations.userId, member.user.id), eq(emailConfirmations.purpose, 'change')));
    expect(rows).toHaveLength(1);
  });

  it('refuses a different address in a profile update, and takes the same one in any letter case', async () => {
    const member = await signUpMember(t.app);
    const put = (email: string) =>
      t.app.inject({ method: 'PUT', url: `/api/profiles/${member.profile.id}`, headers: bearer(member.token), payload: { email } });
    const refused = await put(freshAddress());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: EMAIL_CHANGE_IN_SETTINGS });
    const same = await put(member.user.email.toUpperCase());
    expect(same.statusCode).toBe(200);
    expect(same.json().email).toBe(member.user.email);
  });
});
