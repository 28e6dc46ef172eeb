import type { Language } from '@rootshare/contracts/languages';
import en from './messages/en.json';

/** The words of every converted screen, named by key; English is the source every other catalog translates. */
export type MessageKey = keyof typeof en;
export type Catalog = Readonly<Record<MessageKey, string>>;

export const ENGLISH: Catalog = en;

/** Only English ships with the first page; each other catalog is a file of its own, fetched when its language is chosen. */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>>> = {
  'fr-CA': () => import('./messages/fr-CA.json'),
  'es-US': () => import('./messages/es-US.json'),
};

/** A language's catalog: English at once, the others from their own file. */
export async function loadCatalog(language: Language): Promise<Catalog> {
  return language === 'en' ? ENGLISH : (await LOADERS[language]()).default;
}
