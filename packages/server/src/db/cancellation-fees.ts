// Cancellation policies as the fee engine reads them (@pms/domain/cancellation), and the stays they
// charge: shared by sales (the policies and the fee a cancellation proposes) and day-end (the
// no-show fee), since server modules never import each other. Each stay's policy is its contract's:
// room_stay.contract_version_id → contract_version → contract.cancel_policy_id.
import {
  type CancellationCharge,
  type CancellationFee,
  type CancellationPolicy,
  cancellationFee,
  HOUSE_CANCELLATION_RULE,
  noShowFee,
} from '@pms/domain/cancellation';
import { fromCents, toCents } from '@pms/domain/money';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database>;
type ChargeKind = CancellationCharge['kind'];

/** A percentage as the engine and the screens write it: '50.00' → '50', '12.50' → '12.5'. */
export const percentText = (value: string): string => fromCents(toCents(value)).replace(/\.?0+$/, '');

/** A stored (kind, value) as the engine's charge. */
export function chargeOf(kind: ChargeKind, value: string): CancellationCharge {
  if (kind === 'nights') return { kind, nights: Number(toCents(value) / 100n) };
  if (kind === 'percent') return { kind, percent: percentText(value) };
  return { kind, amount: fromCents(toCents(value)) };
}

/** The engine's charge as stored: its kind and one value. */
export function storedCharge(charge: CancellationCharge): { kind: ChargeKind; value: string } {
  if (charge.kind === 'nights') return { kind: 'nights', value: String(charge.nights) };
  if (charge.kind === 'percent') return { kind: 'percent', value: charge.percent };
  return { kind: 'fixed', value: charge.amount };
}

