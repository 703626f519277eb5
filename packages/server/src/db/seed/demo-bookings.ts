import { type Kysely, sql, type Transaction } from 'kysely';
import { addDays } from '../../api/dates.ts';
import { countInventory } from '../../modules/reservation/availability.ts';
import type { Database, ReservationStatus } from '../schema.ts';
import { NOT_ENDED } from '../statuses.ts';
import { seededRandom } from './random.ts';
import { type CodedTable, idsByCode as idsOfCodes, roomsNotHeld } from './rows.ts';

/*
 * The demo hotel's bookings: guests from Thailand, Laos and abroad, a few companies, and
 * reservations over the 30 nights before the hotel date and the 60 after it — checked out,
 * in house, arriving today, booked ahead (fuller near term, thinning further out), some
 * tentative, a few cancelled and no-shows — for about 50–70 % occupancy. Made room by room, so
 * that no room is ever sold twice and no room type's availability goes below zero. The same
 * every time (a seeded random sequence), so that screens and tests can rely on the shape.
 */

const PAST_NIGHTS = 30;
const FUTURE_NIGHTS = 60;

interface GuestSeed {
  title: string;
  first: string;
  last: string;
  country: string;
  city?: string;
}

const GUESTS: readonly GuestSeed[] = [
  { title: 'KHUN', first: 'Somchai', last: 'Jaidee', country: 'TH', city: 'BKK' },
  { title: 'KHUN', first: 'Suda', last: 'Srisuk', country: 'TH', city: 'UDN' },
  { title: 'MRS', first: 'Anong', last: 'Wongsawat', country: 'TH', city: 'NKI' },
  { title: 'MR', first: 'Prasert', last: 'Chaiyaporn', country: 'TH', city: 'BKK' },
  { title: 'MS', first: 'Kanokwan', last: 'Thongdee', country: 'TH', city: 'CNX' },
  { title: 'KHUN', first: 'Nattapong', last: 'Rattanakul', country: 'TH', city: 'NKP' },
  { title: 'MS', first: 'Siriporn', last: 'Boonmee', country: 'TH', city: 'BKK' },
  { title: 'MR', first: 'Wichai', last: 'Phanphon', country: 'TH', city: 'UDN' },
  { title: 'MISS', first: 'Pimchanok', last: 'Saelim', country: 'TH', city: 'BKK' },
  { title: 'MR', first: 'Thanakorn', last: 'Kittisak', country: 'TH', city: 'NKI' },
  { title: 'KHUN', first: 'Orathai', last: 'Suwannarat', country: 'TH', city: 'CNX' },
  { title: 'DR', first: 'Chaiwat', last: 'Intharasuk', country: 'TH', city: 'BKK' },
  { title: 'MRS', first: 'Malai', last: 'Sukjai', country: 'TH', city: 'NKP' },
  { title: 'MR', first: 'Kittipong', last: 'Chanthawong', country: 'TH', city: 'UDN' },
  { title: 'THAN', first: 'Souksavanh', last: 'Phommachanh', country: 'LA', city: 'VTE' },
  { title: 'THAN', first: 'Bounthavy', last: 'Keomany', country: 'LA', city: 'VTE' },
  { title: 'MR', first: 'Khamphone', last: 'Vongsa', country: 'LA', city: 'PKZ' },
  { title: 'MS', first: 'Phonesavanh', last: 'Sisouk', country: 'LA', city: 'LPQ' },
  { title: 'THAN', first: 'Vilayvanh', last: 'Inthavong', country: 'LA', city: 'VTE' },
  { title: 'MR', first: 'Somphone', last: 'Douangchak', country: 'LA', city: 'THK' },
  { title: 'MS', first: 'Chanthaly', last: 'Phetsamone', country: 'LA', city: 'VTE' },
  { title: 'MRS', first: 'Sengdao', last: 'Xaysana', country: 'LA', city: 'LPQ' },
  { title: 'THAN', first: 'Kesone', last: 'Sivongsa', country: 'LA', city: 'PKZ' },
  { title: 'MR', first: 'Thongchanh', last: 'Manivong', country: 'LA', city: 'VTE' },
  { title: 'MR', first: 'John', last: 'Smith', country: 'GB' },
  { title: 'MS', first: 'Emma', last: 'Müller', country: 'DE' },
  { title: 'MR', first: 'Hiroshi', last: 'Tanaka', country: 'JP' },
  { title: 'MR', first: 'Wei', last: 'Li', country: 'CN', city: 'KMG' },
  { title: 'MR', first: 'Van An', last: 'Nguyen', country: 'VN', city: 'HAN' },
  { title: 'MRS', first: 'Sophie', last: 'Martin', country: 'FR' },
  { title: 'MR', first: 'Min-jun', last: 'Kim', country: 'KR' },
  { title: 'MR', first: 'Michael', last: 'Brown', country: 'US' },
  { title: 'MS', first: 'Anna', last: 'Kowalska', country: 'PL' },
  { title: 'MR', first: 'Lars', last: 'Nielsen', country: 'DK' },
  { title: 'MS', first: 'Olivia', last: 'Wilson', country: 'AU' },
  { title: 'MR', first: 'Dara', last: 'Sok', country: 'KH', city: 'PNH' },
  { title: 'DR', first: 'Rajesh', last: 'Kumar', country: 'IN' },
  { title: 'MS', first: 'Chloé', last: 'Dubois', country: 'FR' },
  { title: 'MS', first: 'María', last: 'García', country: 'ES' },
  { title: 'MS', first: 'Thi Mai', last: 'Tran', country: 'VN', city: 'HAN' },
  { title: 'MRS', first: 'Hui', last: 'Zhang', country: 'CN', city: 'KMG' },
  { title: 'MS', first: 'Yuki', last: 'Sato', country: 'JP' },
];

