import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../format/format.ts';
import { UI_LOCALES } from '../../i18n/strings.ts';
import { MONEY_FORMAT, numberLocaleFor } from './numberLocale.ts';

describe('numberLocaleFor', () => {
  it('keeps locales that already write 1,234.50, with Latin digits', () => {
    expect(numberLocaleFor('en-US')).toBe('en-US-u-nu-latn');
    expect(numberLocaleFor('th-TH')).toBe('th-TH-u-nu-latn');
  });

  it('falls back to en-US numbering where the language uses other separators', () => {
    expect(numberLocaleFor('lo-LA')).toBe('en-US');
    expect(numberLocaleFor('de-DE')).toBe('en-US');
  });

  it('overrides Thai digits requested by the locale', () => {
    expect(numberLocaleFor('th-TH-u-nu-thai')).toBe('th-TH-u-nu-latn');
  });

  it.each(UI_LOCALES)('formats like formatMoney in %s', (locale) => {
    const format = new Intl.NumberFormat(numberLocaleFor(locale), MONEY_FORMAT);
    for (const value of [0, -0, -0.001, 1234.5, 1_000_000, 0.005, 99.999, -2500.1]) {
      expect(format.format(value)).toBe(formatMoney(value));
    }
  });
});
