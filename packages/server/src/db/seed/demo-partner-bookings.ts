import type { Kysely } from 'kysely';
import { addDays } from '../../api/dates.ts';
import { ApiFailure } from '../../api/errors.ts';
import { countInventory } from '../../modules/reservation/availability.ts';
import { createReservation } from '../../modules/reservation/booking.ts';
import { quoteStay } from '../../modules/reservation/rate.ts';
import type { Database } from '../schema.ts';
import { seedContext } from './context.ts';

/**
 * Bookings of the demo's contract partners (issue 20), made through the booking command as a
 * reservation agent would make them: each stay priced by the partner's contract in force (the rate
 * resolution's quote, as the booking screen asks it), so every one carries its contract version and
 * the explanation of its nights, and the sales reports have partners and contracts to show. A stay
 * the contract refuses (closed to arrival) or the hotel cannot sell is left out, as the agent would.
 */
const PLAN: readonly { daysAhead: number; nights: number; roomType: string; adults: number; children: number }[] = [
  { daysAhead: 3, nights: 3, roomType: 'DLX', adults: 2, children: 0 },
  { daysAhead: 9, nights: 7, roomType: 'STD', adults: 2, children: 0 },
  { daysAhead: 16, nights: 4, roomType: 'FAM', adults: 2, children: 1 },
  { daysAhead: 24, nights: 5, roomType: 'JRS', adults: 2, children: 0 },
  { daysAhead: 40, nights: 8, roomType: 'DLX', adults: 2, children: 0 },
];

/** Whether every night of the stay has a room of its type in order and not sold yet. */
async function roomsLeft(
  db: Kysely<Database>,
  propertyId: number,
  stay: { roomTypeId: number; arrival: string; departure: string },
): Promise<boolean> {
  const nights = await countInventory(db, propertyId, {
    from: stay.arrival,
    toExclusive: stay.departure,
    roomTypeIds: [stay.roomTypeId],
  });
  return nights.every((night) => night.rooms - night.outOfOrder - night.sold > 0);
}

export async function seedDemoPartnerBookings(db: Kysely<Database>, propertyId: number): Promise<void> {
  const { hotel_date: hotelDate } = await db
    .selectFrom('property')
    .select('hotel_date')
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const partners = await db
    .selectFrom('contract as c')
    .innerJoin('contract_version as v', 'v.contract_id', 'c.id')
    .select(['c.company_profile_id', 'c.code'])
    .where('c.property_id', '=', propertyId)
    .where('v.status', '=', 'active')
    .orderBy('c.code')
    .execute();
  const types = new Map(
    (await db.selectFrom('room_type').select(['id', 'code']).where('property_id', '=', propertyId).execute()).map(
      (row) => [row.code, row.id],
    ),
  );
  const guests = await db
    .selectFrom('guest_profile')
    .select('id')
    .where('property_id', '=', propertyId)
    .orderBy('id')
    .limit(PLAN.length * Math.max(1, partners.length))
    .execute();
  const context = seedContext(db, propertyId, {
    actor: 'reservation',
    requestId: 'demo-partner-bookings',
    path: 'reservation/reservation',
    action: 'create',
  });
  let guestIndex = 0;
  for (const [partnerIndex, partner] of partners.entries()) {
    for (const plan of PLAN) {
      const roomTypeId = types.get(plan.roomType);
      const guest = guests[guestIndex % Math.max(1, guests.length)];
      guestIndex += 1;
      if (roomTypeId === undefined || !guest) continue;
      const arrival = addDays(hotelDate, plan.daysAhead + partnerIndex);
      const stay = {
        roomTypeId,
        arrival,
        departure: addDays(arrival, plan.nights),
        adults: plan.adults,
        children: plan.children,
      };
      // Within the hotel's own rooms: the overbooking allowance is for the front office, not the demo.
      if (!(await roomsLeft(db, propertyId, stay))) continue;
      try {
        const quote = await quoteStay(db, propertyId, {
          ...stay,
          rateCodeId: null,
          companyProfileId: partner.company_profile_id,
        });
        await createReservation(context, {
          guestProfileId: guest.id,
          companyProfileId: partner.company_profile_id,
          channel: 'NON-OTA',
          status: 'confirmed',
          remark: `Booked through ${partner.code}`,
          stays: [
            { ...stay, nightlyRates: quote.nights.map((night) => ({ night: night.night, amount: night.amount })) },
          ],
        });
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
      }
    }
  }
}
