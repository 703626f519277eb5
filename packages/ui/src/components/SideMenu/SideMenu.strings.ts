import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'mainMenu' | 'notNow'> = {
  'en-US': { mainMenu: 'Main menu', notNow: 'Not available yet' },
  'th-TH': { mainMenu: 'เมนูหลัก', notNow: 'ยังไม่เปิดให้ใช้งาน' },
  'lo-LA': { mainMenu: 'ເມນູຫຼັກ', notNow: 'ຍັງບໍ່ເປີດໃຫ້ນຳໃຊ້' },
};
