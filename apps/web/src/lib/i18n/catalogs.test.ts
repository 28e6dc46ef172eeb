import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@rootshare/contracts/languages';
import { describe, expect, it } from 'vitest';
import { ENGLISH, loadCatalog } from './catalogs';
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
const argumentSet = (message: string) => [...new Set(argumentsOf(parse(message)))].sort();

describe.each(LANGUAGES)('the %s catalog', (language) => {
  it('has every key of the English one, no other, and none left empty', async () => {
    const catalog = await loadCatalog(language);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(ENGLISH).sort());
    expect(Object.entries(catalog).filter(([, message]) => message.trim() === '')).toEqual([]);
  });

  it('parses as ICU and uses the same placeholders and tags as the English', async () => {
    const catalog = await loadCatalog(language);
    for (const [key, english] of Object.entries(ENGLISH)) {
      expect(argumentSet(catalog[key as keyof typeof ENGLISH]), `${language} ${key}`).toEqual(argumentSet(english));
    }
  });
});

describe('contract messages', () => {
  it('are named by keys whose English says the same as the contract', () => {
    for (const [contract, { key, values }] of CONTRACT_MESSAGES) {
      const english = ENGLISH[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name]));
      expect(english.replace(/’/g, "'"), key).toBe(contract.replace(/’/g, "'"));
    }
  });
});
