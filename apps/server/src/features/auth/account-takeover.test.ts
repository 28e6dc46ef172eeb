import { AccountSessionListSchema } from '@rootshare/contracts/account';
import { EMAIL_CHANGE_VOID, PASSWORD_RESET_INVALID } from '@rootshare/contracts/auth';
import { CalendarFeedCreatedSchema } from '@rootshare/contracts/meets';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { recipientOf, startMailingApp, type SmtpSink } from '../../../test/smtp-sink';
import { rateLimitCounters } from '../../db/schema/rate-limits';
import { changeAdminRole } from '../admin/admin-command';

// Attacks on an account from a session that knows its password, and on its mailed links
// (docs/security.md S79, S81-S86).

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let admin: Member;
beforeAll(async () => {
  ({ t, sink, close } = await startMailingApp());
  admin = await signUpMember(t.app);
  await changeAdminRole(t.database.db, admin.user.username, true);
});
afterAll(() => close());

type Member = Awaited<ReturnType<typeof signUpMember>>;

const CHANGE_SUBJECT = 'Confirm your new e-mail address for Rootshare';
const RESET_SUBJECT = 'Reset your Rootshare password';
const CHANGED_SUBJECT = 'Your Rootshare password was changed';
const SITE = 'https://rootshare.test';

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
const signIn = async (login: string, password: string) => call('POST', '/api/auth/signin', null, { username: login, password });
const confirm = (token: string) => call('POST', '/api/auth/email/confirm', null, { token });
const requestChange = (token: string, email: string, password: string) => call('POST', '/api/account/email', token, { email, password });
const requestReset = (email: string) => call('POST', '/api/auth/password-reset/request', null, { email });
const reset = (token: string, password: string) => call('POST', '/api/auth/password-reset', null, { token, password });
const changePassword = (member: Member, newPassword: string, token = member.token) =>
  call('POST', '/api/account/password', token, { current_password: member.password, new_password: newPassword });
const ownEmail = async (token: string) => (await call('GET', '/api/account/email', token)).json();
const suspend = (member: Member, suspended = true) =>
  call('PUT', `/api/admin/members/${member.profile.id}/suspension`, admin.token, { suspended });

