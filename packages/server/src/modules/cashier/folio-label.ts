import { sql } from 'kysely';

// Who a folio belongs to as staff read it, in SQL, for lists and routing targets: the house
// account's name, the company's name, or the guest of the stay or reservation (the booking company
// when the booking has no guest). `f` is the folio; the joins below name the rest.

export const FOLIO_OWNER_JOINS = sql`
  left join room_stay st on st.id = f.stay_id
  left join reservation r on r.id = coalesce(f.reservation_id, st.reservation_id)
  left join room rm on rm.id = st.room_id
  left join guest_profile g on g.id = r.guest_profile_id
  left join company_profile co on co.id = coalesce(f.company_id, r.company_profile_id)`;

export const GUEST_NAME = sql<string>`case when g.id is null then ''
  when g.first_name = '' then g.last_name else g.last_name || ', ' || g.first_name end`;

export const FOLIO_LABEL = sql<string>`case f.owner_kind
  when 'house' then f.name
  when 'company' then coalesce(co.name, '')
  else coalesce(nullif(${GUEST_NAME}, ''), co.name, '') end`;
