import { BOOKING_STATUSES, type ReservationStatus } from '@pms/api-client';
import { sql } from 'kysely';

// The statuses themselves are the contract's (`ReservationStatus`, `BookingStatus`, generated from
// openapi/); the groups below are business rules of domain.md, checked against them.

/** Before arrival: the statuses a booking may take, and the ones that may be cancelled or moved. */
export const BEFORE_ARRIVAL = BOOKING_STATUSES;
/** The stay statuses that hold a room of their type for their nights (domain.md, Inventory). */
export const TAKES_INVENTORY = ['confirmed', 'guaranteed', 'in-house'] as const satisfies readonly ReservationStatus[];
/** The guest came: what counts as stayed (history, a profile's stays and revenue). */
export const STAYED = ['in-house', 'checked-out'] as const satisfies readonly ReservationStatus[];
/** Not over yet: before arrival or in house (a room assigned to one of these is spoken for). */
export const NOT_ENDED = [...BOOKING_STATUSES, 'in-house'] as const satisfies readonly ReservationStatus[];

/** Whether `status` is one of `statuses`, narrowing it. */
export const isStatusIn = <S extends ReservationStatus>(statuses: readonly S[], status: string): status is S =>
  (statuses as readonly string[]).includes(status);

/** Statuses as SQL literals (not parameters), so that the planner matches the partial indexes. */
export const statusList = (statuses: readonly ReservationStatus[]) =>
  sql.join(statuses.map((status) => sql.lit(status)));
export const inventoryStatuses = statusList(TAKES_INVENTORY);
