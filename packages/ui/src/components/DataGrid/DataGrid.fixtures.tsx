// Sample data for the DataGrid stories and visual tests: the room list of a hotel.
import { formatDate, formatMoney } from '../../format/format.ts';
import type { UiLocale } from '../../i18n/strings.ts';
import { vars } from '../../theme/theme.css.ts';
import type { DataGridColumn } from './DataGrid.tsx';

export type RoomStatus = 'Vacant clean' | 'Vacant dirty' | 'Occupied' | 'Out of order';

export interface RoomRow {
  id: string;
  room: string;
  type: string;
  floor: number;
  status: RoomStatus;
  /** Rack rate per night, THB. */
  rate: number;
  /** ISO date. */
  lastCleaned: string;
  /** ISO date of the next reservation, if any. */
  nextArrival: string | null;
}

const ROOM_TYPES = [
  { name: 'Standard Double', rate: 1850 },
  { name: 'Superior Twin', rate: 2400 },
  { name: 'Deluxe King', rate: 3250 },
  { name: 'Deluxe River View', rate: 3900 },
  { name: 'Junior Suite', rate: 4900 },
  { name: 'Executive Suite', rate: 7800 },
] as const;

const STATUSES: readonly RoomStatus[] = ['Vacant clean', 'Occupied', 'Occupied', 'Vacant dirty', 'Out of order'];

// A hash per row and purpose keeps every row the same whatever the total count.
function random(index: number, salt: number): number {
  let x = Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca77);
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
  x = Math.imul(x ^ (x >>> 12), 0x297a2d39);
  return ((x ^ (x >>> 15)) >>> 0) / 4294967296;
}

// Dates count from the hotel date of the stories, 21-Nov-2026, in UTC so no time zone shifts them.
const HOTEL_DATE = Date.UTC(2026, 10, 21);
const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(HOTEL_DATE + offset * DAY).toISOString().slice(0, 10);

const ROOMS_PER_FLOOR = 24;
const FLOORS = 40;

/** `count` rooms: 24 a floor over 40 floors, then further towers (T2-…) for the very large lists. */
export function makeRooms(count: number): RoomRow[] {
  const rooms: RoomRow[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const tower = Math.floor(index / (ROOMS_PER_FLOOR * FLOORS));
    const floor = Math.floor((index % (ROOMS_PER_FLOOR * FLOORS)) / ROOMS_PER_FLOOR) + 1;
    const number = `${floor}${String((index % ROOMS_PER_FLOOR) + 1).padStart(2, '0')}`;
    const type = ROOM_TYPES[Math.floor(random(index, 1) * ROOM_TYPES.length)] ?? ROOM_TYPES[0];
    const status = STATUSES[Math.floor(random(index, 2) * STATUSES.length)] ?? 'Vacant clean';
    const arrival = random(index, 3);
    rooms[index] = {
      id: `room-${index + 1}`,
      room: tower === 0 ? number : `T${tower + 1}-${number}`,
      type: type.name,
      floor,
      status,
      rate: type.rate + (floor > 20 ? 350 : 0),
      lastCleaned: isoDay(-Math.floor(random(index, 4) * 6)),
      nextArrival: arrival < 0.3 ? null : isoDay(Math.floor(arrival * 14)),
    };
  }
  return rooms;
}

const STATUS_COLOR: Record<RoomStatus, string> = {
  'Vacant clean': vars.color.spec.green,
  Occupied: vars.color.spec.blue,
  'Vacant dirty': vars.color.spec.yellow,
  'Out of order': vars.color.spec.red,
};

type Headers = Record<'room' | 'type' | 'floor' | 'status' | 'rate' | 'lastCleaned' | 'nextArrival', string>;

const HEADERS: Record<UiLocale, Headers> = {
  'en-US': {
    room: 'Room',
    type: 'Room type',
    floor: 'Floor',
    status: 'Status',
    rate: 'Rate (THB)',
    lastCleaned: 'Last cleaned',
    nextArrival: 'Next arrival',
  },
  'th-TH': {
    room: 'ห้อง',
    type: 'ประเภทห้อง',
    floor: 'ชั้น',
    status: 'สถานะ',
    rate: 'ราคา (บาท)',
    lastCleaned: 'ทำความสะอาดล่าสุด',
    nextArrival: 'เข้าพักถัดไป',
  },
  'lo-LA': {
    room: 'ຫ້ອງ',
    type: 'ປະເພດຫ້ອງ',
    floor: 'ຊັ້ນ',
    status: 'ສະຖານະ',
    rate: 'ລາຄາ (ບາດ)',
    lastCleaned: 'ອະນາໄມຫຼ້າສຸດ',
    nextArrival: 'ເຂົ້າພັກຕໍ່ໄປ',
  },
};

/** The room list's columns, headers in the given language (screens take theirs from react-intl). */
export function roomColumns(locale: UiLocale = 'en-US'): DataGridColumn<RoomRow>[] {
  const header = HEADERS[locale];
  return [
    { id: 'room', header: header.room, accessor: 'room', width: 90, minWidth: 70, maxWidth: 160, isRowHeader: true },
    // No width: the default 150 px.
    { id: 'type', header: header.type, accessor: 'type' },
    { id: 'floor', header: header.floor, accessor: 'floor', width: 80, align: 'end' },
    {
      id: 'status',
      header: header.status,
      accessor: 'status',
      width: 140,
      cell: (status) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.375rem' }}>
          <span
            aria-hidden="true"
            style={{ width: 8, height: 8, borderRadius: '50%', flex: 'none', background: STATUS_COLOR[status] }}
          />
          {status}
        </span>
      ),
    },
    {
      id: 'rate',
      header: header.rate,
      accessor: 'rate',
      width: 120,
      align: 'end',
      format: (rate) => formatMoney(rate),
    },
    {
      id: 'lastCleaned',
      header: header.lastCleaned,
      accessor: 'lastCleaned',
      width: 140,
      format: (date) => formatDate(date),
    },
    {
      id: 'nextArrival',
      header: header.nextArrival,
      accessor: 'nextArrival',
      width: 130,
      format: (date) => (date ? formatDate(date) : ''),
    },
  ];
}
