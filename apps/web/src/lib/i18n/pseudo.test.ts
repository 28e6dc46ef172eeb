import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog, PSEUDO_LOCALE_KEY } from './catalogs';
import { formatMessage } from './format';
import { pseudoText } from './pseudo';

afterEach(() => localStorage.clear());

describe('the pseudo-language testers use to find words cut off', () => {
  it('accents every letter and makes a text about 40 % longer in words that can wrap', () => {
    const text = 'Request a swap';
    const pseudo = pseudoText(text);
    expect(pseudo.startsWith('Ŕéqûéšţ á šŵáþ ')).toBe(true);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.floor(text.length * 1.4));
    expect(pseudoText('42 · 7')).toBe('42 · 7');
  });

  it('turns English catalogs into it only when a tester asks, keeping arguments and plurals working', async () => {
    const english = await loadCatalog('en', ['browse']);
    localStorage.setItem(PSEUDO_LOCALE_KEY, 'on');
    const pseudo = await loadCatalog('en', ['browse']);
    expect(Object.keys(pseudo)).toEqual(Object.keys(english));
    const plants = (catalog: typeof english, count: number) => formatMessage(catalog['browse.plantCount'] ?? '', 'en', { count }).join('');
    expect(plants(english, 1)).toBe('1 plant');
    expect(plants(pseudo, 1)).toMatch(/^1 þļáñţ ẋ/);
    expect(plants(pseudo, 3)).toMatch(/^3 þļáñţš ẋ/);
  });

  it('leaves French and Spanish as they are', async () => {
    const before = await loadCatalog('fr-CA');
    localStorage.setItem(PSEUDO_LOCALE_KEY, 'on');
    expect(await loadCatalog('fr-CA')).toEqual(before);
  });
});
