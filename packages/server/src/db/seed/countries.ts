import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/th.json'));

export interface CountrySeed {
  isoCode: string;
  iso3: string;
  numericCode: string;
  name: string;
  nameTh: string;
  nameLa: string;
}

/**
 * The ISO 3166-1 list from i18n-iso-countries (codes, English and Thai names); it has no Lao
 * names, so those come from the CLDR data in Node's ICU, which covers every region code.
 */
export function isoCountries(): CountrySeed[] {
  const lao = new Intl.DisplayNames(['lo'], { type: 'region', fallback: 'none' });
  const english = countries.getNames('en', { select: 'official' });
  const thai = countries.getNames('th', { select: 'official' });
  return Object.keys(countries.getAlpha2Codes())
    .sort()
    .map((isoCode) => {
      const name = english[isoCode] ?? isoCode;
      return {
        isoCode,
        iso3: countries.alpha2ToAlpha3(isoCode) ?? '',
        numericCode: countries.alpha2ToNumeric(isoCode) ?? '',
        name,
        nameTh: thai[isoCode] ?? name,
        nameLa: lao.of(isoCode) ?? name,
      };
    });
}
