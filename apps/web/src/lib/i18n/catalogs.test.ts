import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@rootshare/contracts/languages';
import { describe, expect, it } from 'vitest';
import { CATALOG_PARTS, loadCatalog, type Catalog } from './catalogs';
import { CONTRACT_MESSAGES } from './contract-messages';

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
const argumentSet = (message: string | MessageFormatElement[] | undefined) =>
  [...new Set(argumentsOf(typeof message === 'string' ? parse(message) : (message ?? [])))].sort();
const entriesOf = (catalog: Catalog) => Object.entries(catalog) as Array<[keyof Catalog, string]>;

describe.each(LANGUAGES.flatMap((language) => CATALOG_PARTS.map((part) => [language, part] as const)))(
  'the %s catalog’s %s part',
  (language, part) => {
    it('has every key of the English one, no other, and none left empty', async () => {
      const [english, catalog] = await Promise.all([loadCatalog('en', [part]), loadCatalog(language, [part])]);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      expect(entriesOf(catalog).filter(([, message]) => message.trim() === '')).toEqual([]);
    });

    it('parses as ICU and uses the same placeholders and tags as the English', async () => {
      const [english, catalog] = await Promise.all([loadCatalog('en', [part]), loadCatalog(language, [part])]);
      for (const [key, message] of entriesOf(english)) {
        expect(argumentSet(catalog[key]), `${language} ${key}`).toEqual(argumentSet(message));
      }
    });
  },
);

describe('contract messages', () => {
  it('are named by keys whose English says the same as the contract', async () => {
    const english = await loadCatalog('en', CATALOG_PARTS);
    for (const [contract, { key, values }] of CONTRACT_MESSAGES) {
      const said = String(english[key]).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name]));
      expect(said, key).toBe(contract);
    }
  });
});