const tokenIn = (text: string | undefined, path: string) => {
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link in the mail`);
  return token;
};
const changeToken = async (email: string) => tokenIn((await sink.nextMailTo(email, CHANGE_SUBJECT, 0)).text, '/auth/verify');
const resetToken = async (email: string, seen = 0) => {
  expect((await requestReset(email)).statusCode).toBe(202);
  return tokenIn((await sink.nextMailTo(email, RESET_SUBJECT, seen)).text, '/auth/reset');
};

let addresses = 0;
const attackerAddress = () => `attacker-${++addresses}-${Date.now().toString(36)}@example.org`;

/** A member and a second session of theirs (the one a thief holds), which asks to move the address to the thief's inbox. */
async function changeAskedByThief() {
  const owner = await signUpMember(t.app);
  const thief = (await signIn(owner.user.username, owner.password)).json().token as string;
  const stolenAddress = attackerAddress();
  expect((await requestChange(thief, stolenAddress, owner.password)).statusCode).toBe(202);
  return { owner, thief, stolenAddress, link: await changeToken(stolenAddress) };
}

/** Whether the account still has its own address and the owner's session still works after the link was tried. */
async function expectAccountKept(owner: Member, ownerToken = owner.token) {
  const status = await call('GET', '/api/account/email', ownerToken);
  expect(status.statusCode).toBe(200);
  expect(status.json()).toMatchObject({ email: owner.user.email, pending: null });
}

describe('a waiting change of address and the session that asked for it', () => {
  it('is void once the owner changes the password: the link answers 410, the address and the owner stay', async () => {
    const { owner, thief, stolenAddress, link } = await changeAskedByThief();
    expect((await changePassword(owner, 'a new and private passphrase')).statusCode).toBe(200);

    const opened = await confirm(link);
    expect(opened.statusCode).toBe(410);
    expect(opened.json().error).toBe(EMAIL_CHANGE_VOID);
    await expectAccountKept(owner);
    expect((await call('GET', '/api/account/email', thief)).statusCode).toBe(401);
    expect((await signIn(stolenAddress, 'a new and private passphrase')).statusCode).toBe(401);
  });

  it('is void once the session that asked is signed out from Settings, or signs itself out', async () => {
    const ended = await changeAskedByThief();
    const sessions = AccountSessionListSchema.parse((await call('GET', '/api/account/sessions', ended.owner.token)).json()).sessions;
    const thiefSession = sessions.find((session) => !session.current);
    expect((await call('DELETE', `/api/account/sessions/${thiefSession?.id}`, ended.owner.token)).statusCode).toBe(204);
    expect((await ownEmail(ended.owner.token)).pending).toBeNull();
    expect((await confirm(ended.link)).statusCode).toBe(410);
    await expectAccountKept(ended.owner);

    const signedOut = await changeAskedByThief();
    expect((await call('POST', '/api/auth/signout', signedOut.thief)).statusCode).toBe(200);
    expect((await confirm(signedOut.link)).json().error).toBe(EMAIL_CHANGE_VOID);
    await expectAccountKept(signedOut.owner);
  });

  it('lets the old address reset the password while the change waits, and the reset voids the change', async () => {
    const { owner, link } = await changeAskedByThief();
    expect((await ownEmail(owner.token)).pending).not.toBeNull();
    const token = await resetToken(owner.user.email);
    expect((await reset(token, 'taken back with a passphrase')).statusCode).toBe(200);

    expect((await confirm(link)).statusCode).toBe(410);
    const signedIn = await signIn(owner.user.email, 'taken back with a passphrase');
    expect(signedIn.statusCode).toBe(200);
    await expectAccountKept(owner, signedIn.json().token as string);
  });

  it('still changes the address when its own session is live', async () => {
    const owner = await signUpMember(t.app);
    const newAddress = attackerAddress();
    await requestChange(owner.token, newAddress, owner.password);
    expect((await confirm(await changeToken(newAddress))).json()).toMatchObject({ outcome: 'changed' });
    expect((await ownEmail(owner.token)).email).toBe(newAddress);
  });
});

describe('the calendar feed after a password change or a suspension', () => {
  async function feedOf(member: Member) {
    const created = CalendarFeedCreatedSchema.parse((await call('POST', '/api/calendar-feed', member.token)).json());
    const path = created.url.slice(SITE.length);
    expect((await call('GET', path, null)).statusCode).toBe(200);
    return path;
  }

  it('stops answering at its old address once the password is changed or reset, and a new address works', async () => {
    const member = await signUpMember(t.app);
    const madeByThief = await feedOf(member);
    expect((await changePassword(member, 'a new and private passphrase')).statusCode).toBe(200);
    expect((await call('GET', madeByThief, null)).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar-feed', member.token)).json()).toMatchObject({ active: false });
    expect((await call('GET', await feedOf(member), null)).statusCode).toBe(200);

    const again = await feedOf(member);
    expect((await reset(await resetToken(member.user.email), 'reset with another passphrase')).statusCode).toBe(200);
    expect((await call('GET', again, null)).statusCode).toBe(404);
  });

  it('answers 404 while its member is suspended', async () => {
    const member = await signUpMember(t.app);
    const path = await feedOf(member);
    expect((await suspend(member)).statusCode).toBe(200);
    expect((await call('GET', path, null)).statusCode).toBe(404);
  });
});

describe('forgot password for known and unknown addresses', () => {
  /** The reset jobs queued for an address: waiting, done, or archived by the queue's upkeep. */
  const resetJobsFor = async (email: string) =>
    (
      await t.database.executeSql(
        `select id from pgboss.job where name = 'password-reset-mail' and data->>'email' = $1
         union all select id from pgboss.archive where name = 'password-reset-mail' and data->>'email' = $1`,
        [email.toLowerCase()],
      )
    ).rows.length;
  /** Counters the request touched for an address. */
  const countersFor = async (email: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, `%${email.toLowerCase()}%`))
    )[0]?.n;

  it('counts and queues the same job for an address no account uses as for a member’s, and mails only the member', async () => {
    const member = await signUpMember(t.app);
    const unknown = `nobody-${Date.now().toString(36)}@example.test`;
    const [known, stranger] = [await requestReset(member.user.email), await requestReset(unknown)];
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.json()).toEqual(known.json());
    expect(await resetJobsFor(member.user.email)).toBe(1);
    expect(await resetJobsFor(unknown)).toBe(1);
    expect(await countersFor(unknown)).toBe(await countersFor(member.user.email));

    await sink.nextMailTo(member.user.email, RESET_SUBJECT, 0);
    expect(sink.messages.some((mail) => recipientOf(mail).includes(unknown))).toBe(false);
  });
});

describe('one password rule for sign-up, change and reset', () => {
  it('refuses a password made from the username on each of the three paths', async () => {
    const username = `fernlover${Date.now().toString(36)}`;
    const signUp = await call('POST', '/api/auth/signup', null, { username, email: `${username}@example.test`, password: `${username}!` });
    expect(signUp.statusCode).toBe(400);

    const member = await signUpMember(t.app);
    const fromName = `${member.user.username}!`;
    const change = await changePassword(member, fromName);
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toMatch(/too easy to guess/);

    const token = await resetToken(member.user.email);
    const refused = await reset(token, fromName);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/too easy to guess/);
    expect((await signIn(member.user.username, fromName)).statusCode).toBe(401);
    expect((await reset(token, 'a sturdier passphrase')).statusCode).toBe(200);
  });
});

describe('reset links and suspension', () => {
  it('voids a reset link made before the member was suspended, also after the suspension is lifted', async () => {
    const member = await signUpMember(t.app);
    const token = await resetToken(member.user.email);
    expect((await suspend(member)).statusCode).toBe(200);
    const refused = await reset(token, 'a suspended passphrase');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(PASSWORD_RESET_INVALID);
    expect((await suspend(member, false)).statusCode).toBe(200);
    expect((await reset(token, 'a suspended passphrase')).statusCode).toBe(400);
    expect((await signIn(member.user.username, member.password)).statusCode).toBe(200);
  });
});

describe('the mail telling a member their password changed', () => {
  it('is sent after a change and after a reset, with a link to take the account back', async () => {
    const member = await signUpMember(t.app);
    expect((await changePassword(member, 'a new and private passphrase')).statusCode).toBe(200);
    const changed = await sink.nextMailTo(member.user.email, CHANGED_SUBJECT, 0);
    expect(recipientOf(changed)).toBe(member.user.email);
    expect(changed.text).toContain(`${SITE}/auth/forgot`);
    expect(changed.html).toContain(`${SITE}/auth/forgot`);
    expect(changed.text).not.toContain('a new and private passphrase');

    expect((await reset(await resetToken(member.user.email), 'reset with another passphrase')).statusCode).toBe(200);
    expect((await sink.nextMailTo(member.user.email, CHANGED_SUBJECT, 1)).text).toContain(`${SITE}/auth/forgot`);
  });
});
