import { FALLBACK_LANGUAGE, type Language } from '@rootshare/contracts/languages';
import { EMAIL_VERIFICATION_HOURS } from '@rootshare/contracts/limits';
import type { MailContent } from '../../platform/mail-template';

/** A mail's words, without its recipient. */
type MailWords = Omit<MailContent, 'to'>;

/**
 * The mails that confirm a new member's address and reset a password, in each language Rootshare
 * speaks (docs/decisions/0061-languages-with-formatjs.md): a missing language fails the typecheck.
 */
const AUTH_MAILS: Readonly<
  Record<Language, { verification(username: string, url: string): MailWords; passwordReset(username: string, url: string): MailWords }>
> = {
  en: {
    verification: (username, url) => ({
      subject: 'Confirm your e-mail address for Rootshare',
      preview: 'One click confirms the address of your Rootshare account.',
      heading: `Hello ${username},`,
      paragraphs: [
        'Welcome to Rootshare! Please confirm that this is your e-mail address, so that we can reach you about your swaps and help you back into your account if you forget your password.',
      ],
      action: { label: 'Confirm my address', url },
      footnote: `The link works once, for ${EMAIL_VERIFICATION_HOURS} hours. If you did not sign up for Rootshare, ignore this mail.`,
    }),
    passwordReset: (username, url) => ({
      subject: 'Reset your Rootshare password',
      preview: 'Choose a new password for your Rootshare account.',
      heading: `Hello ${username},`,
      paragraphs: [
        'Someone, hopefully you, asked to reset the password of your Rootshare account. Choose a new one with the button below.',
      ],
      action: { label: 'Choose a new password', url },
      footnote: 'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    }),
  },
  'fr-CA': {
    verification: (username, url) => ({
      subject: 'Confirmez votre adresse courriel pour Rootshare',
      preview: 'Un clic suffit pour confirmer l’adresse de votre compte Rootshare.',
      heading: `Bonjour ${username},`,
      paragraphs: [
        'Bienvenue sur Rootshare! Confirmez que cette adresse courriel est bien la vôtre : nous pourrons ainsi vous écrire au sujet de vos échanges et vous aider à retrouver votre compte si vous oubliez votre mot de passe.',
      ],
      action: { label: 'Confirmer mon adresse', url },
      footnote: `Le lien fonctionne une seule fois, pendant ${EMAIL_VERIFICATION_HOURS} heures. Si vous ne vous êtes pas inscrit à Rootshare, ignorez ce courriel.`,
    }),
    passwordReset: (username, url) => ({
      subject: 'Réinitialisez votre mot de passe Rootshare',
      preview: 'Choisissez un nouveau mot de passe pour votre compte Rootshare.',
      heading: `Bonjour ${username},`,
      paragraphs: [
        'Quelqu’un, sans doute vous, a demandé à réinitialiser le mot de passe de votre compte Rootshare. Choisissez-en un nouveau avec le bouton ci-dessous.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', url },
      footnote:
        'Le lien fonctionne une seule fois, pendant une heure. Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.',
    }),
  },
  'es-US': {
    verification: (username, url) => ({
      subject: 'Confirma tu correo electrónico en Rootshare',
      preview: 'Con un clic confirmas el correo de tu cuenta de Rootshare.',
      heading: `Hola, ${username}:`,
      paragraphs: [
        '¡Te damos la bienvenida a Rootshare! Confirma que este es tu correo electrónico para que podamos escribirte sobre tus intercambios y ayudarte a entrar de nuevo si olvidas tu contraseña.',
      ],
      action: { label: 'Confirmar mi correo', url },
      footnote: `El enlace funciona una sola vez, durante ${EMAIL_VERIFICATION_HOURS} horas. Si no te registraste en Rootshare, ignora este mensaje.`,
    }),
    passwordReset: (username, url) => ({
      subject: 'Restablece tu contraseña de Rootshare',
      preview: 'Elige una nueva contraseña para tu cuenta de Rootshare.',
      heading: `Hola, ${username}:`,
      paragraphs: [
        'Alguien, seguramente tú, pidió restablecer la contraseña de tu cuenta de Rootshare. Elige una nueva con el botón de abajo.',
      ],
      action: { label: 'Elegir una nueva contraseña', url },
      footnote: 'El enlace funciona una sola vez, durante una hora. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
    }),
  },
};

/** The mail that confirms a new member's address, in their language (English for a member without one). */
export const verificationMail = (to: string, username: string, url: string, language: Language | null): MailContent => ({
  to,
  language,
  ...AUTH_MAILS[language ?? FALLBACK_LANGUAGE].verification(username, url),
});

/** The mail with a password-reset link, in the member's language (English for a member without one). */
export const passwordResetMail = (to: string, username: string, url: string, language: Language | null): MailContent => ({
  to,
  language,
  ...AUTH_MAILS[language ?? FALLBACK_LANGUAGE].passwordReset(username, url),
});
