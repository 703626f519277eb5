/**
 * The spec's number format: 2 decimals, '.' decimal and ',' thousands separators, 0 shown as 0.00.
 * Same options as `formatMoney` in format.ts.
 */
export const MONEY_FORMAT: Intl.NumberFormatOptions = Object.freeze({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
  signDisplay: 'negative',
});

const cache = new Map<string, string>();

/**
 * The locale a NumberField formats and parses with. The UI locale is kept where its Latin-digit
 * form already writes 1,234.50 (en-US, th-TH), so react-aria's own labels stay in that language;
 * otherwise (lo-LA writes 1.234,50) en-US numbering is used, because the spec fixes '.' and ','
 * whatever the language.
 */
export function numberLocaleFor(locale: string): string {
  let answer = cache.get(locale);
  if (answer === undefined) {
    const latin = new Intl.Locale(locale, { numberingSystem: 'latn' }).toString();
    answer = new Intl.NumberFormat(latin, MONEY_FORMAT).format(1234.5) === '1,234.50' ? latin : 'en-US';
    cache.set(locale, answer);
  }
  return answer;
}