/*
 * One-off guests besides the regulars above: a hotel's bookings mostly come from people who stay
 * once (issue 16: 1,707 bookings shared 43 profiles). Names by nationality, combined by a random
 * stream of their own so that the bookings' stream, and the figures the tests read, stay as they were.
 */
const NAME_POOLS: Readonly<
  Record<string, { first: readonly string[]; last: readonly string[]; titles: readonly string[] }>
> = {
  TH: {
    first: [
      'Arthit',
      'Benjawan',
      'Chatchai',
      'Duangjai',
      'Ekachai',
      'Jiraporn',
      'Kamon',
      'Lamai',
      'Manop',
      'Naree',
      'Pornthip',
      'Rungroj',
      'Sakchai',
      'Tida',
      'Wanida',
    ],
    last: [
      'Boonyarit',
      'Chaisiri',
      'Inthanon',
      'Kaewmanee',
      'Limsakul',
      'Meesuk',
      'Nakprasert',
      'Phromma',
      'Saengthong',
      'Thammasat',
      'Wongchai',
      'Yodsuwan',
    ],
    titles: ['KHUN', 'MR', 'MS', 'MRS'],
  },
  LA: {
    first: [
      'Bounmy',
      'Daovone',
      'Khamla',
      'Latsamy',
      'Noy',
      'Outhai',
      'Phet',
      'Sayphone',
      'Sengphet',
      'Souliya',
      'Viengkham',
      'Xaiyasone',
    ],
    last: [
      'Chanthavong',
      'Insisiengmay',
      'Khounsavanh',
      'Luangrath',
      'Phengsavanh',
      'Rattanavong',
      'Sayavong',
      'Souvannavong',
      'Thammavong',
      'Vilaysack',
    ],
    titles: ['THAN', 'MR', 'MS'],
  },
  GB: {
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Grace'],
    last: ['Taylor', 'Davies', 'Evans', 'Hughes', 'Wright', 'Walker'],
    titles: ['MR', 'MS', 'MRS'],
  },
  DE: {
    first: ['Lukas', 'Lena', 'Jonas', 'Jürgen', 'Sören', 'Anja'],
    last: ['Schäfer', 'Becker', 'Weiß', 'Köhler', 'Hoffmann', 'Groß'],
    titles: ['MR', 'MS'],
  },
  FR: {
    first: ['Hélène', 'Théo', 'Léa', 'François', 'Zoé', 'Jérôme'],
    last: ['Lefèvre', 'Moreau', 'Girard', 'Bérard', 'Durand', 'Faure'],
    titles: ['MR', 'MS', 'MRS'],
  },
  ES: {
    first: ['José', 'Lucía', 'Álvaro', 'Inés', 'Sofía', 'Andrés'],
    last: ['Pérez', 'Fernández', 'Gómez', 'Ruiz', 'Muñoz', 'Jiménez'],
    titles: ['MR', 'MS'],
  },
  JP: {
    first: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina'],
    last: ['Suzuki', 'Takahashi', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura'],
    titles: ['MR', 'MS'],
  },
  CN: {
    first: ['Wei', 'Fang', 'Jun', 'Min', 'Lei', 'Xiu'],
    last: ['Wang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao'],
    titles: ['MR', 'MS'],
  },
  VN: {
    first: ['Minh', 'Lan', 'Duc', 'Huong', 'Quang', 'Thao'],
    last: ['Pham', 'Hoang', 'Vu', 'Dang', 'Bui', 'Do'],
    titles: ['MR', 'MS'],
  },
  US: {
    first: ['James', 'Emily', 'Daniel', 'Ashley', 'Ryan', 'Megan'],
    last: ['Johnson', 'Miller', 'Davis', 'Garcia', 'Martinez', 'Anderson'],
    titles: ['MR', 'MS', 'MRS'],
  },
  KR: {
    first: ['Seo-yeon', 'Ji-ho', 'Ha-eun', 'Do-yun', 'Min-seo', 'Joon'],
    last: ['Park', 'Lee', 'Choi', 'Jung', 'Kang', 'Cho'],
    titles: ['MR', 'MS'],
  },
  AU: {
    first: ['Jack', 'Chloe', 'Noah', 'Mia', 'Liam', 'Ruby'],
    last: ['Thompson', 'White', 'Harris', 'Martin', 'Clarke', 'Kelly'],
    titles: ['MR', 'MS'],
  },
};

/** Country calling codes, so that a guest's phone matches the nationality. */
const CALLING_CODES: Readonly<Record<string, string>> = {
  TH: '66',
  LA: '856',
  GB: '44',
  DE: '49',
  JP: '81',
  CN: '86',
  VN: '84',
  FR: '33',
  KR: '82',
  US: '1',
  PL: '48',
  DK: '45',
  AU: '61',
  KH: '855',
  IN: '91',
  ES: '34',
};

/** An address-safe e-mail: accents folded ('María García' → maria.garcia), never dropped. */
const emailOf = (first: string, last: string, suffix = '') => {
  const part = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/ß/g, 'ss')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  return `${part(first)}.${part(last)}${suffix}@example.com`;
};

