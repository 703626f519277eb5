import type { Kysely, Transaction } from 'kysely';
import { hashPassword, randomPassword } from '../../auth/password.ts';
import { assignRoles } from '../../modules/security/roles.ts';
import type { Database } from '../schema.ts';
import { seedDemoBookings } from './demo-bookings.ts';
import { seedDemoCancellationPolicies } from './demo-cancellation.ts';
import { seedDemoCashier } from './demo-cashier.ts';
import { seedDemoContracts } from './demo-contracts.ts';
import { seedDemoDeposits } from './demo-deposits.ts';
import { seedDemoEngineering } from './demo-engineering.ts';
import { seedDemoFrontDesk } from './demo-front-desk.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoHotelDetail } from './demo-hotel.ts';
import { seedDemoInventory } from './demo-inventory.ts';
import { seedDemoInterfaceTexts, seedDemoLists } from './demo-lists.ts';
import { seedDemoMinibar } from './demo-minibar.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedDemoOutlet } from './demo-outlet.ts';
import { seedDemoPartnerBookings } from './demo-partner-bookings.ts';
import { seedDemoPartners } from './demo-partners.ts';
import { seedDemoRates } from './demo-rates.ts';
import { seedDemoReceivable } from './demo-receivable.ts';
import { seedDemoReception } from './demo-reception.ts';
import { seedDemoRooms } from './demo-rooms.ts';
import { type CodedTable, insertRows } from './rows.ts';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-label="Mekong Riverside Hotel">
<circle cx="120" cy="120" r="112" fill="#0b4f6c"/>
<path d="M48 150c24-14 48-14 72 0s48 14 72 0" fill="none" stroke="#4A90E2" stroke-width="10" stroke-linecap="round"/>
<path d="M48 176c24-14 48-14 72 0s48 14 72 0" fill="none" stroke="#2EB872" stroke-width="10" stroke-linecap="round"/>
<path d="M72 128V84l48-28 48 28v44" fill="none" stroke="#F5A623" stroke-width="10" stroke-linejoin="round"/>
<text x="120" y="122" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff">MR</text>
</svg>`;

const BACKGROUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbd6a0"/><stop offset="0.55" stop-color="#f5a623"/><stop offset="1" stop-color="#0b4f6c"/></linearGradient></defs>
<rect width="1600" height="900" fill="url(#sky)"/>
<circle cx="1180" cy="420" r="120" fill="#fff3d6" opacity="0.8"/>
<path d="M0 560c200-60 400-60 600 0s400 60 600 0 300-40 400-20V900H0z" fill="#0b4f6c"/>
<path d="M0 660c200-50 400-50 600 0s400 50 600 0 300-30 400-15V900H0z" fill="#4A90E2" opacity="0.55"/>
</svg>`;

interface RoomTypeSeed {
  code: string;
  name: string;
  maxAdults: number;
  maxChildren: number;
}

const ROOM_TYPES: RoomTypeSeed[] = [
  { code: 'STD', name: 'Standard Double', maxAdults: 2, maxChildren: 1 },
  { code: 'STT', name: 'Standard Twin', maxAdults: 2, maxChildren: 1 },
  { code: 'DLX', name: 'Deluxe River View', maxAdults: 2, maxChildren: 2 },
  { code: 'FAM', name: 'Family Room', maxAdults: 4, maxChildren: 2 },
  { code: 'JRS', name: 'Junior Suite', maxAdults: 2, maxChildren: 2 },
  { code: 'EXS', name: 'Executive Suite', maxAdults: 3, maxChildren: 2 },
];

/** Room types by position on a floor, per building: 24 rooms a floor in Main, 16 in Garden. */
const MAIN_FLOOR = [
  ...Array(10).fill('STD'),
  ...Array(8).fill('STT'),
  ...Array(4).fill('DLX'),
  'JRS',
  'EXS',
] as string[];
const GARDEN_FLOOR = [...Array(8).fill('DLX'), ...Array(6).fill('FAM'), 'JRS', 'JRS'] as string[];

