import type { Language } from '@rootshare/contracts/languages';
import type { NoticeText } from '../notifications/notice-words';

/** What the bell says when a plant on a member's wishlist is listed near them: who, which plant, how far in the member's words. */
export const WISHLIST_NOTICES: Readonly<Record<Language, (owner: string, plant: string, distance: string) => NoticeText>> = {
  en: (owner, plant, distance) => ({ title: `${plant} near you`, message: `${owner} listed a ${plant} for swap, ${distance} from you.` }),
  'fr-CA': (owner, plant, distance) => ({
    title: `${plant} près de chez vous`,
    message: `${owner} offre « ${plant} » en échange, à ${distance} de chez vous.`,
  }),
  'es-US': (owner, plant, distance) => ({
    title: `${plant} cerca de ti`,
    message: `${owner} ofrece «${plant}» para intercambiar, a ${distance} de ti.`,
  }),
};
