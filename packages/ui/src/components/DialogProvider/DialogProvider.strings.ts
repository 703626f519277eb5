import type { UiStrings } from '../../i18n/strings.ts';

export type DialogStringKey =
  | 'ok'
  | 'cancel'
  | 'yes'
  | 'no'
  | 'close'
  | 'confirm'
  | 'am'
  | 'pm'
  | 'night'
  | 'titleConfirm'
  | 'titleInformation'
  | 'titleError'
  | 'titleSuccess'
  | 'titleShift';

// Shift names follow what front offices call them: กะเช้า / ຜຽນເຊົ້າ and so on; the results stay
// 'AM' | 'PM' | 'Night' whatever the language.
export const strings: UiStrings<DialogStringKey> = {
  'en-US': {
    ok: 'OK',
    cancel: 'Cancel',
    yes: 'Yes',
    no: 'No',
    close: 'Close',
    confirm: 'Confirm',
    am: 'AM',
    pm: 'PM',
    night: 'Night',
    titleConfirm: 'Please confirm',
    titleInformation: 'Information',
    titleError: 'Error',
    titleSuccess: 'Success',
    titleShift: 'Choose a shift',
  },
  'th-TH': {
    ok: 'ตกลง',
    cancel: 'ยกเลิก',
    yes: 'ใช่',
    no: 'ไม่ใช่',
    close: 'ปิด',
    confirm: 'ยืนยัน',
    am: 'กะเช้า',
    pm: 'กะบ่าย',
    night: 'กะดึก',
    titleConfirm: 'โปรดยืนยัน',
    titleInformation: 'แจ้งให้ทราบ',
    titleError: 'เกิดข้อผิดพลาด',
    titleSuccess: 'สำเร็จ',
    titleShift: 'เลือกกะ',
  },
  'lo-LA': {
    ok: 'ຕົກລົງ',
    cancel: 'ຍົກເລີກ',
    yes: 'ແມ່ນ',
    no: 'ບໍ່ແມ່ນ',
    close: 'ປິດ',
    confirm: 'ຢືນຢັນ',
    am: 'ຜຽນເຊົ້າ',
    pm: 'ຜຽນບ່າຍ',
    night: 'ຜຽນກາງຄືນ',
    titleConfirm: 'ກະລຸນາຢືນຢັນ',
    titleInformation: 'ແຈ້ງໃຫ້ຊາບ',
    titleError: 'ເກີດຂໍ້ຜິດພາດ',
    titleSuccess: 'ສຳເລັດ',
    titleShift: 'ເລືອກຜຽນ',
  },
};