const STAFF: { login: string; name: string; roles: string[] }[] = [
  { login: 'reservation', name: 'Somchai Reservations', roles: ['RESERVATION'] },
  { login: 'reception', name: 'Malee Front Desk', roles: ['RECEPTION'] },
  { login: 'cashier', name: 'Anan Cashier', roles: ['CASHIER'] },
  { login: 'housekeeping', name: 'Noy Housekeeping', roles: ['HOUSEKEEPING'] },
  { login: 'engineer', name: 'Khamla Engineering', roles: ['ENGINEER'] },
  { login: 'sale', name: 'Vilay Sales', roles: ['SALE'] },
  { login: 'mis', name: 'Preecha Manager', roles: ['MANAGEMENT-INFORMATION-SYSTEM'] },
  { login: 'config', name: 'Kanya Configuration', roles: ['CONFIGULATION-SETTING'] },
  { login: 'finance', name: 'Sompong Finance', roles: ['FINANCIAL-SETTING'] },
  { login: 'hk-setting', name: 'Bounmy Housekeeping Setup', roles: ['HOUSEKEEPING-SETTING'] },
  { login: 'sale-setting', name: 'Phet Sales Setup', roles: ['SALE-SETTING'] },
  // A housekeeping supervisor: works the floor's screens (HOUSEKEEPING) and inspects rooms and
  // gives attendants their rooms (HOUSEKEEPING-SETTING), as one person does in a real hotel.
  {
    login: 'hk-supervisor',
    name: 'Chanthala Housekeeping Supervisor',
    roles: ['HOUSEKEEPING', 'HOUSEKEEPING-SETTING'],
  },
];

/**
 * A hotel on the Thai–Lao border that gives every screen something to show. Applied once:
 * answers null when the property already has rooms.
 */
type SettingRow = Record<string, string | number | boolean>;
const coded = (entries: readonly (readonly [string, string])[], more: (index: number) => SettingRow = () => ({})) =>
  entries.map(([code, name], index) => ({ code, name, ...more(index) }));
const ordered = (index: number) => ({ sort_order: (index + 1) * 10 });