/** Policies by id, whole: seasons in their order, each with its bands in theirs. */
export async function loadPolicies(
  db: Db,
  propertyId: number,
  ids: readonly number[],
): Promise<Map<number, CancellationPolicy>> {
  const policies = new Map<number, CancellationPolicy>();
  if (ids.length === 0) return policies;
  const headers = await db
    .selectFrom('cancel_policy')
    .select(['id', 'code', 'name', 'no_show_kind', 'no_show_value'])
    .where('property_id', '=', propertyId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  if (headers.length === 0) return policies;
  const seasons = await db
    .selectFrom('cancel_season')
    .select(['id', 'policy_id', 'code', 'name', 'arrival_from', 'arrival_to'])
    .where(
      'policy_id',
      'in',
      headers.map((row) => row.id),
    )
    .orderBy('policy_id')
    .orderBy('position')
    .execute();
  const bands = seasons.length
    ? await db
        .selectFrom('cancel_band')
        .select(['season_id', 'from_days', 'to_days', 'charge_kind', 'charge_value'])
        .where(
          'season_id',
          'in',
          seasons.map((row) => row.id),
        )
        .orderBy('season_id')
        .orderBy('position')
        .execute()
    : [];
  for (const header of headers) {
    policies.set(header.id, {
      code: header.code,
      name: header.name,
      noShow:
        header.no_show_kind === null || header.no_show_value === null
          ? null
          : chargeOf(header.no_show_kind, String(header.no_show_value)),
      seasons: seasons
        .filter((season) => season.policy_id === header.id)
        .map((season) => ({
          code: season.code,
          ...(season.name ? { name: season.name } : {}),
          arrivals: { from: season.arrival_from, to: season.arrival_to },
          bands: bands
            .filter((band) => band.season_id === season.id)
            .map((band) => ({
              fromDays: band.from_days,
              toDays: band.to_days,
              charge: chargeOf(band.charge_kind, String(band.charge_value)),
            })),
        })),
    });
  }
  return policies;
}

export interface ChargeableStay {
  stayId: number;
  reservationId: number;
  lineNumber: number;
  roomTypeCode: string;
  arrival: string;
  departure: string;
  status: string;
  contract: { id: number; code: string; name: string; kind: 'static' | 'dynamic' } | null;
  policyId: number | null;
  /** Each night's amount, in date order: the stay's room revenue. */
  nights: { date: string; amount: string }[];
}

/** Stays (by id, or all of some reservations) with their contract, its policy and their nights. */
export async function chargeableStays(
  db: Db,
  propertyId: number,
  where: { stayIds: readonly number[] } | { reservationIds: readonly number[] },
): Promise<ChargeableStay[]> {
  const ids = 'stayIds' in where ? where.stayIds : where.reservationIds;
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('room_stay as s')
    .innerJoin('room_type as t', 't.id', 's.room_type_id')
    .leftJoin('contract_version as v', 'v.id', 's.contract_version_id')
    .leftJoin('contract as c', 'c.id', 'v.contract_id')
    .select([
      's.id',
      's.reservation_id',
      's.line_number',
      't.code as room_type_code',
      's.arrival',
      's.departure',
      's.status',
      'c.id as contract_id',
      'c.code as contract_code',
      'c.name as contract_name',
      'c.kind as contract_kind',
      'c.cancel_policy_id',
    ])
    .where('s.property_id', '=', propertyId)
    .where('stayIds' in where ? 's.id' : 's.reservation_id', 'in', [...ids])
    .orderBy('s.reservation_id')
    .orderBy('s.line_number')
    .execute();
  if (rows.length === 0) return [];
  const nights = await db
    .selectFrom('room_stay_night')
    .select(['room_stay_id', 'night', 'amount'])
    .where(
      'room_stay_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('room_stay_id')
    .orderBy('night')
    .execute();
  const nightsOf = new Map<number, { date: string; amount: string }[]>();
  for (const night of nights) {
    const list = nightsOf.get(night.room_stay_id) ?? [];
    list.push({ date: night.night, amount: fromCents(toCents(String(night.amount))) });
    nightsOf.set(night.room_stay_id, list);
  }
  return rows.map((row) => ({
    stayId: row.id,
    reservationId: row.reservation_id,
    lineNumber: row.line_number,
    roomTypeCode: row.room_type_code,
    arrival: row.arrival,
    departure: row.departure,
    status: row.status,
    contract:
      row.contract_id === null
        ? null
        : {
            id: row.contract_id,
            code: row.contract_code as string,
            name: row.contract_name as string,
            kind: row.contract_kind as 'static' | 'dynamic',
          },
    policyId: row.cancel_policy_id ?? null,
    nights: nightsOf.get(row.id) ?? [],
  }));
}

export interface StayCancellationFee {
  rule: 'policy' | 'house';
  reason: 'contract-policy' | 'no-contract' | 'contract-without-policy';
  explanation: CancellationFee;
}

/** What cancelling the stay on the hotel date costs: by its contract's policy, else the hotel's rule. */
export function stayCancellationFee(
  stay: ChargeableStay,
  policies: ReadonlyMap<number, CancellationPolicy>,
  hotelDate: string,
): StayCancellationFee {
  const policy = stay.policyId === null ? undefined : policies.get(stay.policyId);
  const charged = { arrival: stay.arrival, nights: stay.nights };
  if (policy) {
    return { rule: 'policy', reason: 'contract-policy', explanation: cancellationFee(policy, charged, hotelDate) };
  }
  return {
    rule: 'house',
    reason: stay.contract ? 'contract-without-policy' : 'no-contract',
    explanation: cancellationFee(HOUSE_CANCELLATION_RULE, charged, hotelDate),
  };
}

/** The no-show fee of the stay by its contract's policy; null when it has none (nothing is charged). */
export function stayNoShowFee(
  stay: ChargeableStay,
  policies: ReadonlyMap<number, CancellationPolicy>,
  hotelDate: string,
): CancellationFee | null {
  const policy = stay.policyId === null ? undefined : policies.get(stay.policyId);
  return policy ? noShowFee(policy, { arrival: stay.arrival, nights: stay.nights }, hotelDate) : null;
}

/**
 * A policy's seasons and their bands as the policy says them, replacing what it had: the sales
 * path's save and the demo's seeding write them the same way.
 */
export async function writePolicySeasons(
  db: Kysely<Database>,
  propertyId: number,
  policyId: number,
  policy: CancellationPolicy,
): Promise<void> {
  // Replaced whole: the bands go with their seasons (on delete cascade).
  await db.deleteFrom('cancel_season').where('policy_id', '=', policyId).execute();
  for (const [position, season] of policy.seasons.entries()) {
    const inserted = await db
      .insertInto('cancel_season')
      .values({
        property_id: propertyId,
        policy_id: policyId,
        position,
        code: season.code,
        name: season.name ?? '',
        arrival_from: season.arrivals.from,
        arrival_to: season.arrivals.to,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (season.bands.length === 0) continue;
    await db
      .insertInto('cancel_band')
      .values(
        season.bands.map((band, bandPosition) => {
          const stored = storedCharge(band.charge);
          return {
            property_id: propertyId,
            season_id: inserted.id,
            position: bandPosition,
            from_days: band.fromDays,
            to_days: band.toDays,
            charge_kind: stored.kind,
            charge_value: stored.value,
          };
        }),
      )
      .execute();
  }
}
