import type { UiStrings } from '../../i18n/strings.ts';

type Key = 'columns' | 'columnsShown' | 'reset' | 'shownCount';

export const strings: UiStrings<Key> = {
  'en-US': {
    columns: 'Columns',
    columnsShown: 'Columns shown',
    reset: 'Show the usual columns',
    shownCount: '{shown} of {total}',
  },
  'th-TH': {
    columns: 'คอลัมน์',
    columnsShown: 'คอลัมน์ที่แสดง',
    reset: 'แสดงคอลัมน์ตามปกติ',
    shownCount: '{shown} จาก {total}',
  },
  'lo-LA': {
    columns: 'ຖັນ',
    columnsShown: 'ຖັນທີ່ສະແດງ',
    reset: 'ສະແດງຖັນຕາມປົກກະຕິ',
    shownCount: '{shown} ຈາກ {total}',
  },
};
