import type { UiStrings } from '../../i18n/strings.ts';

// 'Loading...' with three full stops, exactly as the spec writes it (§9).
export const strings: UiStrings<'loading'> = {
  'en-US': { loading: 'Loading...' },
  'th-TH': { loading: 'กำลังโหลด...' },
  'lo-LA': { loading: 'ກຳລັງໂຫຼດ...' },
};
