/**
 * Intl's formatters, each made once per locale and options and kept. Making one costs a phone's main
 * thread far more than using it, and a list formats a number, a plural or a date on every row.
 */
const made = new Map<string, object>();
// Locales can come from a request (a browser's language), so the kept ones are bounded.
const MOST_KEPT = 500;

function once<T extends object>(key: string, make: () => T): T {
  let value = made.get(key) as T | undefined;
  if (!value) {
    value = make();
    if (made.size >= MOST_KEPT) made.clear();
    made.set(key, value);
  }
  return value;
}

/** A kept maker of one kind of formatter, keyed by the kind, the locale and the options. */
const kept =
  <T extends object, O extends object>(kind: string, Make: new (locale: string, options?: O) => T) =>
  (locale: string, options?: O): T =>
    once(`${kind}|${locale}|${JSON.stringify(options ?? {})}`, () => new Make(locale, options));

export const numberFormat = kept('number', Intl.NumberFormat);
export const pluralRules = kept('plural', Intl.PluralRules);
export const dateTimeFormat = kept('date', Intl.DateTimeFormat);
export const relativeTimeFormat = kept('relative', Intl.RelativeTimeFormat);
export const listFormat = kept('list', Intl.ListFormat);

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
