import type { Language } from '@rootshare/contracts/languages';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlContext, RawIntlProvider, type IntlShape } from 'react-intl';
import { ENGLISH, loadCatalog, type Catalog, type MessageKey } from './catalogs';
import { applyLanguage } from './language';

// Message ids are the English catalog's keys: a typo or a key missing from en.json fails the typecheck.
// react-intl reads them from its global namespace, which only a namespace declaration can extend.
/* eslint-disable @typescript-eslint/no-namespace */
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}
/* eslint-enable @typescript-eslint/no-namespace */

const cache = createIntlCache();
const intlFor = (language: Language, catalog: Catalog) => createIntl({ locale: language, messages: catalog, defaultLocale: 'en' }, cache);

/** English, for a screen drawn outside the provider (a component's own test): the words it would show a visitor by default. */
const ENGLISH_INTL = intlFor('en', ENGLISH);

interface LanguageState {
  language: Language;
  /** The visitor's or member's choice (footer, Settings): shown at once, remembered here and told to `onChosen`. */
  choose(language: Language): Promise<void>;
  /** A language the member's account keeps, taken on without saving it again. */
  adopt(language: Language): Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * The language of every converted screen (docs/decisions/0061-languages-with-formatjs.md): starts in
 * `initial` with its catalog already loaded, and loads another language's catalog before it switches,
 * so no screen ever shows keys or a mix of two languages.
 */
export function LanguageProvider({
  initial,
  catalog,
  onChosen,
  children,
}: {
  initial: Language;
  catalog: Catalog;
  onChosen?: (language: Language) => void;
  children: ReactNode;
}) {
  const [intl, setIntl] = useState(() => intlFor(initial, catalog));
  const language = intl.locale as Language;
  const adopt = useCallback(async (next: Language) => {
    const loaded = await loadCatalog(next);
    applyLanguage(next);
    setIntl(intlFor(next, loaded));
  }, []);
  const choose = useCallback(
    async (next: Language) => {
      await adopt(next);
      onChosen?.(next);
    },
    [adopt, onChosen],
  );
  const state = useMemo(() => ({ language, choose, adopt }), [language, choose, adopt]);
  return (
    <LanguageContext.Provider value={state}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}

/** The current language and the ways to change it; English that cannot change outside the provider. */
export function useLanguage(): LanguageState {
  return useContext(LanguageContext) ?? { language: 'en', choose: () => Promise.resolve(), adopt: () => Promise.resolve() };
}

/** The formatter of the current language (messages, numbers, dates). */
export const useI18n = (): IntlShape => useContext(IntlContext) ?? ENGLISH_INTL;

type Values = Record<string, string | number>;

/** A message as text, and `rich` for one with tags drawn as elements ('Signed in as <b>{username}</b>'). */
export interface Translate {
  (id: MessageKey, values?: Values): string;
  rich(id: MessageKey, values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>): ReactNode;
}

/** Shorthand for a converted screen: `t('footer.tagline')`, `t('nav.messagesUnread', { count })`. */
export function useT(): Translate {
  const intl = useI18n();
  return useMemo(
    () =>
      Object.assign((id: MessageKey, values?: Values) => intl.formatMessage({ id }, values), {
        rich: (id: MessageKey, values: Parameters<Translate['rich']>[1]): ReactNode => intl.formatMessage({ id }, values),
      }),
    [intl],
  );
}
