import { type UiStrings, useUiStrings } from '../../i18n/strings.ts';

type Key =
  | 'noData'
  | 'loading'
  | 'exportCsv'
  | 'pagination'
  | 'firstPage'
  | 'previousPage'
  | 'nextPage'
  | 'lastPage'
  | 'page'
  | 'pageStatus'
  | 'rowRange'
  | 'selectAll'
  | 'resizeColumn';

// 'No data to display' and 'Loading...' are the specification's texts; keep them exactly.
export const strings: UiStrings<Key> = {
  'en-US': {
    noData: 'No data to display',
    loading: 'Loading...',
    exportCsv: 'Export CSV',
    pagination: 'Pagination',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    page: 'Page {page}',
    pageStatus: 'Page {page} of {pageCount}',
    rowRange: 'Rows {from}–{to} of {total}',
    selectAll: 'Select all rows',
    resizeColumn: 'Resize column',
  },
  'th-TH': {
    noData: 'ไม่มีข้อมูลที่จะแสดง',
    loading: 'กำลังโหลด...',
    exportCsv: 'ส่งออก CSV',
    pagination: 'การแบ่งหน้า',
    firstPage: 'หน้าแรก',
    previousPage: 'หน้าก่อนหน้า',
    nextPage: 'หน้าถัดไป',
    lastPage: 'หน้าสุดท้าย',
    page: 'หน้า {page}',
    pageStatus: 'หน้า {page} จาก {pageCount}',
    rowRange: 'แถว {from}–{to} จาก {total}',
    selectAll: 'เลือกทุกแถว',
    resizeColumn: 'ปรับความกว้างคอลัมน์',
  },
  'lo-LA': {
    noData: 'ບໍ່ມີຂໍ້ມູນທີ່ຈະສະແດງ',
    loading: 'ກຳລັງໂຫຼດ...',
    exportCsv: 'ສົ່ງອອກ CSV',
    pagination: 'ການແບ່ງໜ້າ',
    firstPage: 'ໜ້າທຳອິດ',
    previousPage: 'ໜ້າກ່ອນໜ້າ',
    nextPage: 'ໜ້າຖັດໄປ',
    lastPage: 'ໜ້າສຸດທ້າຍ',
    page: 'ໜ້າ {page}',
    pageStatus: 'ໜ້າ {page} ຈາກ {pageCount}',
    rowRange: 'ແຖວ {from}–{to} ຈາກ {total}',
    selectAll: 'ເລືອກທຸກແຖວ',
    resizeColumn: 'ປັບຄວາມກວ້າງຖັນ',
  },
};

/** The grid's strings in the surrounding locale, `{name}` placeholders filled in by useUiStrings. */
export function useGridStrings() {
  return useUiStrings(strings, '@pms/ui/DataGrid');
}
