import type { UiStrings } from '../../i18n/strings.ts';

// Shared by DatePicker and DateRangePicker.
export const strings: UiStrings<'openCalendar'> = {
  'en-US': { openCalendar: 'Open calendar' },
  'th-TH': { openCalendar: 'เปิดปฏิทิน' },
  'lo-LA': { openCalendar: 'ເປີດປະຕິທິນ' },
};
