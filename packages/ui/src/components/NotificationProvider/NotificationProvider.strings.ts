import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'region' | 'close'> = {
  'en-US': { region: 'Notifications', close: 'Dismiss notification' },
  'th-TH': { region: 'การแจ้งเตือน', close: 'ปิดการแจ้งเตือน' },
  'lo-LA': { region: 'ການແຈ້ງເຕືອນ', close: 'ປິດການແຈ້ງເຕືອນ' },
};