/** The master-data lists the generator wrote, filled as a Mekong riverside hotel would fill them. */
const DEMO_SETTINGS: Partial<Record<CodedTable, readonly SettingRow[]>> = {
  // Guest titles, Thai and Lao forms of address included.
  title: coded(
    [
      ['MR', 'Mr.'],
      ['MRS', 'Mrs.'],
      ['MS', 'Ms.'],
      ['MISS', 'Miss'],
      ['DR', 'Dr.'],
      ['KHUN', 'Khun'],
      ['THAN', 'Than'],
    ],
    ordered,
  ),
  segment: coded(
    [
      ['FIT', 'Free independent traveller'],
      ['GRP', 'Group'],
      ['MICE', 'Meetings and events'],
      ['GOV', 'Government'],
      ['CORP', 'Corporate'],
    ],
    ordered,
  ),
  market: coded(
    [
      ['DOM', 'Domestic'],
      ['ASIA', 'Asia'],
      ['EUR', 'Europe'],
      ['AMER', 'Americas'],
    ],
    ordered,
  ),
  meal_type: coded(
    [
      ['RO', 'Room only'],
      ['BB', 'Bed and breakfast'],
      ['HB', 'Half board'],
      ['FB', 'Full board'],
    ],
    (index) => ({ includes_breakfast: index > 0, includes_lunch: index === 3, includes_dinner: index > 1 }),
  ),
  source: coded(
    [
      ['WALK', 'Walk-in'],
      ['PHONE', 'Telephone'],
      ['WEB', 'Hotel website'],
      ['AGODA', 'Agoda'],
      ['BKG', 'Booking.com'],
      ['EXP', 'Expedia'],
    ],
    (index) => ({ channel: index >= 3 ? 'OTA' : 'NON-OTA' }),
  ),
  room_feature: coded(
    [
      ['RIV', 'River view'],
      ['BAL', 'Balcony'],
      ['BATH', 'Bathtub'],
      ['NS', 'Non-smoking'],
      ['ACC', 'Accessible'],
    ],
    ordered,
  ),
  bed_type: coded(
    [
      ['KING', 'King'],
      ['QUEEN', 'Queen'],
      ['TWIN', 'Twin'],
      ['EXTRA', 'Extra bed'],
    ],
    (index) => ({ width_cm: [180, 160, 100, 90][index] ?? 0, sleeps: [2, 2, 1, 1][index] ?? 1 }),
  ),
  keep_at: coded([
    ['FO', 'Front office safe'],
    ['HK', 'Housekeeping store'],
    ['SEC', 'Security office'],
  ]),
  cancellation_reason: coded(
    [
      ['PLAN', 'Change of plans'],
      ['PRICE', 'Found a better price'],
      ['ILL', 'Illness'],
      ['FLT', 'Flight cancelled'],
      ['DUP', 'Duplicate booking'],
    ],
    (index) => ({ chargeable: index < 2 }),
  ),
  guest_type: coded(
    [
      ['REG', 'Regular'],
      ['VIP', 'VIP'],
      ['REP', 'Repeat guest'],
      ['STAFF', 'Staff'],
    ],
    ordered,
  ),
  territory: coded([
    ['BKK', 'Bangkok'],
    ['VTE', 'Vientiane'],
    ['NTH', 'Northern Thailand'],
    ['INT', 'International'],
  ]),
  department: coded(
    [
      ['FO', 'Front office'],
      ['HK', 'Housekeeping'],
      ['FB', 'Food and beverage'],
      ['ENG', 'Engineering'],
      ['ACC', 'Accounting'],
      ['SM', 'Sales and marketing'],
    ],
    (index) => ({ earns_revenue: index === 0 || index === 2 }),
  ),
  maintenance_type: coded(
    [
      ['AC', 'Air conditioning'],
      ['PLB', 'Plumbing'],
      ['ELE', 'Electrical'],
      ['FUR', 'Furniture'],
      ['REN', 'Renovation'],
    ],
    (index) => ({ sets_out_of_order: index === 4 }),
  ),
  occupancy_type: coded(
    [
      ['SGL', 'Single'],
      ['DBL', 'Double'],
      ['TPL', 'Triple'],
      ['FAM', 'Family'],
    ],
    (index) => ({ adults: [1, 2, 3, 2][index] ?? 1, children: index === 3 ? 2 : 0 }),
  ),
  transaction_group: coded(
    [
      ['ROOM', 'Room revenue'],
      ['FB', 'Food and beverage'],
      ['MISC', 'Other revenue'],
      ['TAX', 'Taxes and service'],
      ['PAY', 'Payments'],
    ],
    (index) => ({ report_order: (index + 1) * 10 }),
  ),
  term_of_payment: coded(
    [
      ['COD', 'Cash on departure'],
      ['N15', 'Net 15 days'],
      ['N30', 'Net 30 days'],
    ],
    (index) => ({ days: [0, 15, 30][index] ?? 0 }),
  ),
  room_category: coded(
    [
      ['STD', 'Standard'],
      ['DLX', 'Deluxe'],
      ['STE', 'Suite'],
    ],
    ordered,
  ),
};

// A morning's mix: most rooms clean, some still dirty from yesterday's departures, a few inspected.
const DEMO_ROOM_STATUSES = ['clean', 'clean', 'dirty', 'clean', 'inspected', 'clean', 'dirty', 'clean'] as const;

