/** The staff languages of the spec (EN, TH, LA) with their BCP 47 locale and translation file. */
export const LANGUAGES = [
  { code: 'EN', locale: 'en', uiLocale: 'en-US', file: 'en' },
  { code: 'TH', locale: 'th', uiLocale: 'th-TH', file: 'th' },
  { code: 'LA', locale: 'lo', uiLocale: 'lo-LA', file: 'la' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export function languageOf(code: string | null | undefined): Language {
  return LANGUAGES.find((language) => language.code === code) ?? (LANGUAGES[0] as Language);
}
