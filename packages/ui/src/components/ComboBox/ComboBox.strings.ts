import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'noResults' | 'loading' | 'showSuggestions'> = {
  'en-US': { noResults: 'No results', loading: 'Loading...', showSuggestions: 'Show suggestions' },
  'th-TH': { noResults: 'ไม่พบผลลัพธ์', loading: 'กำลังโหลด...', showSuggestions: 'แสดงตัวเลือก' },
  'lo-LA': { noResults: 'ບໍ່ພົບຜົນໄດ້ຮັບ', loading: 'ກຳລັງໂຫຼດ...', showSuggestions: 'ສະແດງຕົວເລືອກ' },
};