/** How many bookings go to one-off guests rather than the regulars. */
const ONE_OFF_SHARE = 0.7;
const ONE_OFF_GUESTS = 600;

function oneOffGuests(people: ReturnType<typeof seededRandom>): GuestSeed[] {
  const countries = Object.keys(NAME_POOLS);
  // Mostly the region's own guests, as a Mekong hotel sees them.
  const weighted = [...countries, 'TH', 'TH', 'TH', 'LA', 'LA', 'LA', 'CN', 'VN'];
  return Array.from({ length: ONE_OFF_GUESTS }, () => {
    const country = people.pick(weighted);
    const pool = NAME_POOLS[country] as (typeof NAME_POOLS)[string];
    return { title: people.pick(pool.titles), first: people.pick(pool.first), last: people.pick(pool.last), country };
  });
}

const COMPANIES: readonly (readonly [string, string, string])[] = [
  // code, name, the segment its bookings fall in
  ['MEKONG', 'Mekong River Cruises Co., Ltd.', 'CORP'],
  ['LAOTEL', 'Lao Telecommunications Co., Ltd.', 'CORP'],
  ['SCGNK', 'Siam Cement Group (Nong Khai)', 'CORP'],
  ['BEERLAO', 'Lao Brewery Co., Ltd.', 'MICE'],
  ['NKGOV', 'Nong Khai Provincial Office', 'GOV'],
  ['UNDPLA', 'UNDP Lao PDR', 'GOV'],
  ['ASIAPAC', 'Asia Pacific Tours', 'GRP'],
];

