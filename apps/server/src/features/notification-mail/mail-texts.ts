import { listFormat, numberFormat, pluralRules } from '@rootshare/contracts/intl';
import type { Language } from '@rootshare/contracts/languages';
import { UNSUBSCRIBE_TOPIC_LABELS, type UnsubscribeTopic } from '@rootshare/contracts/notification-settings';

/** A count's words as the language says them: French counts 0 and 1 as one, English only 1. */
export type Counted = (count: number) => string;

/** A whole number as the recipient writes it. */
const number = (language: Language, count: number) => numberFormat(language).format(count);

/** A message for each plural form the language has, chosen by Intl's rules. */
function counted(language: Language, forms: { one: string; other: string }): Counted {
  const rules = pluralRules(language);
  return (count) => (rules.select(count) === 'one' ? forms.one : forms.other).replace('#', number(language, count));
}

/** "A", "A and B", "A, B and C" in the language's own way of listing. */
export const listIn = (language: Language, items: string[]) => listFormat(language, { type: 'conjunction' }).format(items);

/**
 * Every word of the mails and pushes that tell members what happened, in each language Rootshare
 * speaks: a missing language or word fails the typecheck. Names and counts go in; the recipient's
 * language, not the sender's, chooses the words.
 */
export interface MailTexts {
  hello(username: string): string;
  why(topic: UnsubscribeTopic, settingsUrl: string): string;
  more: Counted;
  fromThem(name: string, plants: string): string;
  fromYou(plants: string): string;
  swapRequest: { subject(name: string): string; summary(name: string): string; label: string };
  swapAccept: { subject(name: string): string; summary(name: string): string; next: string; label: string };
  swapDecline: { subject(name: string): string; summary(name: string): string; label: string };
  swapCounter: { subject(name: string): string; summary(name: string): string; label: string };
  swapComplete: { subject(name: string): string; summary(name: string): string; ask: string; label: string };
  review: {
    subject(name: string): string;
    rated(name: string, stars: string): string;
    plain(name: string): string;
    stars: Counted;
    label: string;
  };
  message: { subject(name: string, count: number): string; summary: (name: string, count: number) => string; label: string };
  openChat: string;
  seeMeet: string;
  seePlant: string;
  openPlant: string;
  addToCalendar: string;
  digest: {
    subject: string;
    summary: string;
    requests: Counted;
    messages: Counted;
    plants: Counted;
    answer: string;
    read: string;
    browse: string;
  };
}

const TOPICS: Readonly<Record<Language, Record<UnsubscribeTopic, string>>> = {
  en: UNSUBSCRIBE_TOPIC_LABELS,
  'fr-CA': {
    swap_requests: 'les demandes d’échange',
    swap_answers: 'les réponses à vos demandes d’échange',
    swap_completed: 'les échanges conclus',
    reviews: 'les avis que vous recevez',
    unread_messages: 'les messages non lus',
    meets: 'les rencontres d’échange et les remises',
    wishlist_matches: 'les plantes de votre liste de souhaits près de chez vous',
    care_reminders: 'les rappels d’entretien',
    weekly_digest: 'votre résumé de la semaine',
  },
  'es-US': {
    swap_requests: 'solicitudes de intercambio',
    swap_answers: 'respuestas a tus solicitudes de intercambio',
    swap_completed: 'intercambios completados',
    reviews: 'reseñas que recibes',
    unread_messages: 'mensajes sin leer',
    meets: 'encuentros de intercambio y entregas',
    wishlist_matches: 'plantas de tu lista de deseos cerca de ti',
    care_reminders: 'recordatorios de cuidado',
    weekly_digest: 'tu resumen semanal',
  },
};

