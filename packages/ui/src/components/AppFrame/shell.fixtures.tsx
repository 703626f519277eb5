// Story data for the shell parts: the spec's menu groups (§2) and top-bar texts in EN, TH and LA.
// In the app these come from the interface-text service and the session; ui never fetches them.
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useCallback, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import type { NavItem } from '../SideMenu/nav.ts';

export type ShellLanguage = 'en' | 'th' | 'lo';

type Text = Record<ShellLanguage, string>;

interface Entry {
  id: string;
  label: Text;
  url?: string;
  notNow?: boolean;
  children?: Entry[];
}

const link = (id: string, url: string, en: string, th: string, lo: string, notNow?: boolean): Entry => ({
  id,
  url,
  label: { en, th, lo },
  ...(notNow ? { notNow } : {}),
});
const group = (id: string, en: string, th: string, lo: string, children: Entry[]): Entry => ({
  id,
  label: { en, th, lo },
  children,
});

const MENU: Entry[] = [
  group('reservation', 'Reservation', 'การจอง', 'ການຈອງ', [
    link(
      'reservation-dashboard',
      '/menu/app/reservation-dashboard',
      'Reservation dashboard',
      'แดชบอร์ดการจอง',
      'ແດຊບອດການຈອງ',
    ),
    link('room-availability', '/menu/app/room-availability', 'Room availability', 'ห้องว่าง', 'ຫ້ອງຫວ່າງ'),
    link('new-reservation', '/menu/app/new-reservation-v3', 'New reservation', 'สร้างการจองใหม่', 'ສ້າງການຈອງໃໝ່'),
    link('booking-list', '/menu/app/booking-list-reservation', 'Booking list', 'รายการจอง', 'ລາຍການຈອງ'),
    link('allotment-setting', '/menu/app/allotment-setting', 'Allotment setting', 'ตั้งค่าโควตาห้อง', 'ຕັ້ງຄ່າໂຄຕາຫ້ອງ'),
    group('reservation-reports', 'Reports', 'รายงาน', 'ລາຍງານ', [
      link('reservation-report', '/menu/app/reservation-report', 'Reservation report', 'รายงานการจอง', 'ລາຍງານການຈອງ'),
      link('no-show-report', '/menu/app/no-show-report', 'No-show report', 'รายงานแขกไม่มาเข้าพัก', 'ລາຍງານແຂກບໍ່ມາພັກ'),
      link(
        'forecast-by-roomtype',
        '/menu/app/reservation-forecast-by-roomtype',
        'Forecast by room type',
        'พยากรณ์ตามประเภทห้อง',
        'ຄາດຄະເນຕາມປະເພດຫ້ອງ',
        true,
      ),
    ]),
  ]),
  group('reception', 'Reception', 'แผนกต้อนรับ', 'ພະແນກຕ້ອນຮັບ', [
    link(
      'reception-dashboard',
      '/menu/app-dashboard-reception',
      'Reception dashboard',
      'แดชบอร์ดแผนกต้อนรับ',
      'ແດຊບອດພະແນກຕ້ອນຮັບ',
    ),
    link('walk-in', '/menu/app/new-walk-in', 'Walk-in', 'วอล์กอิน', 'ວອກອິນ'),
    link('check-in', '/menu/app/booking-list-reception', 'Check-in', 'เช็กอิน', 'ເຊັກອິນ'),
    link('in-house', '/menu/app/inHouse-reception', 'In house', 'แขกที่พักอยู่', 'ແຂກທີ່ພັກຢູ່'),
    link('room-rack', '/menu/app/room-rack', 'Room rack', 'ผังห้องพัก', 'ຜັງຫ້ອງພັກ', true),
  ]),
  group('outlet', 'Outlet Services', 'บริการจุดขาย', 'ບໍລິການຈຸດຂາຍ', [
    link('outlets', '/menu/app/outlet', 'Outlets', 'จุดขาย', 'ຈຸດຂາຍ'),
    link('outlet-items', '/menu/app/outlet-item', 'Outlet items', 'รายการสินค้า', 'ລາຍການສິນຄ້າ'),
  ]),
  group('cashier', 'Cashier', 'แคชเชียร์', 'ແຄຊເຊຍ', [
    link('cashier-dashboard', '/menu/app/dashboard-cashier', 'Cashier dashboard', 'แดชบอร์ดแคชเชียร์', 'ແດຊບອດແຄຊເຊຍ'),
    link('guest-folio', '/menu/app/guest-folio-v2', 'Guest folio', 'โฟลิโอแขก', 'ໂຟລິໂອແຂກ'),
    link('posting', '/menu/app/posting', 'Posting', 'ลงรายการ', 'ບັນທຶກລາຍການ'),
    link('close-shift', '/menu/app/app-close-shift', 'Close shift', 'ปิดกะ', 'ປິດກະ'),
    link('day-end', '/menu/app/day-end', 'Day-end', 'ปิดวัน', 'ປິດມື້'),
  ]),
  group('housekeeping', 'Housekeeping', 'แม่บ้าน', 'ແມ່ບ້ານ', [
    link(
      'housekeeping-dashboard',
      '/menu/app-dashboard-housekeeping',
      'Housekeeping dashboard',
      'แดชบอร์ดแม่บ้าน',
      'ແດຊບອດແມ່ບ້ານ',
    ),
    link(
      'room-clean-update',
      '/menu/app/room-clean-update-v3',
      'Room clean update',
      'อัปเดตความสะอาดห้อง',
      'ອັບເດດຄວາມສະອາດຫ້ອງ',
    ),
    link('room-status-today', '/menu/app/room-status-today-report', 'Room status today', 'สถานะห้องวันนี้', 'ສະຖານະຫ້ອງມື້ນີ້'),
  ]),
  group('engineer', 'Engineer', 'ช่างซ่อมบำรุง', 'ຊ່າງສ້ອມແປງ', [
    link('engineer-dashboard', '/menu/app-dashboard-engineer', 'Engineer dashboard', 'แดชบอร์ดช่าง', 'ແດຊບອດຊ່າງ'),
    link('maintenance', '/menu/app/maintenance', 'Maintenance', 'งานซ่อมบำรุง', 'ວຽກສ້ອມແປງ'),
  ]),
  group('financial', 'Financial', 'การเงิน', 'ການເງິນ', [
    link(
      'financial-dashboard',
      '/menu/app-dashboard-financial',
      'Financial dashboard',
      'แดชบอร์ดการเงิน',
      'ແດຊບອດການເງິນ',
    ),
    link('ledger', '/menu/app/ledger', 'Ledger', 'บัญชีแยกประเภท', 'ບັນຊີແຍກປະເພດ'),
  ]),
  group('sales', 'Sales', 'ฝ่ายขาย', 'ຝ່າຍຂາຍ', [
    link('sales-dashboard', '/menu/app-dashboard-sale', 'Sales dashboard', 'แดชบอร์ดฝ่ายขาย', 'ແດຊບອດຝ່າຍຂາຍ'),
    link('contracts', '/menu/app/sales/contract', 'Contracts', 'สัญญา', 'ສັນຍາ'),
    link('company-profile', '/menu/app/companyprofile', 'Company profile', 'ข้อมูลบริษัท', 'ຂໍ້ມູນບໍລິສັດ'),
  ]),
];

