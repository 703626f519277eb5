import type { Kysely, Transaction } from 'kysely';
import { writeHotelPeriods } from '../../modules/configuration/hotel-year.ts';
import type { Database } from '../schema.ts';
import { type HotelRow, idLookup, insertRows } from './rows.ts';

/**
 * The lists that point at other lists (cities at countries, transaction codes at their groups,
 * outlet items at outlets…), filled once the lists they point at are there.
 */
export async function seedDemoLists(trx: Transaction<Database> | Kysely<Database>, propertyId: number) {
  const db = trx;
  const countries = new Map(
    (
      await db
        .selectFrom('country')
        .select(['id', 'iso_code'])
        .where('property_id', '=', propertyId)
        .where('iso_code', 'in', ['TH', 'LA', 'VN', 'KH', 'CN'])
        .execute()
    ).map((row) => [row.iso_code, row.id]),
  );
  const city = (code: string, name: string, country: string) => {
    const countryId = countries.get(country);
    if (countryId === undefined) throw new Error(`No country ${country}`);
    return { code, name, country_id: countryId };
  };
  await insertRows(db, 'city', propertyId, [
    city('BKK', 'Bangkok', 'TH'),
    city('CNX', 'Chiang Mai', 'TH'),
    city('NKP', 'Nakhon Phanom', 'TH'),
    city('UDN', 'Udon Thani', 'TH'),
    city('NKI', 'Nong Khai', 'TH'),
    city('VTE', 'Vientiane', 'LA'),
    city('LPQ', 'Luang Prabang', 'LA'),
    city('PKZ', 'Pakse', 'LA'),
    city('THK', 'Thakhek', 'LA'),
    city('HAN', 'Hanoi', 'VN'),
    city('PNH', 'Phnom Penh', 'KH'),
    city('KMG', 'Kunming', 'CN'),
  ]);

  const groups = await idLookup(db, 'transaction_group', propertyId);
  const departments = await idLookup(db, 'department', propertyId);
  const code = (
    code: string,
    name: string,
    group: string,
    kind: 'CHARGE' | 'PAYMENT' | 'TAX' | 'SERVICE',
    more: Partial<HotelRow<'transaction_code'>> = {},
  ) => ({ code, name, transaction_group_id: groups(group), kind, ...more });
  const charge = { taxable: true, service_charge: true };
  const untaxed = { taxable: false, service_charge: false };
  await insertRows(db, 'transaction_code', propertyId, [
    code('1000', 'Room charge', 'ROOM', 'CHARGE', { ...charge, department_id: departments('FO') }),
    code('1010', 'Extra bed', 'ROOM', 'CHARGE', { ...charge, department_id: departments('FO'), default_amount: '600' }),
    code('1020', 'Late check-out', 'ROOM', 'CHARGE', { ...charge, department_id: departments('FO') }),
    code('2000', 'Restaurant food', 'FB', 'CHARGE', { ...charge, department_id: departments('FB') }),
    code('2010', 'Restaurant beverage', 'FB', 'CHARGE', { ...charge, department_id: departments('FB') }),
    code('2020', 'Minibar', 'FB', 'CHARGE', { ...charge, department_id: departments('HK') }),
    code('3000', 'Laundry', 'MISC', 'CHARGE', { ...charge, department_id: departments('HK') }),
    code('3010', 'Airport transfer', 'MISC', 'CHARGE', { ...charge, department_id: departments('FO') }),
    code('8000', 'Service charge 10%', 'TAX', 'SERVICE', untaxed),
    code('8100', 'VAT 7%', 'TAX', 'TAX', untaxed),
    code('9000', 'Cash', 'PAY', 'PAYMENT', untaxed),
    code('9010', 'Credit card', 'PAY', 'PAYMENT', untaxed),
    code('9020', 'Bank transfer', 'PAY', 'PAYMENT', untaxed),
    code('9030', 'City ledger', 'PAY', 'PAYMENT', untaxed),
  ]);

  await insertRows(db, 'hotel_tax_type', propertyId, [
    { code: 'SVC', name: 'Service charge', percent: '10', included: false, applies_to: 'ALL', sort_order: 10 },
    { code: 'VAT', name: 'Value added tax', percent: '7', included: false, applies_to: 'ALL', sort_order: 20 },
    { code: 'PROV', name: 'Provincial tax', percent: '1', included: true, applies_to: 'ROOM', sort_order: 30 },
  ]);

  const currencies = await idLookup(db, 'currency', propertyId);
  const codes = await idLookup(db, 'transaction_code', propertyId);
  const payment = (
    code: string,
    name: string,
    kind: HotelRow<'payment_type'>['kind'],
    currency: string | null,
    transaction: string,
  ) => ({
    code,
    name,
    kind,
    currency_id: currency ? currencies(currency) : null,
    transaction_code_id: codes(transaction),
  });
  await insertRows(db, 'payment_type', propertyId, [
    payment('CASH', 'Cash (THB)', 'CASH', 'THB', '9000'),
    payment('USD', 'Cash (USD)', 'CASH', 'USD', '9000'),
    payment('LAK', 'Cash (LAK)', 'CASH', 'LAK', '9000'),
    payment('VISA', 'Visa', 'CARD', 'THB', '9010'),
    payment('MC', 'Mastercard', 'CARD', 'THB', '9010'),
    payment('PROMPT', 'PromptPay / bank transfer', 'TRANSFER', 'THB', '9020'),
    payment('CL', 'City ledger', 'CITY-LEDGER', null, '9030'),
  ]);

  await insertRows(db, 'bank_account', propertyId, [
    {
      code: 'KBANK',
      name: 'Operating account',
      bank_name: 'Kasikornbank',
      branch: 'Nakhon Phanom',
      account_number: '123-4-56789-0',
      currency_id: currencies('THB'),
    },
    {
      code: 'BCEL',
      name: 'Lao kip account',
      bank_name: 'BCEL',
      branch: 'Thakhek',
      account_number: '010-12-00-01234567-001',
      currency_id: currencies('LAK'),
    },
    {
      code: 'BBL-USD',
      name: 'US dollar account',
      bank_name: 'Bangkok Bank',
      branch: 'Nakhon Phanom',
      account_number: '456-7-89012-3',
      currency_id: currencies('USD'),
    },
  ]);

  await insertRows(db, 'outlet', propertyId, [
    { code: 'REST', name: 'Riverside Restaurant', location: 'Ground floor, Main', department_id: departments('FB') },
    { code: 'BAR', name: 'Sunset Bar', location: 'Rooftop, Main', department_id: departments('FB') },
    { code: 'POOL', name: 'Pool Bar', location: 'Garden', department_id: departments('FB') },
    { code: 'SPA', name: 'Mekong Spa', location: 'Garden, ground floor', department_id: departments('FO') },
    { code: 'LDRY', name: 'Laundry', location: 'Service wing', department_id: departments('HK') },
  ]);
  const outlets = await idLookup(db, 'outlet', propertyId);
  const item = (code: string, name: string, outlet: string, transaction: string, price: string) => ({
    code,
    name,
    outlet_id: outlets(outlet),
    transaction_code_id: codes(transaction),
    price,
  });
  await insertRows(db, 'outlet_item', propertyId, [
    item('R001', 'Pad thai with shrimp', 'REST', '2000', '220'),
    item('R002', 'Larb moo', 'REST', '2000', '180'),
    item('R003', 'Mekong river fish, steamed', 'REST', '2000', '420'),
    item('R004', 'Sticky rice', 'REST', '2000', '40'),
    item('B001', 'Beerlao', 'BAR', '2010', '120'),
    item('B002', 'Singha beer', 'BAR', '2010', '130'),
    item('B003', 'Mango mojito', 'BAR', '2010', '260'),
    item('P001', 'Fresh coconut', 'POOL', '2010', '90'),
    item('S001', 'Thai massage, 60 minutes', 'SPA', '3000', '600'),
    item('L001', 'Shirt, wash and press', 'LDRY', '3000', '80'),
  ]);

  const minibar = (code: string, name: string, price: string, order: number) => ({
    code,
    name,
    price,
    transaction_code_id: codes('2020'),
    sort_order: order,
  });
  await insertRows(db, 'minibar_type', propertyId, [
    minibar('WATER', 'Drinking water', '30', 10),
    minibar('COKE', 'Coca-Cola', '50', 20),
    minibar('BLAO', 'Beerlao', '90', 30),
    minibar('SNACK', 'Cashew nuts', '120', 40),
    minibar('CHOC', 'Chocolate bar', '80', 50),
  ]);

  await insertRows(db, 'child_policy', propertyId, [
    { code: 'INF', name: 'Infant, sharing bed', age_from: 0, age_to: 3, charge: 'FREE', sort_order: 10 },
    {
      code: 'CHD',
      name: 'Child, breakfast charged',
      age_from: 4,
      age_to: 11,
      charge: 'PERCENT',
      charge_value: '50',
      sort_order: 20,
    },
    {
      code: 'TEEN',
      name: 'Teen, extra bed',
      age_from: 12,
      age_to: 17,
      charge: 'AMOUNT',
      charge_value: '600',
      sort_order: 30,
    },
  ]);

  const hotelYears = [
    { code: '2025', name: 'Business year 2025', starts_on: '2025-01-01', ends_on: '2025-12-31', closed: true },
    { code: '2026', name: 'Business year 2026', starts_on: '2026-01-01', ends_on: '2026-12-31', closed: false },
    { code: '2027', name: 'Business year 2027', starts_on: '2027-01-01', ends_on: '2027-12-31', closed: false },
  ];
  await insertRows(db, 'hotel_year', propertyId, hotelYears);
  // Each year's monthly periods, as the hotel-year screen writes them; 2025, closed, has them closed.
  const yearIds = await idLookup(db, 'hotel_year', propertyId);
  for (const year of hotelYears) {
    await writeHotelPeriods(trx, {
      propertyId,
      hotelYearId: yearIds(year.code),
      startsOn: year.starts_on,
      endsOn: year.ends_on,
      closed: year.closed,
    });
  }

  const beds = await idLookup(db, 'bed_type', propertyId);
  await insertRows(db, 'room_bed', propertyId, [
    { code: 'K', name: 'One king bed', bed_type_id: beds('KING'), beds: 1, extra_bed_allowed: true, sort_order: 10 },
    { code: 'Q', name: 'One queen bed', bed_type_id: beds('QUEEN'), beds: 1, extra_bed_allowed: true, sort_order: 20 },
    { code: 'T', name: 'Two twin beds', bed_type_id: beds('TWIN'), beds: 2, extra_bed_allowed: true, sort_order: 30 },
    { code: 'QQ', name: 'Two queen beds', bed_type_id: beds('QUEEN'), beds: 2, sort_order: 40 },
  ]);

  const meals = await idLookup(db, 'meal_type', propertyId);
  const markets = await idLookup(db, 'market', propertyId);
  const rate = (code: string, name: string, meal: string, market: string | null, currency = 'THB') => ({
    code,
    name,
    currency_id: currencies(currency),
    meal_type_id: meals(meal),
    market_id: market ? markets(market) : null,
  });
  await insertRows(db, 'rate_code', propertyId, [
    rate('BAR', 'Best available rate', 'RO', null),
    rate('BARBB', 'Best available rate with breakfast', 'BB', null),
    rate('DOM', 'Domestic promotion', 'BB', 'DOM'),
    rate('CORP', 'Corporate rate', 'BB', null),
    rate('GOV', 'Government rate', 'BB', 'DOM'),
    rate('USDBB', 'US dollar rate with breakfast', 'BB', 'AMER', 'USD'),
    {
      ...rate('SONG', 'Songkran package', 'HB', 'DOM'),
      starts_on: '2027-04-10',
      ends_on: '2027-04-17',
    },
  ]);
}

