import { type ApiClient, createApiClient, type Schemas } from '@pms/api-client';
import { addDays, nightsOf } from '@pms/domain/calendar';
import { cancellationFee, HOUSE_CANCELLATION_RULE } from '@pms/domain/cancellation';
import { subtractMoney, sumMoney } from '@pms/domain/money';
import { contractPriceFixture } from '../../../shared/contracts/contractPrice.fixtures.ts';

type Reservation = Schemas['Reservation'];
type RoomStay = Schemas['RoomStay'];
type Entry = Schemas['ReservationHistoryEntry'];
type Item = Record<string, unknown>;

export const STORY_HOTEL_DATE = '2026-11-20';

const ROOM_TYPES = [
  { id: 1, code: 'STD', name: 'Standard Double', baseRate: '1800.00', maxAdults: 2, maxChildren: 1, rooms: 3 },
  { id: 2, code: 'DLX', name: 'Deluxe River View', baseRate: '2600.00', maxAdults: 3, maxChildren: 2, rooms: 2 },
];
const ROOMS = [
  { id: 101, roomNumber: '101', roomTypeId: 1 },
  { id: 102, roomNumber: '102', roomTypeId: 1 },
  { id: 103, roomNumber: '103', roomTypeId: 1 },
  { id: 201, roomNumber: '201', roomTypeId: 2 },
  { id: 202, roomNumber: '202', roomTypeId: 2 },
];
/**
 * Room 102 is offered as free but taken by another booking before the save (the race the server's
 * constraint guards): assigning it is refused as the server would.
 */
const TAKEN_ROOM = 102;
/** DLX is full on this night apart from what this booking holds. */
const FULL_NIGHT = '2026-11-24';
/** The company whose contract prices its stays (Asia Pacific Tours, contract APT-2627). */
export const CONTRACT_COMPANY = 3;

const MINIMUM: Record<string, Item[]> = {
  'configuration/meal-type': [
    { id: 1, code: 'RO', name: 'Room only' },
    { id: 2, code: 'BB', name: 'Bed and breakfast' },
  ],
  'configuration/source': [
    { id: 1, code: 'WLK', name: 'Walk-in' },
    { id: 2, code: 'BKG', name: 'Booking.com' },
  ],
  'configuration/market': [{ id: 1, code: 'LOC', name: 'Local' }],
  'configuration/segment': [{ id: 1, code: 'FIT', name: 'Free independent travel' }],
  'configuration/rate-code': [{ id: 1, code: 'BAR', name: 'Best available rate' }],
  'configuration/cancellation-reason': [
    { id: 1, code: 'CHG', name: 'Change of plans' },
    { id: 2, code: 'ILL', name: 'Illness' },
  ],
  'reservation/company-profile': [
    { id: 1, code: 'UNDP', name: 'UNDP Lao PDR' },
    { id: CONTRACT_COMPANY, code: 'ASIAPAC', name: 'Asia Pacific Tours' },
  ],
};

const GUESTS = [
  { id: 3, firstName: 'Noy', lastName: 'Phommachanh' },
  { id: 4, firstName: 'Chloé', lastName: 'Dubois' },
];

function stayOf(id: number, line: number, values: Item, status: Schemas['ReservationStatus']): RoomStay {
  const roomTypeId = Number(values.roomTypeId);
  const roomId = values.roomId == null ? null : Number(values.roomId);
  const rates = (values.nightlyRates as { night: string; amount: string; reason?: string }[]).map((rate) => ({
    night: rate.night,
    amount: rate.amount,
    reason: rate.reason ?? '',
  }));
  return {
    id,
    lineNumber: line,
    roomTypeId,
    roomTypeCode: ROOM_TYPES.find((type) => type.id === roomTypeId)?.code ?? '',
    roomId,
    roomNumber: ROOMS.find((room) => room.id === roomId)?.roomNumber ?? '',
    arrival: String(values.arrival),
    departure: String(values.departure),
    nights: rates.length,
    adults: Number(values.adults),
    children: Number(values.children ?? 0),
    mealTypeId: values.mealTypeId == null ? null : Number(values.mealTypeId),
    status,
    totalAmount: sumMoney(rates.map((rate) => rate.amount)),
    nightlyRates: rates,
    version: 1,
  };
}

