import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'clearSearch'> = {
  'en-US': { clearSearch: 'Clear search' },
  'th-TH': { clearSearch: 'ล้างคำค้นหา' },
  'lo-LA': { clearSearch: 'ລຶບຄຳຄົ້ນຫາ' },
};