const translate = (entries: Entry[], language: ShellLanguage): NavItem[] =>
  entries.map(({ label, children, ...rest }) => ({
    ...rest,
    label: label[language],
    ...(children ? { children: translate(children, language) } : {}),
  }));

/** The staff menu in each language. */
export const shellMenu: Record<ShellLanguage, NavItem[]> = {
  en: translate(MENU, 'en'),
  th: translate(MENU, 'th'),
  lo: translate(MENU, 'lo'),
};

/** The spec's top tabs, by index value; Reservation (6) is the default. */
export const topTabs: { id: number; label: Text }[] = [
  { id: 1, label: { en: 'Manager Report', th: 'รายงานผู้บริหาร', lo: 'ລາຍງານຜູ້ບໍລິຫານ' } },
  { id: 2, label: { en: 'Config', th: 'ตั้งค่าระบบ', lo: 'ຕັ້ງຄ່າລະບົບ' } },
  { id: 3, label: { en: 'Financial Settings', th: 'ตั้งค่าการเงิน', lo: 'ຕັ້ງຄ່າການເງິນ' } },
  { id: 4, label: { en: 'Housekeeping Setting', th: 'ตั้งค่าแม่บ้าน', lo: 'ຕັ້ງຄ່າແມ່ບ້ານ' } },
  { id: 5, label: { en: 'Sales Settings', th: 'ตั้งค่าการขาย', lo: 'ຕັ້ງຄ່າການຂາຍ' } },
  { id: 6, label: { en: 'Reservation', th: 'การจอง', lo: 'ການຈອງ' } },
  { id: 7, label: { en: 'Reception', th: 'แผนกต้อนรับ', lo: 'ພະແນກຕ້ອນຮັບ' } },
  { id: 8, label: { en: 'Outlet Services', th: 'บริการจุดขาย', lo: 'ບໍລິການຈຸດຂາຍ' } },
  { id: 9, label: { en: 'Cashier', th: 'แคชเชียร์', lo: 'ແຄຊເຊຍ' } },
];