/** The story's booking: one STD stay of two nights from the day after the hotel date. */
export function storyReservation(more: Partial<Reservation> = {}): Reservation {
  const stay = stayOf(
    11,
    1,
    {
      roomTypeId: 1,
      roomId: null,
      arrival: '2026-11-21',
      departure: '2026-11-23',
      adults: 2,
      children: 0,
      mealTypeId: 2,
      nightlyRates: [
        { night: '2026-11-21', amount: '1800.00' },
        { night: '2026-11-22', amount: '1800.00' },
      ],
    },
    'confirmed',
  );
  return {
    id: 7,
    confirmationNumber: '100007',
    status: 'confirmed',
    channel: 'NON-OTA',
    guestProfileId: 3,
    guestName: 'Phommachanh, Noy',
    companyProfileId: null,
    companyName: '',
    sourceId: 1,
    marketId: 1,
    segmentId: 1,
    rateCodeId: 1,
    arrival: stay.arrival,
    departure: stay.departure,
    remark: 'Late arrival',
    internalRemark: '',
    depositRequired: '0.00',
    depositDueDate: null,
    cancellationReasonId: null,
    cancellationNote: '',
    cancellationFee: null,
    cancelledAt: null,
    totalAmount: stay.totalAmount,
    createdAt: '2026-11-01T08:00:00Z',
    createdBy: 'reservation',
    stays: [stay],
    version: 3,
    ...more,
  };
}

export interface StoryServerOptions {
  reservation?: Reservation;
  /** Changes recorded before the story starts, newest first (after the booking itself). */
  history?: Entry[];
  /** Someone else saves the reservation right after the screen first reads it. */
  changedByOthers?: boolean;
}

const envelope = (status: number, apiResponse: Item, data: unknown[] = []) =>
  new Response(JSON.stringify({ apiResponse, data }), { status, headers: { 'content-type': 'application/json' } });
const refuse = (status: number, code: string, desc: string, errors: { field: string; message: string }[] = []) =>
  envelope(status, { id: 99999, code, desc, errors });

/**
 * An API client answering the edit screen's calls from memory, for its stories only: it keeps the
 * rules staff meet there (row versions, a room another guest holds, a full night, history of
 * each change). The real rules are tested against the database in packages/server.
 */