const REMARKS = [
  'Late arrival, around 22:00',
  'Airport pick-up from Udon Thani',
  'Honeymoon: flowers in the room, please',
  'Baby cot needed',
  'High floor, away from the lift',
  'ขอห้องชั้นสูง วิวแม่น้ำโขง',
  'ຂໍຫ້ອງທີ່ງຽບ',
  'Vegetarian breakfast',
];
const INTERNAL_REMARKS = ['Repeat guest: upgrade if free', 'Pays by company voucher', 'Deposit by bank transfer'];

/** Nights on Friday and Saturday sell higher. */
const isWeekendNight = (date: string) => [5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

interface PlannedStay {
  roomTypeId: number;
  roomTypeCode: string;
  roomId: number | null;
  arrival: number;
  departure: number;
  status: ReservationStatus;
}

interface PlannedReservation {
  stays: PlannedStay[];
  status: ReservationStatus;
  companyCode: string | null;
}

function digits(random: ReturnType<typeof seededRandom>, count: number) {
  return Array.from({ length: count }, () => random.int(0, 9)).join('');
}

export async function seedDemoBookings(trx: Transaction<Database> | Kysely<Database>, propertyId: number) {
  const random = seededRandom(20_261_121);
  const idsByCode = async (table: CodedTable) =>
    (await idsOfCodes(trx, table, propertyId)) as Record<string, number | undefined>;
  const titles = await idsByCode('title');
  const cities = await idsByCode('city');
  const guestTypes = await idsByCode('guest_type');
  const sources = await idsByCode('source');
  const markets = await idsByCode('market');
  const segments = await idsByCode('segment');
  const rateCodes = await idsByCode('rate_code');
  const meals = await idsByCode('meal_type');
  const reasons = await idsByCode('cancellation_reason');
  const countries = Object.fromEntries(
    (
      await trx
        .selectFrom('country')
        .select(['id', 'iso_code'])
        .where('property_id', '=', propertyId)
        .where('iso_code', 'in', [...new Set(GUESTS.map((guest) => guest.country))])
        .execute()
    ).map((row) => [row.iso_code, row.id]),
  ) as Record<string, number | undefined>;
  const { hotel_date: hotelDate } = await trx
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();

  // Guests and companies: the regulars first (their draws from `random` as before), then the
  // one-off guests from a stream of their own.
  const people = seededRandom(20_261_122);
  const regulars = GUESTS.map((guest, index) => {
    const vip = index % 9 === 4 ? random.int(1, 3) : 0;
    return {
      property_id: propertyId,
      title_id: titles[guest.title] ?? null,
      first_name: guest.first,
      last_name: guest.last,
      nationality_id: countries[guest.country] ?? null,
      city_id: guest.city ? (cities[guest.city] ?? null) : null,
      id_number:
        guest.country === 'TH'
          ? `${random.int(1, 8)}${digits(random, 12)}`
          : `${guest.country === 'LA' ? 'P' : String.fromCharCode(65 + random.int(0, 25))}${digits(random, 7)}`,
      email: emailOf(guest.first, guest.last),
      phone:
        guest.country === 'TH'
          ? `+66 8${random.int(1, 9)} ${digits(random, 3)} ${digits(random, 4)}`
          : guest.country === 'LA'
            ? `+856 20 ${digits(random, 4)} ${digits(random, 4)}`
            : `+${CALLING_CODES[guest.country] ?? '1'} ${String(random.int(10, 89))} ${digits(random, 3)} ${digits(random, 6)}`,
      vip_level: vip,
      guest_type_id: (vip > 0 ? guestTypes.VIP : index % 5 === 1 ? guestTypes.REP : guestTypes.REG) ?? null,
      notes: vip > 0 ? 'VIP: welcome fruit basket and late check-out when possible' : '',
    };
  });
  const oneOffs = oneOffGuests(people);
  const oneOffRows = oneOffs.map((guest, index) => ({
    property_id: propertyId,
    title_id: titles[guest.title] ?? null,
    first_name: guest.first,
    last_name: guest.last,
    nationality_id: countries[guest.country] ?? null,
    city_id: null,
    id_number:
      guest.country === 'TH'
        ? `${people.int(1, 8)}${digits(people, 12)}`
        : `${guest.country === 'LA' ? 'P' : String.fromCharCode(65 + people.int(0, 25))}${digits(people, 7)}`,
    // Namesakes are common in a pool this size: a number keeps each address apart.
    email: emailOf(guest.first, guest.last, String(index + 1)),
    phone:
      guest.country === 'TH'
        ? `+66 8${people.int(1, 9)} ${digits(people, 3)} ${digits(people, 4)}`
        : guest.country === 'LA'
          ? `+856 20 ${digits(people, 4)} ${digits(people, 4)}`
          : `+${CALLING_CODES[guest.country] ?? '1'} ${String(people.int(10, 89))} ${digits(people, 3)} ${digits(people, 6)}`,
    vip_level: 0,
    guest_type_id: guestTypes.REG ?? null,
    notes: '',
  }));
  const guests: { id: number }[] = [];
  const guestRows = [...regulars, ...oneOffRows];
  for (let start = 0; start < guestRows.length; start += 500) {
    guests.push(
      ...(await trx
        .insertInto('guest_profile')
        .values(guestRows.slice(start, start + 500))
        .returning(['id'])
        .execute()),
    );
  }
  const guestCountry = [...GUESTS, ...oneOffs].map((guest) => guest.country);
  const companies = await trx
    .insertInto('company_profile')
    .values(COMPANIES.map(([code, name]) => ({ property_id: propertyId, code, name })))
    .returning(['id', 'code'])
    .execute();
  const companyId = new Map(companies.map((company) => [company.code, company.id]));

  const rooms = await trx
    .selectFrom('room')
    .innerJoin('room_type', 'room_type.id', 'room.room_type_id')
    .select([
      'room.id',
      'room.room_type_id',
      'room_type.code as type_code',
      'room_type.base_rate',
      'room_type.max_adults',
      'room_type.max_children',
    ])
    .where('room.property_id', '=', propertyId)
    .where('room.active', '=', true)
    .orderBy('room.room_number')
    .execute();
  const typeFacts = new Map(rooms.map((room) => [room.room_type_id, room]));

  // Room by room: a run of stays and gaps across the period. Near-term nights fill better than
  // those further out, as bookings keep coming in.
  const planned: PlannedStay[] = [];
  for (const room of rooms) {
    let day = -PAST_NIGHTS - random.int(0, 4);
    while (day < FUTURE_NIGHTS) {
      const gapWeight = day < 0 ? 1.2 : day < 14 ? 1 : day < 30 ? 1.5 : 2.4;
      day += Math.round(random.next() * 2.6 * gapWeight);
      const nights = random.chance(0.08) ? random.int(6, 12) : random.pick([1, 1, 2, 2, 2, 3, 3, 4, 5]);
      const arrival = day;
      const departure = day + nights;
      day = departure;
      if (departure <= -PAST_NIGHTS || arrival >= FUTURE_NIGHTS) continue;
      const status: ReservationStatus =
        departure <= 0
          ? 'checked-out'
          : arrival < 0
            ? 'in-house'
            : random.chance(0.1)
              ? 'tentative'
              : random.chance(0.3)
                ? 'guaranteed'
                : 'confirmed';
      // Rooms are assigned up to a week ahead; later bookings hold only their room type.
      const assigned = arrival < 7 || random.chance(0.15);
      planned.push({
        roomTypeId: room.room_type_id,
        roomTypeCode: room.type_code,
        roomId: assigned ? room.id : null,
        arrival,
        departure,
        status,
      });
    }
  }
  // Some stays of the same dates travel together: one reservation for several rooms.
  planned.sort((a, b) => a.arrival - b.arrival || a.departure - b.departure || a.roomTypeId - b.roomTypeId);
  const reservations: PlannedReservation[] = [];
  for (const stay of planned) {
    const last = reservations.at(-1);
    const first = last?.stays[0];
    const joins =
      last &&
      first &&
      last.stays.length < 4 &&
      first.arrival === stay.arrival &&
      first.departure === stay.departure &&
      first.status === stay.status &&
      random.chance(0.45);
    if (joins) {
      last.stays.push(stay);
      if (!last.companyCode) last.companyCode = random.pick(COMPANIES)[0];
    } else {
      reservations.push({
        stays: [stay],
        status: stay.status,
        companyCode: random.chance(0.12) ? random.pick(COMPANIES)[0] : null,
      });
    }
  }
  // Bookings that hold no room: cancellations ahead, and no-shows behind.
  const typeIds = [...typeFacts.keys()];
  for (let n = 0; n < 40; n += 1) {
    const arrival = random.int(-PAST_NIGHTS + 1, FUTURE_NIGHTS - 3);
    const status: ReservationStatus = arrival < 0 && n % 4 === 0 ? 'no-show' : 'cancelled';
    const roomTypeId = random.pick(typeIds);
    reservations.push({
      stays: [
        {
          roomTypeId,
          roomTypeCode: typeFacts.get(roomTypeId)?.type_code ?? '',
          roomId: null,
          arrival,
          departure: arrival + random.int(1, 3),
          status,
        },
      ],
      status,
      companyCode: null,
    });
  }

  const numbers = await sql<{ number: string }>`select nextval('reservation_confirmation_seq')::text as number
    from generate_series(1, ${reservations.length}::int)`.execute(trx);
  const companySegment = new Map(COMPANIES.map(([code, , segment]) => [code, segment]));
  const ota = ['AGODA', 'BKG', 'EXP'];
  const direct = ['PHONE', 'WEB', 'WALK'];
  const rows = reservations.map((reservation, index) => {
    const stays = reservation.stays;
    const arrival = Math.min(...stays.map((stay) => stay.arrival));
    const departure = Math.max(...stays.map((stay) => stay.departure));
    // The same draw as ever among the regulars; most bookings then go to a one-off guest instead.
    const regular = random.int(0, GUESTS.length - 1);
    const guestIndex = people.chance(ONE_OFF_SHARE) ? GUESTS.length + people.int(0, oneOffs.length - 1) : regular;
    const company = reservation.companyCode;
    const viaOta = !company && random.chance(0.4);
    const picked = viaOta ? random.pick(ota) : company ? 'PHONE' : random.pick(direct);
    // A walk-in is booked the day the guest walks in: never ahead (issue 16).
    const walkIn = picked === 'WALK' && arrival <= 0;
    const source = picked === 'WALK' && !walkIn ? 'PHONE' : picked;
    const country = guestCountry[guestIndex] ?? '';
    const segment = company ? (stays.length >= 3 ? 'GRP' : (companySegment.get(company) ?? 'CORP')) : 'FIT';
    const market =
      country === 'TH'
        ? 'DOM'
        : ['LA', 'CN', 'JP', 'KR', 'VN', 'KH', 'IN'].includes(country)
          ? 'ASIA'
          : ['US'].includes(country)
            ? 'AMER'
            : 'EUR';
    const rateCode =
      segment === 'GOV'
        ? 'GOV'
        : company
          ? 'CORP'
          : country === 'TH' && random.chance(0.3)
            ? 'DOM'
            : random.pick(['BAR', 'BARBB']);
    const leadDays = random.int(1, 45);
    const createdDay = walkIn ? arrival : Math.min(arrival - leadDays, 0);
    const cancelled = reservation.status === 'cancelled';
    const reasonCode = random.pick(['PLAN', 'PRICE', 'ILL', 'FLT', 'DUP']);
    return {
      property_id: propertyId,
      confirmation_number: numbers.rows[index]?.number as string,
      guest_profile_id: guests[guestIndex]?.id ?? null,
      company_profile_id: company ? (companyId.get(company) ?? null) : null,
      source_id: sources[source] ?? null,
      market_id: markets[market] ?? null,
      segment_id: segments[segment] ?? null,
      rate_code_id: rateCodes[rateCode] ?? null,
      channel: viaOta ? ('OTA' as const) : ('NON-OTA' as const),
      status: reservation.status,
      arrival: addDays(hotelDate, arrival),
      departure: addDays(hotelDate, departure),
      remark: random.chance(0.2) ? random.pick(REMARKS) : '',
      internal_remark: random.chance(0.1) ? random.pick(INTERNAL_REMARKS) : '',
      deposit_required: segment === 'GRP' || reservation.status === 'guaranteed' ? `${stays.length * 1000}.00` : '0',
      deposit_due_date:
        segment === 'GRP' || reservation.status === 'guaranteed'
          ? addDays(hotelDate, Math.max(createdDay + 7, arrival - 3))
          : null,
      cancellation_reason_id: cancelled ? (reasons[reasonCode] ?? null) : null,
      cancellation_fee: cancelled ? (['PLAN', 'PRICE'].includes(reasonCode) ? '500.00' : '0.00') : null,
      cancelled_at: cancelled
        ? `${addDays(hotelDate, Math.min(arrival - 1, 0))}T03:${String(random.int(10, 59))}:00Z`
        : null,
      cancellation_note: '',
      created_at: `${addDays(hotelDate, createdDay)}T0${random.int(1, 9)}:${String(random.int(10, 59))}:00Z`,
      created_by: viaOta ? 'channel-manager' : 'reservation',
      rateCode,
      meal: rateCode === 'BAR' ? 'RO' : 'BB',
    };
  });
  const inserted: { id: number; confirmation_number: string }[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    inserted.push(
      ...(await trx
        .insertInto('reservation')
        .values(rows.slice(start, start + 500).map(({ rateCode: _rate, meal: _meal, ...row }) => row))
        .returning(['id', 'confirmation_number'])
        .execute()),
    );
  }
  const reservationId = new Map(inserted.map((row) => [row.confirmation_number, row.id]));
  const rowByReservation = new Map(
    rows.flatMap((row) => {
      const id = reservationId.get(row.confirmation_number);
      return id === undefined ? [] : [[id, row] as const];
    }),
  );

  const stayRows = reservations.flatMap((reservation, index) => {
    const row = rows[index];
    const id = reservationId.get(row?.confirmation_number ?? '');
    if (!row || id === undefined) return [];
    return reservation.stays.map((stay, line) => {
      const facts = typeFacts.get(stay.roomTypeId);
      const maxAdults = facts?.max_adults ?? 2;
      const adults = random.int(1, Math.min(maxAdults, 2)) + (maxAdults > 2 && random.chance(0.5) ? 1 : 0);
      return {
        property_id: propertyId,
        reservation_id: id,
        line_number: line + 1,
        room_type_id: stay.roomTypeId,
        room_id: stay.roomId,
        arrival: addDays(hotelDate, stay.arrival),
        departure: addDays(hotelDate, stay.departure),
        adults,
        children: random.chance(0.2) ? random.int(0, facts?.max_children ?? 0) : 0,
        meal_type_id: meals[row.meal] ?? null,
        status: stay.status,
      };
    });
  });
  const stays: { id: number; reservation_id: number; line_number: number }[] = [];
  for (let start = 0; start < stayRows.length; start += 500) {
    stays.push(
      ...(await trx
        .insertInto('room_stay')
        .values(stayRows.slice(start, start + 500))
        .returning(['id', 'reservation_id', 'line_number'])
        .execute()),
    );
  }
  const stayId = new Map(stays.map((stay) => [`${stay.reservation_id}:${stay.line_number}`, stay.id]));

  // Nightly rates from the room type's rack rate by rate code, higher on weekend nights.
  const discount: Record<string, number> = { BAR: 100, BARBB: 100, DOM: 90, CORP: 85, GOV: 80 };
  const nightRows = stayRows.flatMap((stay, index) => {
    const id = stayId.get(`${stay.reservation_id}:${stay.line_number}`);
    const reservation = rowByReservation.get(stay.reservation_id);
    if (id === undefined || !reservation) return [];
    const base = BigInt(Math.round(Number(typeFacts.get(stay.room_type_id)?.base_rate ?? '0') * 100));
    const percent = BigInt(discount[reservation.rateCode] ?? 100);
    const breakfast = reservation.meal === 'BB' ? 30_000n : 0n;
    const nights: { property_id: number; room_stay_id: number; night: string; amount: string; reason: string }[] = [];
    for (let night = stay.arrival; night < stay.departure; night = addDays(night, 1)) {
      const weekend = isWeekendNight(night) ? 20_000n : 0n;
      const cents = ((base * percent) / 100n / 100n) * 100n + breakfast + weekend;
      const special = index % 37 === 0 && night === stay.arrival;
      const amount = special ? cents - 50_000n : cents;
      nights.push({
        property_id: propertyId,
        room_stay_id: id,
        night,
        amount: `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`,
        reason: special ? 'Welcome discount approved by the front office manager' : '',
      });
    }
    return nights;
  });
  for (let start = 0; start < nightRows.length; start += 2000) {
    await trx
      .insertInto('room_stay_night')
      .values(nightRows.slice(start, start + 2000))
      .execute();
  }

  // Two rooms out of order for a few nights in the coming two weeks (a bathroom refit, an air
  // conditioner), on rooms no stay holds then, so the availability grid shows them leaving
  // inventory. The first three nights with two such rooms are taken.
  const freeRooms = (from: string, to: string) =>
    roomsNotHeld(trx, propertyId, { from, to }, NOT_ENDED).orderBy('room_number', 'desc').limit(2).execute();
  let repairFrom = addDays(hotelDate, 2);
  let free = await freeRooms(repairFrom, addDays(repairFrom, 3));
  for (let offset = 3; free.length < 2 && offset < 14; offset += 1) {
    repairFrom = addDays(hotelDate, offset);
    free = await freeRooms(repairFrom, addDays(repairFrom, 3));
  }
  const repairTo = addDays(repairFrom, 3);
  const repairs = ['Bathroom refit', 'Air conditioner replaced'];
  if (free.length > 0) {
    await trx
      .insertInto('room_out_of_order')
      .values(
        free.map((room, index) => ({
          property_id: propertyId,
          room_id: room.id,
          from_date: repairFrom,
          to_date: addDays(repairTo, -index),
          reason: repairs[index] ?? 'Maintenance',
          return_status: 'dirty' as const,
          created_by: 'engineer',
        })),
      )
      .execute();
  }

  // Allotments of two companies over the coming weeks, never more than the rooms still free that
  // night as the availability count has it (setting more on the screen is refused): the river cruise line holds standard and
  // deluxe rooms released 7 days ahead, the tour operator twin rooms released 14 days ahead.
  const holds: readonly (readonly [string, string, number, number])[] = [
    ['MEKONG', 'STD', 2, 7],
    ['MEKONG', 'DLX', 2, 7],
    ['ASIAPAC', 'STT', 3, 14],
  ];
  for (const [company, typeCode, rooms, releaseDays] of holds) {
    const companyProfileId = companyId.get(company);
    const roomTypeId = [...typeFacts.values()].find((type) => type.type_code === typeCode)?.room_type_id;
    if (companyProfileId === undefined || roomTypeId === undefined) continue;
    const counted = await countInventory(trx, propertyId, {
      from: addDays(hotelDate, 5),
      toExclusive: addDays(hotelDate, 31),
      roomTypeIds: [roomTypeId],
    });
    const nights = counted.filter((night) => night.available > 0);
    if (nights.length === 0) continue;
    await trx
      .insertInto('allotment')
      .values(
        nights.map((night) => ({
          property_id: propertyId,
          company_profile_id: companyProfileId,
          room_type_id: roomTypeId,
          night: night.night,
          rooms: Math.min(rooms, night.available),
          release_days: releaseDays,
        })),
      )
      .execute();
  }
}
