import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'close'> = {
  'en-US': { close: 'Close' },
  'th-TH': { close: 'ปิด' },
  'lo-LA': { close: 'ປິດ' },
};