export function storyServer(options: StoryServerOptions = {}): ApiClient {
  let reservation = options.reservation ?? storyReservation();
  const history: Entry[] = [
    ...(options.history ?? []),
    {
      at: '2026-11-01T08:00:00Z',
      actor: 'reservation',
      action: 'create',
      changes: [{ field: 'status', before: null, after: 'confirmed' }],
    },
  ];
  let reads = 0;
  let nextStay = 100;

  const record = (action: string, before: Reservation, after: Reservation) => {
    const changes: Entry['changes'] = [];
    for (const field of ['status', 'remark', 'cancellationFee'] as const) {
      const from = before[field] === null ? null : String(before[field]);
      const to = after[field] === null ? null : String(after[field]);
      if (from !== to) changes.push({ field, before: from, after: to });
    }
    for (const stay of after.stays) {
      const old = before.stays.find((each) => each.lineNumber === stay.lineNumber);
      if (!old) {
        changes.push({
          field: `stays/${stay.lineNumber}`,
          before: null,
          after: `${stay.roomTypeCode} ${stay.arrival} – ${stay.departure}`,
        });
        continue;
      }
      for (const field of ['roomTypeCode', 'roomNumber', 'arrival', 'departure', 'adults'] as const) {
        if (String(old[field]) !== String(stay[field])) {
          changes.push({
            field: `stays/${stay.lineNumber}/${field}`,
            before: String(old[field]),
            after: String(stay[field]),
          });
        }
      }
    }
    history.unshift({ at: new Date().toISOString(), actor: 'reservation', action, changes });
  };

  const availableOn = (roomTypeId: number, night: string) => {
    const type = ROOM_TYPES.find((each) => each.id === roomTypeId);
    if (!type) return 0;
    const heldHere = reservation.stays.filter(
      (stay) =>
        stay.roomTypeId === roomTypeId &&
        ['confirmed', 'guaranteed'].includes(stay.status) &&
        stay.arrival <= night &&
        night < stay.departure,
    ).length;
    const others = night === FULL_NIGHT && roomTypeId === 2 ? type.rooms : 1;
    return type.rooms - others - heldHere;
  };

  function answer(path: string, action: string, data: Item[]): Response {
    const ok = (result: unknown[]) => envelope(200, { id: 0, desc: 'Success', action }, result);
    const item = data[0] ?? {};
    if (path === 'configuration/hotel') return ok([{ value: STORY_HOTEL_DATE }]);
    if (path === 'configuration/room-type') {
      return ok(
        ROOM_TYPES.map(({ rooms: _rooms, ...type }) => ({
          ...type,
          roomCategoryId: 1,
          defaultRoomBedId: 1,
          sortOrder: type.id,
          active: 1,
          version: 1,
        })),
      );
    }
    if (path === 'configuration/room') return ok(ROOMS);
    if (MINIMUM[path]) return ok(MINIMUM[path] ?? []);
    if (path === 'reservation/guest-profile') {
      const search = String(item.search ?? '').toLowerCase();
      const rows = GUESTS.filter((guest) => `${guest.firstName} ${guest.lastName}`.toLowerCase().includes(search));
      return ok([{ total: rows.length, offset: 0, rows }]);
    }
    if (path === 'reservation/rate' && item.companyProfileId === CONTRACT_COMPANY) {
      // The contract in force today: version 3, which no longer gives the early-booking discount.
      const contract = contractToday(String(item.arrival), String(item.departure));
      const nights = contract.explanation.nights.map((night) => ({
        night: night.date,
        amount: night.amount,
        mealTypeId: null,
        source: 'contract',
      }));
      return ok([{ currencyId: 1, nights, total: contract.explanation.nightsTotal, contract }]);
    }
    if (path === 'reservation/rate') {
      const type = ROOM_TYPES.find((each) => each.id === item.roomTypeId);
      const nights = nightsOf(String(item.arrival), String(item.departure)).map((night) => ({
        night,
        amount: type?.baseRate ?? '0.00',
        mealTypeId: null,
        source: 'base-rate',
      }));
      return ok([{ currencyId: 1, nights, total: sumMoney(nights.map((night) => night.amount)) }]);
    }
    if (path === 'reservation/availability' && action === 'free-rooms') {
      return ok(
        ROOMS.filter((room) => room.roomTypeId === item.roomTypeId).map((room) => ({
          id: room.id,
          roomNumber: room.roomNumber,
          floor: `Floor ${room.roomNumber.slice(0, 1)}`,
          building: 'Main',
          housekeepingStatus: 'clean',
        })),
      );
    }
    if (path === 'reservation/availability') {
      const nights = nightsOf(String(item.fromDate), addDays(String(item.toDate), 1));
      const roomTypes = ROOM_TYPES.map((type) => ({
        roomTypeId: type.id,
        code: type.code,
        name: type.name,
        nights: nights.map((night) => {
          const available = availableOn(type.id, night);
          return {
            night,
            rooms: type.rooms,
            outOfOrder: 0,
            sold: type.rooms - available,
            allotted: 0,
            overbooking: 0,
            available,
            companyAllotment: 0,
          };
        }),
      }));
      return ok([{ fromDate: item.fromDate, toDate: item.toDate, roomTypes, totals: [] }]);
    }
    if (path === 'sales/cancellation-policy' && action === 'fee') return ok([houseFee(reservation)]);
    if (path === 'reservation/reprice' && action === 'preview') return ok([repricePreviewOf(reservation)]);
    if (path === 'reservation/reprice' && action === 'apply') {
      if (item.version !== reservation.version) {
        return refuse(409, 'STALE_VERSION', 'The record was changed by someone else; reload it and try again', [
          { field: '/data/0/version', message: 'is not the current version' },
        ]);
      }
      const before = reservation;
      reservation = repricedBy(before, repricePreviewOf(before));
      record('reprice', before, reservation);
      return ok([reservation]);
    }
    if (path !== 'reservation/reservation') return refuse(404, 'NOT_FOUND', `The story does not answer ${path}`);

    const stale = () =>
      refuse(409, 'STALE_VERSION', 'The record was changed by someone else; reload it and try again', [
        { field: '/data/0/version', message: 'is not the current version' },
      ]);
    switch (action) {
      case 'get': {
        if (item.id !== reservation.id)
          return refuse(404, 'NOT_FOUND', 'Data not found', [{ field: '/data/0/id', message: 'not found' }]);
        const answered = ok([reservation]);
        reads += 1;
        if (options.changedByOthers && reads === 1) {
          const before = reservation;
          reservation = { ...reservation, remark: 'Airport pick-up at 22:00', version: reservation.version + 1 };
          record('update', before, reservation);
        }
        return answered;
      }
      case 'search': {
        const r = reservation;
        const row: Schemas['ReservationSummary'] = {
          id: r.id,
          confirmationNumber: r.confirmationNumber,
          status: r.status,
          channel: r.channel,
          guestProfileId: r.guestProfileId,
          guestName: r.guestName,
          companyProfileId: r.companyProfileId,
          companyName: r.companyName,
          source: 'Walk-in',
          arrival: r.arrival,
          departure: r.departure,
          rooms: r.stays.length,
          roomTypes: [...new Set(r.stays.map((stay) => stay.roomTypeCode))].sort().join(', '),
          roomNumbers: r.stays
            .map((stay) => stay.roomNumber)
            .filter(Boolean)
            .join(', '),
          adults: r.stays.reduce((sum, stay) => sum + stay.adults, 0),
          children: r.stays.reduce((sum, stay) => sum + stay.children, 0),
          totalAmount: r.totalAmount,
          createdAt: r.createdAt,
          version: r.version,
        };
        return ok([{ total: 1, offset: 0, rows: [row] }]);
      }
      case 'history':
        return ok(history);
      case 'update': {
        if (item.version !== reservation.version) return stale();
        const stays = item.stays as Item[];
        for (const [index, stay] of stays.entries()) {
          if (stay.roomId === TAKEN_ROOM) {
            return refuse(409, 'ROOM_NOT_AVAILABLE', 'Room 102 is not free for these nights', [
              { field: `/data/0/stays/${index}/roomId`, message: 'is held by another stay on one of these nights' },
            ]);
          }
          if (stay.roomTypeId === 2 && nightsOf(String(stay.arrival), String(stay.departure)).includes(FULL_NIGHT)) {
            return refuse(409, 'NO_AVAILABILITY', `No DLX room is available on ${FULL_NIGHT}`, [
              { field: `/data/0/stays/${index}`, message: `no DLX room is left on ${FULL_NIGHT}` },
            ]);
          }
        }
        const before = reservation;
        let line = Math.max(...before.stays.map((stay) => stay.lineNumber));
        const status = item.status as Schemas['BookingStatus'];
        const newStays = stays.map((stay) => {
          const old = before.stays.find((each) => each.id === stay.id);
          if (old) return stayOf(old.id, old.lineNumber, stay, status);
          line += 1;
          nextStay += 1;
          return stayOf(nextStay, line, stay, status);
        });
        reservation = {
          ...before,
          ...(item as Partial<Reservation>),
          status,
          stays: newStays,
          arrival: newStays.map((stay) => stay.arrival).sort()[0] ?? before.arrival,
          departure:
            newStays
              .map((stay) => stay.departure)
              .sort()
              .at(-1) ?? before.departure,
          totalAmount: sumMoney(newStays.map((stay) => stay.totalAmount)),
          version: before.version + 1,
        };
        record('update', before, reservation);
        return ok([reservation]);
      }
      case 'cancel': {
        if (item.version !== reservation.version) return stale();
        const before = reservation;
        reservation = {
          ...before,
          status: 'cancelled',
          stays: before.stays.map((stay) => ({ ...stay, status: 'cancelled' })),
          cancellationReasonId: Number(item.cancellationReasonId),
          cancellationFee: String(item.cancellationFee ?? '0.00'),
          cancellationNote: String(item.note ?? ''),
          cancelledAt: new Date().toISOString(),
          version: before.version + 1,
        };
        record('cancel', before, reservation);
        return ok([reservation]);
      }
      case 'reinstate': {
        if (item.version !== reservation.version) return stale();
        const before = reservation;
        reservation = {
          ...before,
          status: 'confirmed',
          stays: before.stays.map((stay) => ({ ...stay, status: 'confirmed' })),
          cancellationReasonId: null,
          cancellationFee: null,
          cancellationNote: '',
          cancelledAt: null,
          version: before.version + 1,
        };
        record('reinstate', before, reservation);
        return ok([reservation]);
      }
      default:
        return refuse(400, 'UNKNOWN_ACTION', `The story does not answer ${action}`);
    }
  }

  return createApiClient({
    origin: 'https://story.invalid',
    getXsrfToken: () => 'story',
    fetch: async (request) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const body = (await request.json()) as { apiRequest: { action: string }; data?: Item[] };
      return answer(path, body.apiRequest.action, body.data ?? []);
    },
  });
}

