import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES, type Language } from '@rootshare/contracts/languages';
import { describe, expect, it } from 'vitest';
import { CATALOG_PARTS, loadCatalog, type CatalogPart } from './catalogs';
import { CONTRACT_MESSAGES } from './contract-message-table';
import { formatMessage } from './format';

/** A part's file as translators write it, before the build compiles it. */
const source = (language: Language, part: CatalogPart): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./messages/${language}${part === 'shell' ? '' : `.${part}`}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

/** The placeholders and tags a message uses, which every translation of it must use too. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    if (element.type === TYPE.tag) return [`<${element.value}>`, ...argumentsOf(element.children)];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return [element.value, ...Object.values(element.options).flatMap((option) => argumentsOf(option.value))];
    return [element.value];
  });
}
const argumentSet = (message: string | undefined) => [...new Set(argumentsOf(parse(message ?? '')))].sort();

describe.each(LANGUAGES.flatMap((language) => CATALOG_PARTS.map((part) => [language, part] as const)))(
  'the %s catalog’s %s part',
  (language, part) => {
    it('has every key of the English one, no other, and none left empty', () => {
      const [english, catalog] = [source('en', part), source(language, part)];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      expect(Object.entries(catalog).filter(([, message]) => message.trim() === '')).toEqual([]);
    });

    it('parses as ICU and uses the same placeholders and tags as the English', () => {
      const [english, catalog] = [source('en', part), source(language, part)];
      for (const [key, message] of Object.entries(english)) {
        expect(argumentSet(catalog[key]), `${language} ${key}`).toEqual(argumentSet(message));
      }
    });

    it('loads compiled, a plain message as its text and any other as its syntax tree', async () => {
      const [written, loaded] = [source(language, part), await loadCatalog(language, [part])];
      for (const [key, message] of Object.entries(loaded)) {
        const [only, ...rest] = parse(written[key] ?? '');
        expect(message, key).toEqual(only?.type === TYPE.literal && rest.length === 0 ? only.value : [only, ...rest]);
      }
    });
  },
);

describe('contract messages', () => {
  it('are named by keys whose English says the same as the contract', async () => {
    const english = await loadCatalog('en', CATALOG_PARTS);
    for (const [contract, { key, values }] of CONTRACT_MESSAGES) {
      const message = english[key];
      expect(message && formatMessage(message, 'en', values).join(''), key).toBe(contract);
    }
  });
});
