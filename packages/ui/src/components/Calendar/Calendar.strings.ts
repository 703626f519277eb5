import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'previousMonth' | 'nextMonth'> = {
  'en-US': { previousMonth: 'Previous month', nextMonth: 'Next month' },
  'th-TH': { previousMonth: 'เดือนก่อนหน้า', nextMonth: 'เดือนถัดไป' },
  'lo-LA': { previousMonth: 'ເດືອນກ່ອນ', nextMonth: 'ເດືອນຖັດໄປ' },
};
