import { FALLBACK_LANGUAGE, type Language } from '@rootshare/contracts/languages';
import { EMAIL_CHANGE_HOURS, EMAIL_VERIFICATION_HOURS } from '@rootshare/contracts/limits';
import type { MailContent } from '../../platform/mail-template';

/** A mail's words, without its recipient. */
type MailWords = Omit<MailContent, 'to'>;

/** The account's mails, each given the member's username and the link it carries. */
interface AuthMails {
  verification(username: string, url: string): MailWords;
  passwordReset(username: string, url: string): MailWords;
  /** To the new address: the link that makes it the account's. */
  addressChange(username: string, url: string): MailWords;
  /** To the old address: a change to `maskedNew` waits for its link; `settingsUrl` cancels it. */
  addressChangeNotice(username: string, maskedNew: string, settingsUrl: string): MailWords;
  /** After a password change: `forgotUrl` takes the account back if it was not the member. */
  passwordChanged(username: string, forgotUrl: string): MailWords;
}

/**
 * The mails that confirm an address, reset or report a password and change the address, in each
 * language Rootshare speaks (docs/decisions/0061-languages-with-formatjs.md): a missing language
 * or mail fails the typecheck.
 */
const AUTH_MAILS: Readonly<Record<Language, AuthMails>> = {
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
    addressChange: (username, url) => ({
      subject: 'Confirm your new e-mail address for Rootshare',
      preview: 'Open the link to use this address for your Rootshare account.',
      heading: `Hello ${username},`,
      paragraphs: [
        `You asked to use this address for your Rootshare account ${username}. Open the link below to make the change; until then your account keeps its current address.`,
      ],
      action: { label: 'Use this address', url },
      footnote: `The link works once, for ${EMAIL_CHANGE_HOURS} hours. If you did not ask for this, ignore this mail: nothing changes without the link.`,
    }),
    addressChangeNotice: (username, maskedNew, settingsUrl) => ({
      subject: 'Your Rootshare e-mail address is being changed',
      preview: `A change of address to ${maskedNew} is waiting for confirmation.`,
      heading: `Hello ${username},`,
      paragraphs: [
        `Someone signed in to your Rootshare account asked to change its e-mail address to ${maskedNew}. The change happens only when the link we sent to that address is opened.`,
        "If that was you, there is nothing to do. If it wasn't, change your password now and cancel the change in Settings: a new password signs out every other device.",
      ],
      action: { label: 'Open Settings', url: settingsUrl },
      footnote: 'Only part of the new address is shown here, so that this mail does not give it to anyone else who reads this inbox.',
    }),
    passwordChanged: (username, forgotUrl) => ({
      subject: 'Your Rootshare password was changed',
      preview: 'The password of your Rootshare account was just changed.',
      heading: `Hello ${username},`,
      paragraphs: [
        'The password of your Rootshare account was just changed, and every other device that was signed in has been signed out.',
        "If that was you, there is nothing to do. If it wasn't, choose a new password now with the button below: a reset signs out every device, including whoever changed it.",
      ],
      action: { label: 'Secure my account', url: forgotUrl },
      footnote: 'We send this mail whenever the password changes, so that you always hear of it.',
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
    addressChange: (username, url) => ({
      subject: 'Confirmez votre nouvelle adresse courriel pour Rootshare',
      preview: 'Ouvrez le lien pour utiliser cette adresse avec votre compte Rootshare.',
      heading: `Bonjour ${username},`,
      paragraphs: [
        `Vous avez demandé à utiliser cette adresse pour votre compte Rootshare ${username}. Ouvrez le lien ci-dessous pour faire le changement; d’ici là, votre compte garde son adresse actuelle.`,
      ],
      action: { label: 'Utiliser cette adresse', url },
      footnote: `Le lien fonctionne une seule fois, pendant ${EMAIL_CHANGE_HOURS} heures. Si vous n’avez rien demandé, ignorez ce courriel : rien ne change sans le lien.`,
    }),
    addressChangeNotice: (username, maskedNew, settingsUrl) => ({
      subject: 'L’adresse courriel de votre compte Rootshare est en voie de changer',
      preview: `Un changement d’adresse vers ${maskedNew} attend d’être confirmé.`,
      heading: `Bonjour ${username},`,
      paragraphs: [
        `Une personne connectée à votre compte Rootshare a demandé de remplacer son adresse courriel par ${maskedNew}. Le changement ne se fera que si le lien envoyé à cette adresse est ouvert.`,
        'Si c’était vous, vous n’avez rien à faire. Sinon, changez votre mot de passe dès maintenant et annulez le changement dans les Paramètres : un nouveau mot de passe déconnecte tous les autres appareils.',
      ],
      action: { label: 'Ouvrir les Paramètres', url: settingsUrl },
      footnote:
        'Seule une partie de la nouvelle adresse figure ici, pour que ce courriel ne la révèle pas à quelqu’un d’autre qui lirait cette boîte.',
    }),
    passwordChanged: (username, forgotUrl) => ({
      subject: 'Le mot de passe de votre compte Rootshare a changé',
      preview: 'Le mot de passe de votre compte Rootshare vient d’être changé.',
      heading: `Bonjour ${username},`,
      paragraphs: [
        'Le mot de passe de votre compte Rootshare vient d’être changé, et tous les autres appareils connectés ont été déconnectés.',
        'Si c’était vous, vous n’avez rien à faire. Sinon, choisissez dès maintenant un nouveau mot de passe avec le bouton ci-dessous : une réinitialisation déconnecte tous les appareils, y compris celui de la personne qui l’a changé.',
      ],
      action: { label: 'Sécuriser mon compte', url: forgotUrl },
      footnote: 'Nous envoyons ce courriel chaque fois que le mot de passe change, pour que vous en soyez toujours informé.',
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
    addressChange: (username, url) => ({
      subject: 'Confirma tu nuevo correo electrónico en Rootshare',
      preview: 'Abre el enlace para usar este correo en tu cuenta de Rootshare.',
      heading: `Hola, ${username}:`,
      paragraphs: [
        `Pediste usar este correo en tu cuenta de Rootshare ${username}. Abre el enlace de abajo para hacer el cambio; mientras tanto, tu cuenta conserva su correo actual.`,
      ],
      action: { label: 'Usar este correo', url },
      footnote: `El enlace funciona una sola vez, durante ${EMAIL_CHANGE_HOURS} horas. Si no lo pediste, ignora este mensaje: nada cambia sin el enlace.`,
    }),
    addressChangeNotice: (username, maskedNew, settingsUrl) => ({
      subject: 'El correo de tu cuenta de Rootshare está por cambiar',
      preview: `Un cambio de correo a ${maskedNew} está esperando confirmación.`,
      heading: `Hola, ${username}:`,
      paragraphs: [
        `Alguien con sesión iniciada en tu cuenta de Rootshare pidió cambiar su correo a ${maskedNew}. El cambio solo ocurre si se abre el enlace que enviamos a ese correo.`,
        'Si fuiste tú, no tienes que hacer nada. Si no, cambia tu contraseña ahora y cancela el cambio en Configuración: una nueva contraseña cierra la sesión en todos los demás dispositivos.',
      ],
      action: { label: 'Abrir Configuración', url: settingsUrl },
      footnote: 'Aquí solo se muestra parte del nuevo correo, para que este mensaje no se lo revele a nadie más que lea esta bandeja.',
    }),
    passwordChanged: (username, forgotUrl) => ({
      subject: 'Se cambió la contraseña de tu cuenta de Rootshare',
      preview: 'La contraseña de tu cuenta de Rootshare acaba de cambiar.',
      heading: `Hola, ${username}:`,
      paragraphs: [
        'La contraseña de tu cuenta de Rootshare acaba de cambiar, y se cerró la sesión en todos los demás dispositivos.',
        'Si fuiste tú, no tienes que hacer nada. Si no, elige una nueva contraseña ahora con el botón de abajo: un restablecimiento cierra la sesión en todos los dispositivos, incluido el de quien la cambió.',
      ],
      action: { label: 'Proteger mi cuenta', url: forgotUrl },
      footnote: 'Te enviamos este mensaje cada vez que cambia la contraseña, para que siempre te enteres.',
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

/** The link that makes a new address the account's, to that address, in the member's language. */
export const addressChangeMail = (to: string, username: string, url: string, language: Language | null): MailContent => ({
  to,
  language,
  ...AUTH_MAILS[language ?? FALLBACK_LANGUAGE].addressChange(username, url),
});

/** The notice to the account's old address that a change waits for its link, in the member's language. */
export const addressChangeNoticeMail = (
  to: string,
  username: string,
  maskedNew: string,
  settingsUrl: string,
  language: Language | null,
): MailContent => ({ to, language, ...AUTH_MAILS[language ?? FALLBACK_LANGUAGE].addressChangeNotice(username, maskedNew, settingsUrl) });

/** The notice that the password changed, with the way back in, in the member's language. */
export const passwordChangedMail = (to: string, username: string, forgotUrl: string, language: Language | null): MailContent => ({
  to,
  language,
  ...AUTH_MAILS[language ?? FALLBACK_LANGUAGE].passwordChanged(username, forgotUrl),
});