// The tab labels as the hotel keeps them in Language Setting (spec §2: labels come from the
// interface-text service): the same words as the translation files, ready for the hotel to reword.
// Reservation is left to the hotel, as a fresh install leaves all of them.
const MENU_TEXTS: readonly (readonly [string, string, string, string])[] = [
  ['MENU_MANAGER_REPORT', 'Manager Report', 'รายงานผู้บริหาร', 'ລາຍງານຜູ້ບໍລິຫານ'],
  ['MENU_CONFIG', 'Config', 'ตั้งค่าระบบ', 'ຕັ້ງຄ່າລະບົບ'],
  ['MENU_FINANCIAL_SETTINGS', 'Financial Settings', 'ตั้งค่าการเงิน', 'ຕັ້ງຄ່າການເງິນ'],
  ['MENU_HOUSEKEEPING_SETTING', 'Housekeeping Setting', 'ตั้งค่าแม่บ้าน', 'ຕັ້ງຄ່າແມ່ບ້ານ'],
  ['MENU_SALES_SETTINGS', 'Sales Settings', 'ตั้งค่าการขาย', 'ຕັ້ງຄ່າການຂາຍ'],
  ['MENU_RECEPTION', 'Reception', 'แผนกต้อนรับ', 'ພະແນກຕ້ອນຮັບ'],
  ['MENU_OUTLET_SERVICES', 'Outlet Services', 'บริการจุดขาย', 'ບໍລິການຈຸດຂາຍ'],
  ['MENU_CASHIER', 'Cashier', 'แคชเชียร์', 'ແຄັດເຊຍ'],
  ['MENU_HOUSEKEEPING', 'Housekeeping', 'แม่บ้าน', 'ແມ່ບ້ານ'],
  ['MENU_ENGINEER', 'Engineer', 'ช่างซ่อมบำรุง', 'ຊ່າງສ້ອມແປງ'],
  ['MENU_FINANCIAL', 'Financial', 'การเงิน', 'ການເງິນ'],
  ['MENU_SALES', 'Sales', 'การขาย', 'ການຂາຍ'],
];

export async function seedDemoInterfaceTexts(trx: Transaction<Database> | Kysely<Database>, propertyId: number) {
  await trx
    .insertInto('interface_text')
    .values(
      MENU_TEXTS.flatMap(([code, en, th, la]) =>
        (
          [
            ['EN', en],
            ['TH', th],
            ['LA', la],
          ] as const
        ).map(([language, value]) => ({
          property_id: propertyId,
          language,
          text_code: code,
          text_value: value,
        })),
      ),
    )
    .execute();
}