/** The fee of cancelling the story's booking on its hotel date: no stay has a contract, so the hotel's rule. */
function houseFee(reservation: Reservation): Schemas['CancellationFeeProposal'] {
  const stays = reservation.stays
    .filter((stay) => ['waitlist', 'tentative', 'confirmed', 'guaranteed'].includes(stay.status))
    .map((stay) => {
      const explanation = cancellationFee(
        HOUSE_CANCELLATION_RULE,
        { arrival: stay.arrival, nights: stay.nightlyRates.map((rate) => ({ date: rate.night, amount: rate.amount })) },
        STORY_HOTEL_DATE,
      );
      return {
        stayId: stay.id,
        lineNumber: stay.lineNumber,
        roomTypeCode: stay.roomTypeCode,
        arrival: stay.arrival,
        departure: stay.departure,
        contract: null,
        rule: 'house' as const,
        reason: 'no-contract' as const,
        fee: explanation.fee,
        explanation: explanation as Schemas['CancellationFeeExplanation'],
      };
    });
  return {
    reservationId: reservation.id,
    confirmationNumber: reservation.confirmationNumber,
    hotelDate: STORY_HOTEL_DATE,
    currencyCode: 'THB',
    rule: stays.length === 0 ? 'none' : 'house',
    total: sumMoney(stays.map((stay) => stay.fee)),
    stays,
  };
}

