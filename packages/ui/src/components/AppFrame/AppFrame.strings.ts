import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'skipToContent'> = {
  'en-US': { skipToContent: 'Skip to main content' },
  'th-TH': { skipToContent: 'ข้ามไปยังเนื้อหาหลัก' },
  'lo-LA': { skipToContent: 'ຂ້າມໄປຫາເນື້ອຫາຫຼັກ' },
};
