import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'language'> = {
  'en-US': { language: 'Language' },
  'th-TH': { language: 'ภาษา' },
  'lo-LA': { language: 'ພາສາ' },
};
