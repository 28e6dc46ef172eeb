import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isLanguage, type Language } from '@rootshare/contracts/languages';
import { loadContractMessageTable } from './contract-message-loader';
import en from './messages/en.json';
import type enAuth from './messages/en.auth.json';
import type enBlocks from './messages/en.blocks.json';
import type enBrowse from './messages/en.browse.json';
import type enBrowseTabs from './messages/en.browse-tabs.json';
import type enGarden from './messages/en.garden.json';
import type enLanding from './messages/en.landing.json';
import type enProfiles from './messages/en.profiles.json';
import type enSwaps from './messages/en.swaps.json';
import type enHome from './messages/en.home.json';
import type enNotifications from './messages/en.notifications.json';
import type enSettings from './messages/en.settings.json';
import type enMessaging from './messages/en.messaging.json';
import type enAdmin from './messages/en.admin.json';
import type enMeets from './messages/en.meets.json';
import type enPlantsSearch from './messages/en.plants-search.json';
import type enPlants from './messages/en.plants.json';
import type enReports from './messages/en.reports.json';
import type enPosts from './messages/en.posts.json';
import type enPostForms from './messages/en.post-forms.json';
import type enFederation from './messages/en.federation.json';

/**
 * A catalog is cut in parts that load with the screens using them (docs/decisions/0061-languages-with-formatjs.md):
 * the shell's words with the first page, the landing hero's, the auth pages' and Browse's with those screens,
 * Browse's People and Events tabs' when one opens, swaps' and the garden's (wishlist, care reminders) with
 * the components drawing them on other pages, the profile pages' and set-up wizard's with those, Settings'
 * with that page, a member's home panel's with the home page, the notifications list's when the bell opens,
 * blocking's wherever a member can be blocked, messaging's with the inbox and the chat windows, the admin
 * pages' with those, swap meets' with their pages and the pieces drawn elsewhere, the plant and place
 * pickers' wherever a form draws one, a plant's page and forms' with the plant page and wherever a member's
 * plants are listed or added, reporting's wherever something can be reported, the posts' (cards, comments,
 * the Community feed and the Brag Board) with a post's page and wherever those pieces are drawn, and the post
 * forms' (create, edit and the wizard's draft post, with their fields, media picker and upload progress) when
 * one of them opens, and following gardeners in other towns' with that page.
 */
export const CATALOG_PARTS = [
  'shell',
  'landing',
  'auth',
  'browse',
  'browse-tabs',
  'swaps',
  'garden',
  'profiles',
  'settings',
  'notifications',
  'home',
  'blocks',
  'messaging',
  'admin',
  'meets',
  'plants-search',
  'plants',
  'reports',
  'posts',
  'post-forms',
  'federation',
] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** The words of every converted screen, named by key; English is the source every other catalog translates. */
export type MessageKey =
  | keyof typeof en
  | keyof typeof enLanding
  | keyof typeof enAuth
  | keyof typeof enBrowse
  | keyof typeof enBrowseTabs
  | keyof typeof enSwaps
  | keyof typeof enGarden
  | keyof typeof enProfiles
  | keyof typeof enSettings
  | keyof typeof enNotifications
  | keyof typeof enHome
  | keyof typeof enBlocks
  | keyof typeof enMessaging
  | keyof typeof enAdmin
  | keyof typeof enMeets
  | keyof typeof enPlantsSearch
  | keyof typeof enPlants
  | keyof typeof enReports
  | keyof typeof enPosts
  | keyof typeof enPostForms
  | keyof typeof enFederation;
/**
 * A message compiled by the catalogs' transform (vite.config.ts): plain text as itself, any other
 * ICU message as FormatJS's syntax tree. Nothing on the page parses ICU.
 */
export type CompiledMessage = string | MessageFormatElement[];
export type Catalog = Readonly<Partial<Record<MessageKey, CompiledMessage>>>;

// The JSON files' own types say strings: the transform hands their messages compiled.
const compiled = (module: { default: object }): Catalog => module.default as Catalog;

/** English's shell part ships with the first page; every other part is a file of its own, fetched when needed. */
export const ENGLISH_SHELL: Catalog = compiled({ default: en });

