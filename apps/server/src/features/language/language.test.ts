import { LANGUAGE_INVALID, type AuthResponse } from '@rootshare/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { recipientOf, startMailingApp, type SmtpSink } from '../../../test/smtp-sink';
import { users } from '../../db/schema/accounts';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, sink, close } = await startMailingApp());
});
afterAll(() => close());

let counter = 0;
/** Signs up a member with the page's language and the browser's Accept-Language, when given. */
async function signUp(language?: string, acceptLanguage?: string): Promise<AuthResponse> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { username: `polyglot${suffix}`, email: `polyglot${suffix}@example.test`, password: 'correct horse battery', language },
    remoteAddress: nextIp(),
    ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const read = (token: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/account/language', ...(token ? { headers: bearer(token) } : {}) });
const write = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/account/language', payload, ...(token ? { headers: bearer(token) } : {}) });

describe("the member's language", () => {
  it('keeps the language the visitor was reading when they registered, else the one their browser asks for', async () => {
    expect((await read((await signUp('es-US', 'fr-CA')).token)).json()).toEqual({ language: 'es-US' });
    expect((await read((await signUp(undefined, 'fr-FR,fr;q=0.9,en;q=0.5')).token)).json()).toEqual({ language: 'fr-CA' });
    expect((await read((await signUp(undefined, 'de-DE')).token)).json()).toEqual({ language: 'en' });
  });

  it('stores a new choice with the member, and refuses an unknown language or extra fields with 400', async () => {
    const member = await signUpMember(t.app);
    const saved = await write(member.token, { language: 'fr-CA' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect((await read(member.token)).json()).toEqual({ language: 'fr-CA' });
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, member.user.id));
    expect(row?.language).toBe('fr-CA');

    for (const payload of [{ language: 'klingon' }, {}, { language: 'en', user_id: member.user.id }]) {
      expect((await write(member.token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await write(member.token, { language: 'klingon' })).json().error).toContain(LANGUAGE_INVALID);
    expect((await read(member.token)).json()).toEqual({ language: 'fr-CA' });
  });

  it("asks for sign-in, and another member's choice changes only their own language", async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await write(null, { language: 'en' })).statusCode).toBe(401);
    const owner = await signUp('fr-CA');
    const other = await signUpMember(t.app);
    expect((await write(other.token, { language: 'es-US' })).statusCode).toBe(200);
    expect((await read(owner.token)).json()).toEqual({ language: 'fr-CA' });
  });
});

describe('mail in the member’s language', () => {
  const confirmations = {
    en: { subject: 'Confirm your e-mail address for Rootshare', words: 'Confirm my address', around: 'Or open this link:' },
    'fr-CA': { subject: 'Confirmez votre adresse courriel pour Rootshare', words: 'Confirmer mon adresse', around: 'Ou ouvrez ce lien :' },
    'es-US': { subject: 'Confirma tu correo electrónico en Rootshare', words: 'Confirmar mi correo', around: 'O abre este enlace:' },
  } as const;
  const resets = {
    en: { subject: 'Reset your Rootshare password', words: 'Choose a new password' },
    'fr-CA': { subject: 'Réinitialisez votre mot de passe Rootshare', words: 'Choisir un nouveau mot de passe' },
    'es-US': { subject: 'Restablece tu contraseña de Rootshare', words: 'Elegir una nueva contraseña' },
  } as const;

  it.each(Object.entries(confirmations))(
    'mails a member who registered in %s the confirmation of their address in it, down to the words around it',
    async (language, mail) => {
      const member = await signUp(language);
      const received = await sink.nextMailTo(member.user.email, mail.subject, 0);
      expect(recipientOf(received)).toBe(member.user.email);
      expect(received.text).toContain(`${mail.words}: https://rootshare.test/auth/verify?token=`);
      expect(received.html).toContain(mail.words);
      expect(received.html).toContain(mail.around);
      expect(received.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    },
  );

  it.each(Object.entries(resets))('mails a member who reads %s their password-reset link in it', async (language, mail) => {
    const member = await signUpMember(t.app);
    expect((await write(member.token, { language })).statusCode).toBe(200);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: member.user.email },
      remoteAddress: nextIp(),
    });
    expect(asked.statusCode).toBe(202);
    const received = await sink.nextMailTo(member.user.email, mail.subject, 0);
    expect(received.text).toContain(`${mail.words}: https://rootshare.test/auth/reset?token=`);
  });

  const accountMails = {
    'fr-CA': {
      change: { subject: 'Confirmez votre nouvelle adresse courriel pour Rootshare', words: 'Utiliser cette adresse' },
      notice: { subject: 'L’adresse courriel de votre compte Rootshare est en voie de changer', words: 'Ouvrir les Paramètres' },
      changed: { subject: 'Le mot de passe de votre compte Rootshare a changé', words: 'Sécuriser mon compte' },
    },
    'es-US': {
      change: { subject: 'Confirma tu nuevo correo electrónico en Rootshare', words: 'Usar este correo' },
      notice: { subject: 'El correo de tu cuenta de Rootshare está por cambiar', words: 'Abrir Configuración' },
      changed: { subject: 'Se cambió la contraseña de tu cuenta de Rootshare', words: 'Proteger mi cuenta' },
    },
  } as const;

  it.each(Object.entries(accountMails))(
    'mails a member who reads %s the change of their address, to both addresses, and the change of their password in it',
    async (language, mails) => {
      const member = await signUp(language);
      const newAddress = `moved.${member.user.email}`;
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/account/email',
        payload: { email: newAddress, password: 'correct horse battery' },
        headers: bearer(member.token),
      });
      expect(asked.statusCode, asked.body).toBe(202);
      const change = await sink.nextMailTo(newAddress, mails.change.subject, 0);
      expect(change.text).toContain(`${mails.change.words}: https://rootshare.test/auth/verify?token=`);
      const notice = await sink.nextMailTo(member.user.email, mails.notice.subject, 0);
      expect(notice.text).toContain(`${mails.notice.words}: https://rootshare.test/settings`);
      expect(notice.text).not.toContain(newAddress);

      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        payload: { current_password: 'correct horse battery', new_password: 'a brand new garden passphrase' },
        headers: bearer(member.token),
      });
      expect(changed.statusCode, changed.body).toBeLessThan(300);
      const told = await sink.nextMailTo(member.user.email, mails.changed.subject, 0);
      expect(told.text).toContain(`${mails.changed.words}: https://rootshare.test/auth/forgot`);
      expect(told.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    },
  );
});
