import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LANGUAGE, type LanguageCode } from './i18n/languages.ts';

/** The staff member's interface language, kept in the browser across visits. */
export const languageAtom = atomWithStorage<LanguageCode>('pms.language', DEFAULT_LANGUAGE);
