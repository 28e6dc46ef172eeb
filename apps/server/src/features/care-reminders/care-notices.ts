import type { CareKind } from '@rootshare/contracts/care-reminders';
import type { Language } from '@rootshare/contracts/languages';
import type { NoticeText } from '../notifications/notice-words';

/** What the bell says when a plant's care is due, by the kind of care, in each language. */
export const CARE_NOTICES: Readonly<Record<Language, Readonly<Record<CareKind, (plant: string) => NoticeText>>>> = {
  en: {
    water: (plant) => ({ title: `Water ${plant}`, message: `Watering is due for ${plant}. Mark it done or snooze it from Today.` }),
    feed: (plant) => ({ title: `Feed ${plant}`, message: `Feeding is due for ${plant}. Mark it done or snooze it from Today.` }),
    repot: (plant) => ({ title: `Repot ${plant}`, message: `Repotting is due for ${plant}. Mark it done or snooze it from Today.` }),
  },
  'fr-CA': {
    water: (plant) => ({
      title: `Arroser ${plant}`,
      message: `C’est le moment d’arroser ${plant}. Marquez-le comme fait ou reportez-le depuis Aujourd’hui.`,
    }),
    feed: (plant) => ({
      title: `Fertiliser ${plant}`,
      message: `C’est le moment de fertiliser ${plant}. Marquez-le comme fait ou reportez-le depuis Aujourd’hui.`,
    }),
    repot: (plant) => ({
      title: `Rempoter ${plant}`,
      message: `C’est le moment de rempoter ${plant}. Marquez-le comme fait ou reportez-le depuis Aujourd’hui.`,
    }),
  },
  'es-US': {
    water: (plant) => ({ title: `Regar ${plant}`, message: `Toca regar ${plant}. Márcalo como hecho o pospónlo desde Hoy.` }),
    feed: (plant) => ({ title: `Abonar ${plant}`, message: `Toca abonar ${plant}. Márcalo como hecho o pospónlo desde Hoy.` }),
    repot: (plant) => ({ title: `Trasplantar ${plant}`, message: `Toca trasplantar ${plant}. Márcalo como hecho o pospónlo desde Hoy.` }),
  },
};
