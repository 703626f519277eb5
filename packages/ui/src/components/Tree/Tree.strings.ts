import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'loading'> = {
  'en-US': { loading: 'Loading...' },
  'th-TH': { loading: 'กำลังโหลด...' },
  'lo-LA': { loading: 'ກຳລັງໂຫຼດ...' },
};
