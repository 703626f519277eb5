import type { UiStrings } from '../../i18n/strings.ts';

// 'Loading...' with three full stops: the spec's default title (§9), exactly.
export const strings: UiStrings<'loading'> = {
  'en-US': { loading: 'Loading...' },
  'th-TH': { loading: 'กำลังโหลด...' },
  'lo-LA': { loading: 'ກຳລັງໂຫຼດ...' },
};
