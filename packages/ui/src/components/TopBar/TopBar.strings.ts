import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'hotelDate' | 'currency' | 'signedInAs'> = {
  'en-US': { hotelDate: 'Hotel date', currency: 'Currency', signedInAs: 'Signed in as' },
  'th-TH': { hotelDate: 'วันที่ของโรงแรม', currency: 'สกุลเงิน', signedInAs: 'เข้าสู่ระบบในชื่อ' },
  'lo-LA': { hotelDate: 'ວັນທີຂອງໂຮງແຮມ', currency: 'ສະກຸນເງິນ', signedInAs: 'ເຂົ້າລະບົບໃນຊື່' },
};