type Loader = () => Promise<{ default: object }>;
const LOADERS: Readonly<Record<Language, Readonly<Record<CatalogPart, Loader>>>> = {
  en: {
    shell: () => Promise.resolve({ default: en }),
    landing: () => import('./messages/en.landing.json'),
    auth: () => import('./messages/en.auth.json'),
    browse: () => import('./messages/en.browse.json'),
    'browse-tabs': () => import('./messages/en.browse-tabs.json'),
    swaps: () => import('./messages/en.swaps.json'),
    garden: () => import('./messages/en.garden.json'),
    profiles: () => import('./messages/en.profiles.json'),
    settings: () => import('./messages/en.settings.json'),
    notifications: () => import('./messages/en.notifications.json'),
    home: () => import('./messages/en.home.json'),
    blocks: () => import('./messages/en.blocks.json'),
    messaging: () => import('./messages/en.messaging.json'),
    admin: () => import('./messages/en.admin.json'),
    meets: () => import('./messages/en.meets.json'),
    'plants-search': () => import('./messages/en.plants-search.json'),
    plants: () => import('./messages/en.plants.json'),
    reports: () => import('./messages/en.reports.json'),
    posts: () => import('./messages/en.posts.json'),
    'post-forms': () => import('./messages/en.post-forms.json'),
    federation: () => import('./messages/en.federation.json'),
  },
  'fr-CA': {
    shell: () => import('./messages/fr-CA.json'),
    landing: () => import('./messages/fr-CA.landing.json'),
    auth: () => import('./messages/fr-CA.auth.json'),
    browse: () => import('./messages/fr-CA.browse.json'),
    'browse-tabs': () => import('./messages/fr-CA.browse-tabs.json'),
    swaps: () => import('./messages/fr-CA.swaps.json'),
    garden: () => import('./messages/fr-CA.garden.json'),
    profiles: () => import('./messages/fr-CA.profiles.json'),
    settings: () => import('./messages/fr-CA.settings.json'),
    notifications: () => import('./messages/fr-CA.notifications.json'),
    home: () => import('./messages/fr-CA.home.json'),
    blocks: () => import('./messages/fr-CA.blocks.json'),
    messaging: () => import('./messages/fr-CA.messaging.json'),
    admin: () => import('./messages/fr-CA.admin.json'),
    meets: () => import('./messages/fr-CA.meets.json'),
    'plants-search': () => import('./messages/fr-CA.plants-search.json'),
    plants: () => import('./messages/fr-CA.plants.json'),
    reports: () => import('./messages/fr-CA.reports.json'),
    posts: () => import('./messages/fr-CA.posts.json'),
    'post-forms': () => import('./messages/fr-CA.post-forms.json'),
    federation: () => import('./messages/fr-CA.federation.json'),
  },
  'es-US': {
    shell: () => import('./messages/es-US.json'),
    landing: () => import('./messages/es-US.landing.json'),
    auth: () => import('./messages/es-US.auth.json'),
    browse: () => import('./messages/es-US.browse.json'),
    'browse-tabs': () => import('./messages/es-US.browse-tabs.json'),
    swaps: () => import('./messages/es-US.swaps.json'),
    garden: () => import('./messages/es-US.garden.json'),
    profiles: () => import('./messages/es-US.profiles.json'),
    settings: () => import('./messages/es-US.settings.json'),
    notifications: () => import('./messages/es-US.notifications.json'),
    home: () => import('./messages/es-US.home.json'),
    blocks: () => import('./messages/es-US.blocks.json'),
    messaging: () => import('./messages/es-US.messaging.json'),
    admin: () => import('./messages/es-US.admin.json'),
    meets: () => import('./messages/es-US.meets.json'),
    'plants-search': () => import('./messages/es-US.plants-search.json'),
    plants: () => import('./messages/es-US.plants.json'),
    reports: () => import('./messages/es-US.reports.json'),
    posts: () => import('./messages/es-US.posts.json'),
    'post-forms': () => import('./messages/es-US.post-forms.json'),
    federation: () => import('./messages/es-US.federation.json'),
  },
};

/** The English parts this page has loaded: what a message not loaded yet in another language shows meanwhile. */
let englishLoaded: Catalog = ENGLISH_SHELL;
export const loadedEnglish = (): Catalog => englishLoaded;

/**
 * Where a tester turns English into the pseudo-language, about 40 % longer, to find words cut off at
 * phone width (e2e/pseudo-locale.spec.ts). It is never offered to members.
 */
export const PSEUDO_LOCALE_KEY = 'rootshare:pseudo-locale';

/** These parts of a language's catalog, as one. */
export async function loadCatalog(language: Language, parts: readonly CatalogPart[] = ['shell']): Promise<Catalog> {
  const [loaded] = await Promise.all([
    Promise.all(parts.map(async (part) => compiled(await LOADERS[language][part]()))),
    // Another language also shows the contracts' sentences (a form's or the server's refusals) in its words.
    language === 'en' ? null : loadContractMessageTable(),
  ]);
  const catalog: Catalog = Object.assign({}, ...loaded);
  if (language !== 'en') return catalog;
  englishLoaded = { ...englishLoaded, ...catalog };
  return localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on' ? (await import('./pseudo')).pseudoCatalog(catalog) : catalog;
}

/** Starts loading a part in the language on the page, alongside the code of the screen that needs it (app/router.tsx). */
export const preloadCatalog = (part: CatalogPart): void =>
  void loadCatalog(isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en', [part]);