function english(): MailTexts {
  const messages = counted('en', { one: 'a message', other: '# messages' });
  const unread = counted('en', { one: '# unread message', other: '# unread messages' });
  return {
    hello: (username) => `Hello ${username},`,
    why: (topic, url) =>
      `You get this e-mail because e-mails about ${TOPICS.en[topic]} are on. Choose what Rootshare sends you in Settings: ${url}`,
    more: counted('en', { one: '# more', other: '# more' }),
    fromThem: (name, plants) => `From ${name}: ${plants}.`,
    fromYou: (plants) => `From you: ${plants}.`,
    swapRequest: {
      subject: (name) => `${name} sent you a swap request`,
      summary: (name) => `${name} would like to swap plants with you.`,
      label: 'See the request',
    },
    swapAccept: {
      subject: (name) => `${name} accepted your swap request`,
      summary: (name) => `Good news: ${name} accepted your swap request.`,
      next: 'Agree in your chat how the plants change hands.',
      label: 'Open the chat',
    },
    swapDecline: {
      subject: (name) => `${name} declined your swap request`,
      summary: (name) => `${name} declined your swap request this time.`,
      label: 'Open the chat',
    },
    swapCounter: {
      subject: (name) => `${name} sent you a counter-offer`,
      summary: (name) => `${name} answered your swap request with a counter-offer.`,
      label: 'See the counter-offer',
    },
    swapComplete: {
      subject: (name) => `Your swap with ${name} is complete`,
      summary: (name) => `You and ${name} both marked your swap complete.`,
      ask: 'How did it go? A review helps other members swap with confidence.',
      label: 'Leave a review',
    },
    review: {
      subject: (name) => `${name} reviewed your swap`,
      rated: (name, stars) => `${name} gave your swap ${stars} out of 5.`,
      plain: (name) => `${name} reviewed your swap.`,
      stars: counted('en', { one: '# star', other: '# stars' }),
      label: 'Read the review',
    },
    message: {
      subject: (name, count) => `${name} sent you ${messages(count)}`,
      summary: (name, count) => `You have ${unread(count)} from ${name}.`,
      label: 'Read and reply',
    },
    openChat: 'Open the chat',
    seeMeet: 'See the swap meet',
    seePlant: 'See the plant',
    openPlant: 'Open your plant',
    addToCalendar: 'Add to calendar',
    digest: {
      subject: 'Your week on Rootshare',
      summary: 'Here is what happened on Rootshare this week.',
      requests: counted('en', { one: '# swap request is waiting for your answer.', other: '# swap requests are waiting for your answer.' }),
      messages: counted('en', { one: '# message is waiting for you to read.', other: '# messages are waiting for you to read.' }),
      plants: counted('en', {
        one: '# new plant was put up for swap near you this week.',
        other: '# new plants were put up for swap near you this week.',
      }),
      answer: 'Answer your requests',
      read: 'Read your messages',
      browse: 'Browse plants near you',
    },
  };
}

function french(): MailTexts {
  const language = 'fr-CA';
  const messages = counted(language, { one: 'un message', other: '# messages' });
  const unread = counted(language, { one: '# message non lu', other: '# messages non lus' });
  return {
    hello: (username) => `Bonjour ${username},`,
    why: (topic, url) =>
      `Vous recevez ce courriel parce que les courriels sur ${TOPICS[language][topic]} sont activés. Choisissez ce que Rootshare vous envoie dans les Paramètres : ${url}`,
    more: counted(language, { one: '# autre', other: '# autres' }),
    fromThem: (name, plants) => `De ${name} : ${plants}.`,
    fromYou: (plants) => `De vous : ${plants}.`,
    swapRequest: {
      subject: (name) => `${name} vous propose un échange`,
      summary: (name) => `${name} aimerait échanger des plantes avec vous.`,
      label: 'Voir la demande',
    },
    swapAccept: {
      subject: (name) => `${name} a accepté votre demande d’échange`,
      summary: (name) => `Bonne nouvelle : ${name} a accepté votre demande d’échange.`,
      next: 'Entendez-vous dans la conversation sur la façon de remettre les plantes.',
      label: 'Ouvrir la conversation',
    },
    swapDecline: {
      subject: (name) => `${name} a décliné votre demande d’échange`,
      summary: (name) => `${name} a décliné votre demande d’échange cette fois-ci.`,
      label: 'Ouvrir la conversation',
    },
    swapCounter: {
      subject: (name) => `${name} vous fait une contre-proposition`,
      summary: (name) => `${name} a répondu à votre demande d’échange par une contre-proposition.`,
      label: 'Voir la contre-proposition',
    },
    swapComplete: {
      subject: (name) => `Votre échange avec ${name} est conclu`,
      summary: (name) => `${name} et vous avez tous deux marqué l’échange comme conclu.`,
      ask: 'Comment ça s’est passé? Un avis aide les autres membres à échanger en confiance.',
      label: 'Laisser un avis',
    },
    review: {
      subject: (name) => `${name} a donné son avis sur votre échange`,
      rated: (name, stars) => `${name} a donné ${stars} sur 5 à votre échange.`,
      plain: (name) => `${name} a donné son avis sur votre échange.`,
      stars: counted(language, { one: '# étoile', other: '# étoiles' }),
      label: 'Lire l’avis',
    },
    message: {
      subject: (name, count) => `${name} vous a envoyé ${messages(count)}`,
      summary: (name, count) => `Vous avez ${unread(count)} de ${name}.`,
      label: 'Lire et répondre',
    },
    openChat: 'Ouvrir la conversation',
    seeMeet: 'Voir la rencontre d’échange',
    seePlant: 'Voir la plante',
    openPlant: 'Ouvrir votre plante',
    addToCalendar: 'Ajouter au calendrier',
    digest: {
      subject: 'Votre semaine sur Rootshare',
      summary: 'Voici ce qui s’est passé sur Rootshare cette semaine.',
      requests: counted(language, {
        one: '# demande d’échange attend votre réponse.',
        other: '# demandes d’échange attendent votre réponse.',
      }),
      messages: counted(language, { one: '# message attend d’être lu.', other: '# messages attendent d’être lus.' }),
      plants: counted(language, {
        one: '# nouvelle plante a été offerte à l’échange près de chez vous cette semaine.',
        other: '# nouvelles plantes ont été offertes à l’échange près de chez vous cette semaine.',
      }),
      answer: 'Répondre aux demandes',
      read: 'Lire vos messages',
      browse: 'Voir les plantes près de chez vous',
    },
  };
}

