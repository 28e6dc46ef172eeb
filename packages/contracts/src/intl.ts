/**
 * Intl's formatters, each made once per locale and options and kept. Making one costs a phone's main
 * thread far more than using it, and a list formats a number, a plural or a date on every row.
 */
const made = new Map<string, object>();
// Locales can come from a request (a browser's language), so the kept ones are bounded.
const MOST_KEPT = 500;

function once<T extends object>(key: string, make: () => T): T {
  const known = made.get(key);
  if (known) return known as T;
  const value = make();
  if (made.size >= MOST_KEPT) made.clear();
  made.set(key, value);
  return value;
}

const keyOf = (kind: string, locale: string, options: object) => `${kind}|${locale}|${JSON.stringify(options)}`;

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once(keyOf('number', locale, options), () => new Intl.NumberFormat(locale, options));

export const pluralRules = (locale: string, options: Intl.PluralRulesOptions = {}): Intl.PluralRules =>
  once(keyOf('plural', locale, options), () => new Intl.PluralRules(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  once(keyOf('date', locale, options), () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat =>
  once(keyOf('relative', locale, options), () => new Intl.RelativeTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  once(keyOf('list', locale, options), () => new Intl.ListFormat(locale, options));

/** The locale with its likely subtags added ('en' is 'en-Latn-US'); throws RangeError for a tag Intl cannot read. */
export const maximizedLocale = (locale: string): Intl.Locale => once(`locale|${locale}`, () => new Intl.Locale(locale).maximize());

/** A number with one decimal, as ratings and file sizes show: '4.5', '4,5' in French. */
export const formatOneDecimal = (locale: string, value: number): string =>
  numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/**
 * A whole number with thousands separators, as en-US writes it: '12,345'. Written out rather than
 * through Intl, whose first use costs a phone tens of milliseconds while a page first renders.
 */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${digits}` : digits;
}

/**
 * A number as the language writes it ('12,345', '12 345' in French). English whole numbers skip
 * Intl, whose first use (loading its locale data) costs a slow phone tens of milliseconds of the
 * first render of a page with a count on it.
 */
export const formatNumber = (language: string, value: number): string =>
  language === 'en' && Number.isInteger(value) ? formatCount(value) : numberFormat(language).format(value);
