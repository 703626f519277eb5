import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'region' | 'close'> = {
  'en-US': { region: 'Messages', close: 'Close message' },
  'th-TH': { region: 'ข้อความ', close: 'ปิดข้อความ' },
  'lo-LA': { region: 'ຂໍ້ຄວາມ', close: 'ປິດຂໍ້ຄວາມ' },
};
