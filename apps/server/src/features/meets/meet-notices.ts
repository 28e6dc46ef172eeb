import type { Language } from '@rootshare/contracts/languages';
import type { NoticeText } from '../notifications/notice-words';

/** What the bell says about a meet: its title and its time and place, written in the language. */
interface MeetNotices {
  promoted(title: string, when: string): NoticeText;
  cancelled(title: string, when: string): NoticeText;
  moved(title: string, when: string): NoticeText;
  /** The host's own words go out as they wrote them. */
  fromHost(title: string, text: string): NoticeText;
  tomorrow(title: string, when: string): NoticeText;
}

export const MEET_NOTICES: Readonly<Record<Language, MeetNotices>> = {
  en: {
    promoted: (title, when) => ({
      title: `You're going to ${title}`,
      message: `A place opened up at ${title}: you're off the waitlist and going. ${when}.`,
    }),
    cancelled: (title, when) => ({ title: `${title} is cancelled`, message: `The host cancelled ${title}, planned for ${when}.` }),
    moved: (title, when) => ({ title: `${title} has moved`, message: `The host changed the time or place of ${title}. Now: ${when}.` }),
    fromHost: (title, text) => ({ title: `Message from the host of ${title}`, message: text }),
    tomorrow: (title, when) => ({ title: `${title} is tomorrow`, message: `Reminder: ${when}.` }),
  },
  'fr-CA': {
    promoted: (title, when) => ({
      title: `Vous participez à « ${title} »`,
      message: `Une place s’est libérée à « ${title} » : vous quittez la liste d’attente et vous y allez. ${when}.`,
    }),
    cancelled: (title, when) => ({ title: `« ${title} » est annulé`, message: `L’hôte a annulé « ${title} ». Date prévue : ${when}.` }),
    moved: (title, when) => ({
      title: `Changement pour « ${title} »`,
      message: `L’hôte a changé l’heure ou le lieu de « ${title} ». Désormais : ${when}.`,
    }),
    fromHost: (title, text) => ({ title: `Message de l’hôte de « ${title} »`, message: text }),
    tomorrow: (title, when) => ({ title: `« ${title} », c’est demain`, message: `Rappel : ${when}.` }),
  },
  'es-US': {
    promoted: (title, when) => ({
      title: `Vas a «${title}»`,
      message: `Se liberó un lugar en «${title}»: saliste de la lista de espera y vas. ${when}.`,
    }),
    cancelled: (title, when) => ({ title: `Se canceló «${title}»`, message: `El anfitrión canceló «${title}». Fecha prevista: ${when}.` }),
    moved: (title, when) => ({
      title: `Cambios en «${title}»`,
      message: `El anfitrión cambió la hora o el lugar de «${title}». Ahora: ${when}.`,
    }),
    fromHost: (title, text) => ({ title: `Mensaje del anfitrión de «${title}»`, message: text }),
    tomorrow: (title, when) => ({ title: `«${title}» es mañana`, message: `Recordatorio: ${when}.` }),
  },
};

/** A meet's words in a calendar file: a cancelled meet's title, and the line linking to its page. */
export const MEET_CALENDAR: Readonly<Record<Language, { cancelled(title: string): string; page(url: string): string }>> = {
  en: { cancelled: (title) => `Cancelled: ${title}`, page: (url) => `Swap meet on Rootshare: ${url}` },
  'fr-CA': { cancelled: (title) => `Annulé : ${title}`, page: (url) => `Rencontre d’échange sur Rootshare : ${url}` },
  'es-US': { cancelled: (title) => `Cancelado: ${title}`, page: (url) => `Encuentro de intercambio en Rootshare: ${url}` },
};
