import type { Language } from '@rootshare/contracts/languages';
import type { NoticeText } from '../notifications/notice-words';

/** What the bell says about a handover: the other member's username and the plan's time and place, written in the language. */
interface HandoverNotices {
  proposed(name: string, when: string): NoticeText;
  agreed(name: string, when: string): NoticeText;
  soon(name: string, when: string): NoticeText;
}

export const HANDOVER_NOTICES: Readonly<Record<Language, HandoverNotices>> = {
  en: {
    proposed: (name, when) => ({
      title: 'Handover proposed',
      message: `${name} proposed a handover: ${when}. Accept it or propose another time.`,
    }),
    agreed: (name, when) => ({ title: 'Handover agreed', message: `${name} agreed to hand over ${when}.` }),
    soon: (name, when) => ({ title: 'Handover in two hours', message: `Your plant handover with ${name} is in two hours: ${when}.` }),
  },
  'fr-CA': {
    proposed: (name, when) => ({
      title: 'Remise proposée',
      message: `${name} propose une remise : ${when}. Acceptez-la ou proposez un autre moment.`,
    }),
    agreed: (name, when) => ({ title: 'Remise confirmée', message: `${name} a accepté la remise : ${when}.` }),
    soon: (name, when) => ({
      title: 'Remise dans deux heures',
      message: `Votre remise de plantes avec ${name} a lieu dans deux heures : ${when}.`,
    }),
  },
  'es-US': {
    proposed: (name, when) => ({
      title: 'Entrega propuesta',
      message: `${name} propuso una entrega: ${when}. Acéptala o propón otro horario.`,
    }),
    agreed: (name, when) => ({ title: 'Entrega acordada', message: `${name} aceptó la entrega: ${when}.` }),
    soon: (name, when) => ({ title: 'Entrega en dos horas', message: `Tu entrega de plantas con ${name} es en dos horas: ${when}.` }),
  },
};

/** A handover's words in a calendar file: the event's title, the line to the swap's chat and the file's name. */
export const HANDOVER_CALENDAR: Readonly<Record<Language, { title(name: string): string; chat(url: string): string; file: string }>> = {
  en: {
    title: (name) => `Plant swap handover with ${name}`,
    chat: (url) => `Your swap's chat on Rootshare: ${url}`,
    file: 'Plant swap handover',
  },
  'fr-CA': {
    title: (name) => `Remise de plantes avec ${name}`,
    chat: (url) => `La conversation de votre échange sur Rootshare : ${url}`,
    file: 'Remise de plantes',
  },
  'es-US': {
    title: (name) => `Entrega de plantas con ${name}`,
    chat: (url) => `El chat de tu intercambio en Rootshare: ${url}`,
    file: 'Entrega de plantas',
  },
};