/** The contract in force today (version 3: no early-booking discount any more) for a stay of these dates. */
function contractToday(arrival: string, departure: string): Schemas['ContractPrice'] {
  return contractPriceFixture({
    arrival,
    nights: nightsOf(arrival, departure).length,
    versionNumber: 3,
    earlyBooking: false,
    bookingDate: STORY_HOTEL_DATE,
  });
}

/** The tour operator's booking over Christmas: one DLX stay priced by contract APT-2627, version 2. */
export function storyContractReservation(): Reservation {
  const contractPrice = contractPriceFixture({ arrival: '2026-12-23', nights: 3 });
  const base = storyReservation();
  const stay: RoomStay = {
    ...(base.stays[0] as RoomStay),
    roomTypeId: 2,
    roomTypeCode: 'DLX',
    arrival: '2026-12-23',
    departure: '2026-12-26',
    nights: 3,
    mealTypeId: null,
    nightlyRates: contractPrice.explanation.nights.map((night) => ({
      night: night.date,
      amount: night.amount,
      reason: '',
    })),
    totalAmount: contractPrice.explanation.nightsTotal,
    contractPrice,
  };
  return {
    ...base,
    companyProfileId: CONTRACT_COMPANY,
    companyName: 'Asia Pacific Tours',
    rateCodeId: null,
    arrival: stay.arrival,
    departure: stay.departure,
    totalAmount: stay.totalAmount,
    stays: [stay],
  };
}

/** What repricing by the contract in force would change (reservation/reprice `preview`), as the server answers it. */
function repricePreviewOf(reservation: Reservation): Schemas['RepricePreview'] {
  const stays = reservation.stays
    .filter((stay) => stay.status !== 'cancelled')
    .map((stay) => {
      const newPrice = contractToday(stay.arrival, stay.departure);
      const newAmounts = new Map(newPrice.explanation.nights.map((night) => [night.date, night.amount]));
      const nights = stay.nightlyRates.map((rate) => ({
        night: rate.night,
        bookedAmount: rate.amount,
        newAmount: newAmounts.get(rate.night) ?? rate.amount,
      }));
      const newTotal = sumMoney(nights.map((night) => night.newAmount));
      return {
        stayId: stay.id,
        lineNumber: stay.lineNumber,
        roomTypeCode: stay.roomTypeCode,
        arrival: stay.arrival,
        departure: stay.departure,
        bookedTotal: stay.totalAmount,
        newTotal,
        difference: subtractMoney(newTotal, stay.totalAmount),
        bookedPrice: stay.contractPrice ?? null,
        newPrice,
        refusal: '',
        nights,
      };
    });
  const bookedTotal = sumMoney(stays.map((stay) => stay.bookedTotal));
  const newTotal = sumMoney(stays.map((stay) => stay.newTotal));
  return {
    reservationId: reservation.id,
    version: reservation.version,
    stays,
    bookedTotal,
    newTotal,
    difference: subtractMoney(newTotal, bookedTotal),
  };
}

/** The reservation with the preview's new prices written (reservation/reprice `apply`). */
function repricedBy(reservation: Reservation, preview: Schemas['RepricePreview']): Reservation {
  const stays = reservation.stays.map((stay) => {
    const repriced = preview.stays.find((each) => each.stayId === stay.id);
    if (!repriced) return stay;
    return {
      ...stay,
      nightlyRates: repriced.nights.map((night) => ({ night: night.night, amount: night.newAmount, reason: '' })),
      totalAmount: repriced.newTotal,
      contractPrice: repriced.newPrice,
      version: stay.version + 1,
    };
  });
  return {
    ...reservation,
    stays,
    totalAmount: sumMoney(stays.map((stay) => stay.totalAmount)),
    version: reservation.version + 1,
  };
}
