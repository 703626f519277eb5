import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'placeholder'> = {
  'en-US': { placeholder: 'Select an option' },
  'th-TH': { placeholder: 'เลือกรายการ' },
  'lo-LA': { placeholder: 'ເລືອກລາຍການ' },
};
