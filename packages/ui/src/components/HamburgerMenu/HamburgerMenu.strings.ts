import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'openMenu' | 'menu' | 'back' | 'closeMenu' | 'mainMenu' | 'notNow'> = {
  'en-US': {
    openMenu: 'Open menu',
    menu: 'Menu',
    back: 'Back',
    closeMenu: 'Close menu',
    mainMenu: 'Main menu',
    notNow: 'Not available yet',
  },
  'th-TH': {
    openMenu: 'เปิดเมนู',
    menu: 'เมนู',
    back: 'ย้อนกลับ',
    closeMenu: 'ปิดเมนู',
    mainMenu: 'เมนูหลัก',
    notNow: 'ยังไม่เปิดให้ใช้งาน',
  },
  'lo-LA': {
    openMenu: 'ເປີດເມນູ',
    menu: 'ເມນູ',
    back: 'ກັບຄືນ',
    closeMenu: 'ປິດເມນູ',
    mainMenu: 'ເມນູຫຼັກ',
    notNow: 'ຍັງບໍ່ເປີດໃຫ້ນຳໃຊ້',
  },
};
