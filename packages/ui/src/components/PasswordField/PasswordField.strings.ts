import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'showPassword' | 'hidePassword'> = {
  'en-US': { showPassword: 'Show password', hidePassword: 'Hide password' },
  'th-TH': { showPassword: 'แสดงรหัสผ่าน', hidePassword: 'ซ่อนรหัสผ่าน' },
  'lo-LA': { showPassword: 'ສະແດງລະຫັດຜ່ານ', hidePassword: 'ເຊື່ອງລະຫັດຜ່ານ' },
};