export async function seedDemoHotel(
  trx: Transaction<Database> | Kysely<Database>,
  propertyId: number,
  demoPassword: string | undefined,
  history: { days: number; onDay?: ((date: string, index: number) => void) | undefined } = { days: 0 },
): Promise<{ users: string[]; generatedPassword?: string } | null> {
  const hasRooms = await trx
    .selectFrom('room')
    .select('id')
    .where('property_id', '=', propertyId)
    .limit(1)
    .executeTakeFirst();
  if (hasRooms) return null;

  const encoder = new TextEncoder();
  await trx
    .insertInto('stored_file')
    .values([
      {
        property_id: propertyId,
        file_key: 'hotel-logo',
        content_type: 'image/svg+xml',
        content: encoder.encode(LOGO_SVG),
      },
      {
        property_id: propertyId,
        file_key: 'hotel-background',
        content_type: 'image/svg+xml',
        content: encoder.encode(BACKGROUND_SVG),
      },
    ])
    .execute();
  await trx
    .updateTable('property')
    .set((eb) => ({
      name: 'Mekong Riverside Hotel',
      logo_file_key: 'hotel-logo',
      bg_file_key: 'hotel-background',
      version: eb('version', '+', 1),
    }))
    .where('id', '=', propertyId)
    .execute();

  // The lists below take payments and price rates in these; the rest and the rates: seedDemoMoney.
  await trx
    .insertInto('currency')
    .values([
      { property_id: propertyId, code: 'USD', name: 'US Dollar', symbol: '$' },
      { property_id: propertyId, code: 'LAK', name: 'Lao Kip', symbol: '₭', decimals: 0 },
    ])
    .onConflict((conflict) => conflict.constraint('currency_code_unique').doNothing())
    .execute();

  const buildings = await trx
    .insertInto('building')
    .values([
      { property_id: propertyId, code: 'MAIN', name: 'Main Building' },
      { property_id: propertyId, code: 'GARDEN', name: 'Garden Wing' },
    ])
    .returning(['id', 'code'])
    .execute();
  const floors = await trx
    .insertInto('floor')
    .values([1, 2, 3].map((n) => ({ property_id: propertyId, code: `F${n}`, name: `Floor ${n}`, sort_order: n })))
    .returning(['id', 'sort_order'])
    .execute();
  const roomTypes = await trx
    .insertInto('room_type')
    .values(
      ROOM_TYPES.map((type) => ({
        property_id: propertyId,
        code: type.code,
        name: type.name,
        max_adults: type.maxAdults,
        max_children: type.maxChildren,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const typeId = new Map(roomTypes.map((type) => [type.code, type.id]));
  const rooms = buildings.flatMap((building, buildingIndex) =>
    floors.flatMap((floor) =>
      (building.code === 'MAIN' ? MAIN_FLOOR : GARDEN_FLOOR).map((type, index) => ({
        property_id: propertyId,
        room_number: `${buildingIndex + 1}${floor.sort_order}${String(index + 1).padStart(2, '0')}`,
        room_type_id: typeId.get(type) as number,
        building_id: building.id,
        floor_id: floor.id,
        housekeeping_status:
          DEMO_ROOM_STATUSES[(buildingIndex * 7 + floor.sort_order * 3 + index) % DEMO_ROOM_STATUSES.length],
      })),
    ),
  );
  await trx.insertInto('room').values(rooms).execute();

  // The settings lists, with what a hotel like the demo one keeps in them.
  // The table names are the schema's; the columns of these loosely built rows the database checks.
  for (const [table, rows] of Object.entries(DEMO_SETTINGS) as [CodedTable, readonly SettingRow[]][]) {
    await insertRows(trx, table, propertyId, rows as never);
  }
  await seedDemoMoney(trx, propertyId);
  await seedDemoLists(trx, propertyId);
  await seedDemoInterfaceTexts(trx, propertyId);
  await seedDemoHotelDetail(trx, propertyId);
  await seedDemoRooms(trx, propertyId);
  await seedDemoRates(trx, propertyId);
  // The staff first: the past's shifts are the cashier's.
  const password = demoPassword || randomPassword();
  const passwordHash = await hashPassword(password);
  for (const staff of STAFF) {
    const user = await trx
      .insertInto('app_user')
      .values({
        property_id: propertyId,
        login_name: staff.login,
        display_name: staff.name,
        password_hash: passwordHash,
      })
      .onConflict((conflict) => conflict.columns(['property_id', 'login_name']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (user) await assignRoles(trx, propertyId, user.id, staff.roles);
  }
  // The past before the present: the demo's own bookings around the hotel date come after it.
  await seedDemoHistory(trx, propertyId, history.days, history.onDay);
  await seedDemoBookings(trx, propertyId);
  await seedDemoFrontDesk(trx, propertyId);
  await seedDemoReception(trx, propertyId);

  await seedDemoCashier(trx, propertyId);
  await seedDemoDeposits(trx, propertyId);
  await seedDemoReceivable(trx, propertyId);
  await seedDemoOutlet(trx, propertyId);
  await seedDemoEngineering(trx, propertyId);
  await seedDemoInventory(trx, propertyId);
  await seedDemoMinibar(trx, propertyId);
  await seedDemoContracts(trx, propertyId);
  await seedDemoCancellationPolicies(trx, propertyId);
  await seedDemoPartners(trx, propertyId);
  await seedDemoPartnerBookings(trx, propertyId);
  return {
    users: STAFF.map((staff) => staff.login),
    ...(demoPassword ? {} : { generatedPassword: password }),
  };
}
