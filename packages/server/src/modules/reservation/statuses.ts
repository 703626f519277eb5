import { sql } from 'kysely';

/** The stay statuses that hold a room of their type for their nights (domain.md, Inventory). */
export const TAKES_INVENTORY = ['confirmed', 'guaranteed', 'in-house'] as const;

/** The same statuses as SQL literals, so that the planner matches the partial inventory index. */
export const inventoryStatuses = sql.join(TAKES_INVENTORY.map((status) => sql.lit(status)));