/** Texts the app would pass to the top bar, per language. */
export const shellText: Record<
  ShellLanguage,
  { help: string; languageSetting: string; logout: string; userName: string; topTabs: string; pageTitle: string }
> = {
  en: {
    help: 'Help',
    languageSetting: 'Language setting',
    logout: 'Logout',
    userName: 'Somchai K.',
    topTabs: 'Sections',
    pageTitle: 'Reservation dashboard',
  },
  th: {
    help: 'ช่วยเหลือ',
    languageSetting: 'ตั้งค่าภาษา',
    logout: 'ออกจากระบบ',
    userName: 'สมชาย ก.',
    topTabs: 'ส่วนงาน',
    pageTitle: 'แดชบอร์ดการจอง',
  },
  lo: {
    help: 'ຊ່ວຍເຫຼືອ',
    languageSetting: 'ຕັ້ງຄ່າພາສາ',
    logout: 'ອອກຈາກລະບົບ',
    userName: 'ສົມພອນ ວ.',
    topTabs: 'ພາກສ່ວນ',
    pageTitle: 'ແດຊບອດການຈອງ',
  },
};

export const CURRENT_URL = '/menu/app/reservation-dashboard';

/** A stand-in for the hotel's logo image. */
export function HotelLogo() {
  return (
    <svg viewBox="0 0 150 32" width="150" height="32" role="img" aria-label="Riverside Hotel">
      <rect width="32" height="32" rx="7" fill="#1D64B8" />
      <path
        d="M10 8v10M10 8h6a3.5 3.5 0 0 1 0 7h-6m5.5 0 3.5 3"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M6.5 24c3-2.5 6.5-2.5 9.5 0s6.5 2.5 9.5 0"
        fill="none"
        stroke="#9CC6F5"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <text x="40" y="15" fontFamily="Inter, Arial, sans-serif" fontSize="13" fontWeight="700" fill="currentColor">
        RIVERSIDE
      </text>
      <text x="40" y="28" fontFamily="Inter, Arial, sans-serif" fontSize="9.5" letterSpacing="2.6" fill="currentColor">
        HOTEL
      </text>
    </svg>
  );
}

function PortalHost({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => container, [container]);
  return (
    <>
      {container ? <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider> : null}
      <div ref={setContainer} data-portal-host="" />
    </>
  );
}

/**
 * Story decorator: overlays (the hamburger drawer, the language list) portal into a node inside
 * the themed story root, as the app's overlay layer does, so they get the theme and `lang`.
 */
export const withPortalHost: Decorator = (Story) => (
  <PortalHost>
    <Story />
  </PortalHost>
);
