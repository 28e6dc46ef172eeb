import type { Language } from '@rootshare/contracts/languages';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ENGLISH_SHELL, loadCatalog, loadedEnglish, type Catalog, type CatalogPart, type MessageKey } from './catalogs';
import { formatMessage, keyed, type MessageValue } from './format';
import { applyLanguage } from './language';

type Values = Record<string, string | number>;

/** A message as text, and `rich` for one with tags drawn as elements ('Signed in as <b>{username}</b>'). */
export interface Translate {
  (id: MessageKey, values?: Values): string;
  rich(id: MessageKey, values: Record<string, MessageValue>): ReactNode;
}

/**
 * The messages of one language. A message whose part is not loaded in it yet shows in English when
 * this page has English's, else as its key: never an error on screen (CatalogGate waits for a part).
 */
function translatorFor(language: Language, catalog: Catalog, english: Catalog): Translate {
  const format = (id: MessageKey, values?: Record<string, MessageValue>) =>
    formatMessage(catalog[id] ?? english[id] ?? id, catalog[id] ? language : 'en', values);
  return Object.assign((id: MessageKey, values?: Values) => format(id, values).join(''), {
    rich: (id: MessageKey, values: Record<string, MessageValue>): ReactNode => keyed(format(id, values)),
  });
}

interface LanguageState {
  language: Language;
  t: Translate;
  /** The catalog parts loaded for the language. */
  parts: readonly CatalogPart[];
  /** Loads a part of the catalog a screen needs (CatalogGate). */
  require(part: CatalogPart): Promise<void>;
  /** The visitor's or member's choice (footer, Settings): shown at once, remembered here and told to `onChosen`. */
  choose(language: Language): Promise<void>;
  /** A language the member's account keeps, taken on without saving it again. */
  adopt(language: Language): Promise<void>;
}

/** English's shell that cannot change, for a screen drawn outside the provider (a component's own test). */
const ENGLISH_STATE: LanguageState = {
  language: 'en',
  t: translatorFor('en', ENGLISH_SHELL, ENGLISH_SHELL),
  parts: ['shell'],
  require: () => Promise.resolve(),
  choose: () => Promise.resolve(),
  adopt: () => Promise.resolve(),
};

/** English's shell words for code outside a page's provider: a helper's own test. */
export const ENGLISH_T: Translate = ENGLISH_STATE.t;

const LanguageContext = createContext<LanguageState>(ENGLISH_STATE);

interface Loaded {
  language: Language;
  parts: readonly CatalogPart[];
  catalog: Catalog;
}

/**
 * The language of every converted screen (docs/decisions/0061-languages-with-formatjs.md): starts in
 * `initial` with those catalog parts already loaded, and loads another language's parts before it
 * switches, so no screen ever shows keys or a mix of two languages.
 */
export function LanguageProvider({
  initial,
  catalog,
  parts = ['shell'],
  onChosen,
  children,
}: {
  initial: Language;
  catalog: Catalog;
  parts?: readonly CatalogPart[];
  onChosen?: (language: Language) => void;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded>(() => ({ language: initial, parts, catalog }));
  // What is on screen or about to be, read by the loaders when they finish rather than when they started.
  const latest = useRef(loaded);
  const wanted = useRef(initial);
  const update = useCallback((change: (now: Loaded) => Loaded) => {
    latest.current = change(latest.current);
    setLoaded(latest.current);
  }, []);
  const adopt = useCallback(
    async (next: Language) => {
      wanted.current = next;
      const needed = latest.current.parts;
      const catalog = await loadCatalog(next, needed);
      // A later choice wins over this one, whichever catalog arrives first.
      if (wanted.current !== next) return;
      applyLanguage(next);
      // A part loaded meanwhile in the old language is asked for again in this one (CatalogGate).
      update(() => ({ language: next, parts: needed, catalog }));
    },
    [update],
  );
  const require = useCallback(
    async (part: CatalogPart) => {
      const { language } = latest.current;
      const more = await loadCatalog(language, [part]);
      // A language switched meanwhile asks again for its own part (CatalogGate).
      update((now) =>
        now.language !== language || now.parts.includes(part)
          ? now
          : { language, parts: [...now.parts, part], catalog: { ...now.catalog, ...more } },
      );
    },
    [update],
  );
  // Read when a choice is made: a new `onChosen` (the session confirmed, say) leaves the words'
  // context as it is, which every component reads, so those changes re-render only their own readers.
  const told = useRef(onChosen);
  useEffect(() => {
    told.current = onChosen;
  }, [onChosen]);
  const choose = useCallback(
    async (next: Language) => {
      await adopt(next);
      told.current?.(next);
    },
    [adopt],
  );
  const t = useMemo(() => translatorFor(loaded.language, loaded.catalog, loadedEnglish()), [loaded]);
  const state = useMemo(
    () => ({ language: loaded.language, parts: loaded.parts, t, require, choose, adopt }),
    [loaded, t, require, choose, adopt],
  );
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}

/** The current language and the ways to change it. */
export const useLanguage = (): LanguageState => useContext(LanguageContext);

/** The current language's messages: `t('footer.tagline')`, `t('nav.messagesUnread', { count })`. */
export const useT = (): Translate => useContext(LanguageContext).t;

/** Draws `children` once the catalog part they speak from is loaded for the current language, `fallback` until then. */
export function CatalogGate({ part, fallback, children }: { part: CatalogPart; fallback: ReactNode; children: ReactNode }) {
  const { parts, require } = useLanguage();
  const ready = parts.includes(part);
  useEffect(() => {
    if (!ready) void require(part);
  }, [part, ready, require]);
  return ready ? children : fallback;
}
