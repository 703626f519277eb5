import type { UiStrings } from '../../i18n/strings.ts';

// Shared by DateField, DatePicker and DateRangePicker. {date} is dd-MMM-yyyy.
export const strings: UiStrings<'rangeUnderflow' | 'rangeOverflow' | 'unavailable' | 'rangeReversed'> = {
  'en-US': {
    rangeUnderflow: 'Enter a date on or after {date}.',
    rangeOverflow: 'Enter a date on or before {date}.',
    unavailable: 'This date is not available.',
    rangeReversed: 'The end date must not be before the start date.',
  },
  'th-TH': {
    rangeUnderflow: 'ระบุวันที่ตั้งแต่ {date} เป็นต้นไป',
    rangeOverflow: 'ระบุวันที่ไม่เกิน {date}',
    unavailable: 'ไม่สามารถเลือกวันที่นี้ได้',
    rangeReversed: 'วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น',
  },
  'lo-LA': {
    rangeUnderflow: 'ປ້ອນວັນທີແຕ່ {date} ເປັນຕົ້ນໄປ',
    rangeOverflow: 'ປ້ອນວັນທີບໍ່ເກີນ {date}',
    unavailable: 'ບໍ່ສາມາດເລືອກວັນທີນີ້ໄດ້',
    rangeReversed: 'ວັນທີສິ້ນສຸດຕ້ອງບໍ່ຢູ່ກ່ອນວັນທີເລີ່ມຕົ້ນ',
  },
};
