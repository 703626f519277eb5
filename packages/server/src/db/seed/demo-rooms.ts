import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { idsByCode } from './rows.ts';

interface RoomTypeDetails {
  category: string;
  bedSetup: string;
  /** Rack rate per night in baht. */
  baseRate: string;
  features: readonly string[];
}

/** What the demo's six room types sell as, in the order the front desk lists them. */
const ROOM_TYPE_DETAILS: Record<string, RoomTypeDetails> = {
  STD: { category: 'STD', bedSetup: 'Q', baseRate: '1800.00', features: ['NS'] },
  STT: { category: 'STD', bedSetup: 'T', baseRate: '1800.00', features: ['NS'] },
  DLX: { category: 'DLX', bedSetup: 'K', baseRate: '2600.00', features: ['RIV', 'BAL', 'NS'] },
  FAM: { category: 'DLX', bedSetup: 'QQ', baseRate: '3400.00', features: ['BAL', 'BATH', 'NS'] },
  JRS: { category: 'STE', bedSetup: 'K', baseRate: '4200.00', features: ['RIV', 'BAL', 'BATH', 'NS'] },
  EXS: { category: 'STE', bedSetup: 'K', baseRate: '5500.00', features: ['RIV', 'BAL', 'BATH', 'NS'] },
};
const TYPE_ORDER = ['STD', 'STT', 'DLX', 'FAM', 'JRS', 'EXS'];

/**
 * The demo hotel's room types and rooms as the room screens show them: categories, default bed
 * setups, rack rates and features per type; per room the connecting doors (suite to junior suite
 * in the Main Building, deluxe to family room in the Garden Wing), a few rooms made up with a
 * king bed instead of the type's queen, and the notes housekeeping and the front desk rely on.
 * Runs after the lists it points at (room categories, features, bed setups) are seeded.
 */
export async function seedDemoRooms(trx: Transaction<Database> | Kysely<Database>, propertyId: number) {
  const categories = await idsByCode(trx, 'room_category', propertyId);
  const features = await idsByCode(trx, 'room_feature', propertyId);
  const bedSetups = await idsByCode(trx, 'room_bed', propertyId);

  const types = await trx
    .selectFrom('room_type')
    .select(['id', 'code'])
    .where('property_id', '=', propertyId)
    .execute();
  for (const type of types) {
    const details = ROOM_TYPE_DETAILS[type.code];
    if (!details) continue;
    await trx
      .updateTable('room_type')
      .set({
        room_category_id: categories[details.category] ?? null,
        default_room_bed_id: bedSetups[details.bedSetup] ?? null,
        base_rate: details.baseRate,
        sort_order: (TYPE_ORDER.indexOf(type.code) + 1) * 10,
      })
      .where('id', '=', type.id)
      .execute();
    const featureIds = details.features.flatMap((code) => (features[code] ? [features[code]] : []));
    if (featureIds.length > 0) {
      await trx
        .insertInto('room_type_feature')
        .values(featureIds.map((id) => ({ property_id: propertyId, room_type_id: type.id, room_feature_id: id })))
        .execute();
    }
  }

  const rooms = await trx
    .selectFrom('room')
    .innerJoin('room_type', 'room_type.id', 'room.room_type_id')
    .select(['room.id', 'room.room_number', 'room_type.code as typeCode'])
    .where('room.property_id', '=', propertyId)
    .execute();
  const roomId = new Map(rooms.map((room) => [room.room_number, room.id]));
  const connect = async (a: string, b: string) => {
    const first = roomId.get(a);
    const second = roomId.get(b);
    if (first === undefined || second === undefined) return;
    // A connecting door opens from both sides.
    await trx.updateTable('room').set({ connecting_room_id: second }).where('id', '=', first).execute();
    await trx.updateTable('room').set({ connecting_room_id: first }).where('id', '=', second).execute();
  };
  for (const floor of [1, 2, 3]) {
    // Main Building: the junior suite (x23) opens into the executive suite (x24).
    await connect(`1${floor}23`, `1${floor}24`);
    // Garden Wing: the last deluxe room (x08) opens into the first family room (x09).
    await connect(`2${floor}08`, `2${floor}09`);
  }

  const notes: Record<string, string> = {
    '1101': 'Next to the lift lobby',
    '1102': 'Accessible: wide door and roll-in shower',
    '1110': 'Corner room, windows on two sides',
    '1324': 'Top-floor suite with the best view of the Mekong',
    '2101': 'Garden terrace, steps down to the pool',
    '2116': 'Quiet end of the wing, away from the road',
  };
  for (const [number, note] of Object.entries(notes)) {
    const id = roomId.get(number);
    if (id !== undefined) await trx.updateTable('room').set({ note }).where('id', '=', id).execute();
  }

  // A few Standard Doubles on the top floor are made up with a king bed instead of a queen.
  const king = bedSetups.K;
  if (king !== undefined) {
    const kings = rooms.filter((room) => room.typeCode === 'STD' && /^13(0[1-4])$/.test(room.room_number));
    for (const room of kings) {
      await trx.updateTable('room').set({ room_bed_id: king }).where('id', '=', room.id).execute();
    }
  }
}
