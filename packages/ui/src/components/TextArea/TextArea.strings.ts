import type { UiStrings } from '../../i18n/strings.ts';

// The numbers come formatted for the locale (20,000); the slash form reads the same in all three.
export const strings: UiStrings<'counter'> = {
  'en-US': { counter: '{count} / {max}' },
  'th-TH': { counter: '{count} / {max}' },
  'lo-LA': { counter: '{count} / {max}' },
};