function spanish(): MailTexts {
  const language = 'es-US';
  const messages = counted(language, { one: 'un mensaje', other: '# mensajes' });
  const unread = counted(language, { one: '# mensaje sin leer', other: '# mensajes sin leer' });
  return {
    hello: (username) => `Hola, ${username}:`,
    why: (topic, url) =>
      `Recibes este correo porque tienes activados los correos sobre ${TOPICS[language][topic]}. Elige lo que Rootshare te envía en Configuración: ${url}`,
    more: counted(language, { one: '# más', other: '# más' }),
    fromThem: (name, plants) => `De ${name}: ${plants}.`,
    fromYou: (plants) => `De ti: ${plants}.`,
    swapRequest: {
      subject: (name) => `${name} te envió una solicitud de intercambio`,
      summary: (name) => `A ${name} le gustaría intercambiar plantas contigo.`,
      label: 'Ver la solicitud',
    },
    swapAccept: {
      subject: (name) => `${name} aceptó tu solicitud de intercambio`,
      summary: (name) => `Buenas noticias: ${name} aceptó tu solicitud de intercambio.`,
      next: 'Acuerden en el chat cómo se entregarán las plantas.',
      label: 'Abrir el chat',
    },
    swapDecline: {
      subject: (name) => `${name} rechazó tu solicitud de intercambio`,
      summary: (name) => `${name} rechazó tu solicitud de intercambio esta vez.`,
      label: 'Abrir el chat',
    },
    swapCounter: {
      subject: (name) => `${name} te hizo una contraoferta`,
      summary: (name) => `${name} respondió a tu solicitud de intercambio con una contraoferta.`,
      label: 'Ver la contraoferta',
    },
    swapComplete: {
      subject: (name) => `Tu intercambio con ${name} está completo`,
      summary: (name) => `Tú y ${name} marcaron el intercambio como completo.`,
      ask: '¿Cómo te fue? Una reseña ayuda a otros miembros a intercambiar con confianza.',
      label: 'Dejar una reseña',
    },
    review: {
      subject: (name) => `${name} reseñó tu intercambio`,
      rated: (name, stars) => `${name} le dio ${stars} de 5 a tu intercambio.`,
      plain: (name) => `${name} reseñó tu intercambio.`,
      stars: counted(language, { one: '# estrella', other: '# estrellas' }),
      label: 'Leer la reseña',
    },
    message: {
      subject: (name, count) => `${name} te envió ${messages(count)}`,
      summary: (name, count) => `Tienes ${unread(count)} de ${name}.`,
      label: 'Leer y responder',
    },
    openChat: 'Abrir el chat',
    seeMeet: 'Ver el encuentro de intercambio',
    seePlant: 'Ver la planta',
    openPlant: 'Abrir tu planta',
    addToCalendar: 'Agregar al calendario',
    digest: {
      subject: 'Tu semana en Rootshare',
      summary: 'Esto es lo que pasó en Rootshare esta semana.',
      requests: counted(language, {
        one: '# solicitud de intercambio espera tu respuesta.',
        other: '# solicitudes de intercambio esperan tu respuesta.',
      }),
      messages: counted(language, { one: '# mensaje espera que lo leas.', other: '# mensajes esperan que los leas.' }),
      plants: counted(language, {
        one: '# planta nueva se ofreció para intercambio cerca de ti esta semana.',
        other: '# plantas nuevas se ofrecieron para intercambio cerca de ti esta semana.',
      }),
      answer: 'Responder tus solicitudes',
      read: 'Leer tus mensajes',
      browse: 'Ver plantas cerca de ti',
    },
  };
}

/** The texts in each language, made once. */
export const MAIL_TEXTS: Readonly<Record<Language, MailTexts>> = { en: english(), 'fr-CA': french(), 'es-US': spanish() };
