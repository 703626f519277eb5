import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

// The minibar items of the demo hotel and the store items they draw (issue 21): a count posted on
// post-to-folio takes them out of the minibar store, which the inventory seed stocked.
const LINKS = [
  ['WATER', 'BEV-WTR'],
  ['COKE', 'BEV-COLA'],
  ['BLAO', 'BEV-BLAO'],
  ['SNACK', 'SNK-NUTS'],
  ['CHOC', 'SNK-CHOC'],
] as const;

export async function seedDemoMinibar(trx: Kysely<Database>, propertyId: number): Promise<void> {
  const pairs = sql.join(LINKS.map(([minibar, item]) => sql`(${minibar}, ${item})`));
  await sql`update minibar_type as m set inventory_item_id = i.id
    from (values ${pairs}) as link (minibar, item), inventory_item as i
    where m.property_id = ${propertyId} and i.property_id = ${propertyId}
      and m.code = link.minibar and i.code = link.item`.execute(trx);
}
