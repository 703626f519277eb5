import type { Schemas } from '@pms/api-client';
import { type Expression, type Kysely, type Selectable, type SqlBool, sql, type Updateable } from 'kysely';
import { dayDifference } from '../../api/dates.ts';
import { badRequest, notFound, staleVersion } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { DEFAULT_PAGE_SIZE, genericAction, masterDataActions } from '../../api/masterData.ts';
import { sumMoney } from '../../api/money.ts';
import type { Database } from '../../db/schema.ts';
import { BEFORE_ARRIVAL, isStatusIn, STAYED, statusList } from '../../db/statuses.ts';

/** The audit log's name of a guest profile (the kit's writes use it too). */
export const GUEST_PROFILE_ENTITY = 'guest-profile';

// Guests as the hotel knows them (/menu/app/guest-profile): the kit's plain actions, and a search,
// stay history and merge of their own.
const kit = masterDataActions({
  table: 'guest_profile',
  entity: GUEST_PROFILE_ENTITY,
  fields: [
    {
      field: 'titleId',
      column: 'title_id',
      references: { table: 'title', entity: 'title', searchBy: ['code', 'name'] },
    },
    { field: 'firstName', column: 'first_name', minimum: true },
    { field: 'lastName', column: 'last_name', minimum: true },
    {
      field: 'nationalityId',
      column: 'nationality_id',
      references: { table: 'country', entity: 'country', searchBy: ['iso_code', 'name'] },
    },
    { field: 'cityId', column: 'city_id', references: { table: 'city', entity: 'city', searchBy: ['code', 'name'] } },
    { field: 'idNumber', column: 'id_number' },
    { field: 'email', column: 'email' },
    { field: 'phone', column: 'phone' },
    { field: 'vipLevel', column: 'vip_level' },
    {
      field: 'guestTypeId',
      column: 'guest_type_id',
      references: { table: 'guest_type', entity: 'guest type', searchBy: ['code', 'name'] },
    },
    { field: 'notes', column: 'notes' },
  ],
  defaultSort: 'lastName',
  usedBy: [
    {
      constraint: 'reservation_guest_profile_id_fkey',
      message: 'reservations are booked for this guest (merge the profile into another instead)',
    },
  ],
});

type GuestProfile = Schemas['GuestProfile'];
type GuestSearch = Schemas['GuestProfileSearch'];
type SortField = NonNullable<GuestSearch['sort']>;
type ProfileRow = Selectable<Omit<Database['guest_profile'], 'property_id' | 'search_text'>>;

const PROFILE_COLUMNS = [
  'g.id',
  'g.title_id',
  'g.first_name',
  'g.last_name',
  'g.nationality_id',
  'g.city_id',
  'g.id_number',
  'g.email',
  'g.phone',
  'g.vip_level',
  'g.guest_type_id',
  'g.notes',
  'g.version',
] as const;

const profileOf = (row: ProfileRow): GuestProfile => ({
  id: row.id,
  titleId: row.title_id,
  firstName: row.first_name,
  lastName: row.last_name,
  nationalityId: row.nationality_id,
  cityId: row.city_id,
  idNumber: row.id_number,
  email: row.email,
  phone: row.phone,
  vipLevel: row.vip_level,
  guestTypeId: row.guest_type_id,
  notes: row.notes,
  version: row.version,
});

/** Reservations still ahead of the guest. */
const UPCOMING = BEFORE_ARRIVAL;

/** Arrival of the guest's (alias g) latest stay: the reservation index on guest_profile_id finds them. */
const lastStayOf = sql<string | null>`(select max(r.arrival) from reservation as r
  where r.guest_profile_id = g.id and r.status in (${statusList(STAYED)}))`;

/** Names of the rows a guest points at, for sorting by what staff read rather than by id. */
const nameOf = (table: string, column: string) =>
  sql`(select lower(referenced.name) from ${sql.table(table)} as referenced where referenced.id = ${sql.ref(`g.${column}`)})`;

const SORTS: Record<SortField, Expression<unknown>> = {
  titleId: nameOf('title', 'title_id'),
  firstName: sql`lower(g.first_name)`,
  lastName: sql`lower(g.last_name)`,
  nationalityId: nameOf('country', 'nationality_id'),
  cityId: nameOf('city', 'city_id'),
  idNumber: sql`g.id_number`,
  email: sql`lower(g.email)`,
  phone: sql`g.phone`,
  vipLevel: sql`g.vip_level`,
  guestTypeId: nameOf('guest_type', 'guest_type_id'),
  notes: sql`lower(g.notes)`,
  lastStay: lastStayOf,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * One word of a guest search as conditions on search_text (migrations 0062 and 0090, trigram-indexed): the
 * word as typed, or, for a phone-like word, also its digits alone (search_text holds the phone's
 * digits), without the trunk prefix staff dial at home: "020-9988-7766" finds +856 20 9988 7766.
 */
function wordMatches(word: string): Expression<SqlBool> {
  const forms = new Set([word]);
  if (/^[0-9+() .-]+$/.test(word)) {
    const digits = word.replace(/\D/g, '');
    const national = digits.replace(/^0+/, '');
    for (const form of [digits, national]) if (form.length > 0) forms.add(form);
  }
  return sql<SqlBool>`(${sql.join(
    // Folded like search_text (migration 0090): "garcia" finds "García".
    [...forms].map((form) => sql`g.search_text like search_fold(${likePattern(form)}) escape '\\'`),
    sql` or `,
  )})`;
}

async function searchGuests(db: Kysely<Database>, propertyId: number, criteria: GuestSearch) {
  // Commas separate words too: pickers show a guest as "Last, First", and staff type it that way.
  const words = (criteria.search ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const matching = () => {
    let query = db.selectFrom('guest_profile as g').where('g.property_id', '=', propertyId);
    for (const word of words) query = query.where(wordMatches(word));
    return query;
  };
  const offset = criteria.offset ?? 0;
  const direction = criteria.descending ? 'desc' : 'asc';
  const { total } = await matching().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await matching()
    .select([...PROFILE_COLUMNS, lastStayOf.as('last_stay')])
    // Guests never stayed, or without a nationality, go after the others whichever the direction.
    .orderBy(SORTS[criteria.sort ?? 'lastName'], (order) => order[direction]().nullsLast())
    .orderBy(sql`lower(g.last_name)`)
    .orderBy(sql`lower(g.first_name)`)
    .orderBy('g.id')
    .offset(offset)
    .limit(criteria.limit ?? DEFAULT_PAGE_SIZE)
    .execute();
  return {
    total,
    offset,
    rows: rows.map((row): Schemas['GuestProfileSearchRow'] => ({ ...profileOf(row), lastStay: row.last_stay })),
  };
}

async function stayHistory(
  db: Kysely<Database>,
  propertyId: number,
  guestProfileId: number,
): Promise<Schemas['GuestStayHistory']> {
  const rows = await db
    .selectFrom('reservation as r')
    .leftJoin('company_profile as c', 'c.id', 'r.company_profile_id')
    .select([
      'r.id',
      'r.confirmation_number',
      'r.status',
      'r.channel',
      'r.arrival',
      'r.departure',
      sql<string>`coalesce(c.name, '')`.as('company_name'),
      sql<number>`(select count(*)::int from room_stay as s where s.reservation_id = r.id)`.as('rooms'),
      sql<string>`(select coalesce(string_agg(distinct t.code, ', ' order by t.code), '')
        from room_stay as s join room_type as t on t.id = s.room_type_id where s.reservation_id = r.id)`.as(
        'room_types',
      ),
      sql<string>`(select coalesce(string_agg(rm.room_number, ', ' order by s.line_number), '')
        from room_stay as s join room as rm on rm.id = s.room_id where s.reservation_id = r.id)`.as('room_numbers'),
      sql<number>`(select coalesce(sum(s.adults), 0)::int from room_stay as s where s.reservation_id = r.id)`.as(
        'adults',
      ),
      sql<number>`(select coalesce(sum(s.children), 0)::int from room_stay as s where s.reservation_id = r.id)`.as(
        'children',
      ),
      sql<string>`(select coalesce(sum(n.amount), 0)::numeric(14, 2)::text
        from room_stay as s join room_stay_night as n on n.room_stay_id = s.id where s.reservation_id = r.id)`.as(
        'total_amount',
      ),
      // A stay of several rooms may have lost one before arrival: revenue counts the rooms stayed in.
      sql<string>`(select coalesce(sum(n.amount), 0)::numeric(14, 2)::text
        from room_stay as s join room_stay_night as n on n.room_stay_id = s.id
        where s.reservation_id = r.id and s.status in (${statusList(STAYED)}))`.as('stayed_amount'),
    ])
    .where('r.property_id', '=', propertyId)
    .where('r.guest_profile_id', '=', guestProfileId)
    .orderBy('r.arrival', 'desc')
    .orderBy('r.id', 'desc')
    .execute();

  const stayed = rows.filter((row) => isStatusIn(STAYED, row.status));
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    guestProfileId,
    totals: {
      stays: stayed.length,
      nights: stayed.reduce((nights, row) => nights + dayDifference(row.arrival, row.departure), 0),
      revenue: sumMoney(stayed.map((row) => row.stayed_amount)),
      // Newest first: the first stayed row is the latest stay.
      lastStay: stayed[0]?.arrival ?? null,
      upcoming: rows.filter((row) => isStatusIn(UPCOMING, row.status)).length,
      cancellations: count('cancelled'),
      noShows: count('no-show'),
    },
    rows: rows.map((row) => ({
      id: row.id,
      confirmationNumber: row.confirmation_number,
      status: row.status,
      channel: row.channel,
      companyName: row.company_name,
      arrival: row.arrival,
      departure: row.departure,
      nights: dayDifference(row.arrival, row.departure),
      rooms: row.rooms,
      roomTypes: row.room_types,
      roomNumbers: row.room_numbers,
      adults: row.adults,
      children: row.children,
      totalAmount: row.total_amount,
    })),
  };
}

const NOTES_MAX = 1000;

/**
 * The kept profile's fields after a merge: what it leaves empty (no title, no phone, VIP level 0)
 * comes from the duplicate; what it has stays. Notes are the one field both may hold: joined when
 * they fit, else the kept profile's stay (the duplicate's remain in its audit record).
 */
function filledFrom(keep: GuestProfile, duplicate: GuestProfile): Updateable<Database['guest_profile']> {
  const notes =
    keep.notes === '' || keep.notes === duplicate.notes
      ? duplicate.notes || keep.notes
      : duplicate.notes !== '' && keep.notes.length + 1 + duplicate.notes.length <= NOTES_MAX
        ? `${keep.notes}\n${duplicate.notes}`
        : keep.notes;
  return {
    title_id: keep.titleId ?? duplicate.titleId,
    first_name: keep.firstName || duplicate.firstName,
    nationality_id: keep.nationalityId ?? duplicate.nationalityId,
    city_id: keep.cityId ?? duplicate.cityId,
    id_number: keep.idNumber || duplicate.idNumber,
    email: keep.email || duplicate.email,
    phone: keep.phone || duplicate.phone,
    vip_level: keep.vipLevel || duplicate.vipLevel,
    guest_type_id: keep.guestTypeId ?? duplicate.guestTypeId,
    notes,
  };
}

interface ProfileReference {
  schema: string;
  table: string;
  column: string;
  hasId: boolean;
  hasVersion: boolean;
}

/**
 * Every column of the database that points at a guest profile, read from the catalog rather than
 * listed here: a table that another module adds later (folios, registration cards) is merged too,
 * instead of keeping the duplicate from being deleted.
 */
async function profileReferences(db: Kysely<Database>): Promise<ProfileReference[]> {
  const found = await sql<{
    schema_name: string;
    table_name: string;
    column_name: string;
    has_id: boolean;
    has_version: boolean;
  }>`select n.nspname as schema_name, t.relname as table_name, a.attname as column_name,
      exists (select 1 from pg_attribute as v where v.attrelid = t.oid and v.attname = 'id' and not v.attisdropped)
        as has_id,
      exists (select 1 from pg_attribute as v where v.attrelid = t.oid and v.attname = 'version' and not v.attisdropped)
        as has_version
    from pg_constraint as c
    join pg_class as t on t.oid = c.conrelid
    join pg_namespace as n on n.oid = t.relnamespace
    join pg_attribute as a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'guest_profile'::regclass and cardinality(c.conkey) = 1
    order by t.relname, a.attname`.execute(db);
  return found.rows.map((row) => ({
    schema: row.schema_name,
    table: row.table_name,
    column: row.column_name,
    hasId: row.has_id,
    hasVersion: row.has_version,
  }));
}

/** What a merge moved, table by table, for its audit record: the rows' ids where they have one. */
type Moved = { table: string; column: string; count: number; ids?: number[] }[];

async function moveReferences(db: Kysely<Database>, fromId: number, toId: number): Promise<Moved> {
  const moved: Moved = [];
  for (const reference of await profileReferences(db)) {
    const table = sql.table(`${reference.schema}.${reference.table}`);
    const column = sql.ref(reference.column);
    // A row that now points elsewhere has changed: an edit of it opened before the merge must
    // reload (its version moves on) rather than write the duplicate back.
    const bump = reference.hasVersion ? sql`, version = version + 1` : sql``;
    const returning = reference.hasId ? sql`returning id` : sql``;
    const result = await sql<{ id: number }>`update ${table} set ${column} = ${toId}${bump}
      where ${column} = ${fromId} ${returning}`.execute(db);
    const count = reference.hasId ? result.rows.length : Number(result.numAffectedRows ?? 0);
    if (count === 0) continue;
    moved.push({
      table: reference.table,
      column: reference.column,
      count,
      ...(reference.hasId ? { ids: result.rows.map((row) => row.id).sort((a, b) => a - b) } : {}),
    });
  }
  return moved;
}

async function mergeProfiles(context: ActionContext, item: Schemas['GuestProfileMerge']) {
  const { db, propertyId } = context;
  if (item.keepId === item.mergeId) {
    throw badRequest(
      'A guest profile cannot be merged into itself',
      [{ field: '/data/0/mergeId', message: 'is the profile kept; choose its duplicate' }],
      'SAME_PROFILE',
    );
  }
  // Both rows locked in id order, so two merges of the same pair queue instead of deadlocking;
  // a booking for the duplicate waits for the merge (its foreign key check shares the row lock).
  const locked = await db
    .selectFrom('guest_profile as g')
    .select(PROFILE_COLUMNS)
    .where('g.property_id', '=', propertyId)
    .where('g.id', 'in', [item.keepId, item.mergeId])
    .orderBy('g.id')
    .forUpdate()
    .execute();
  const keepRow = locked.find((row) => row.id === item.keepId);
  const duplicateRow = locked.find((row) => row.id === item.mergeId);
  if (!keepRow) throw notFound('Data not found', '/data/0/keepId');
  if (!duplicateRow) throw notFound('Data not found', '/data/0/mergeId');
  if (keepRow.version !== item.keepVersion) throw staleVersion('/data/0/keepVersion');
  if (duplicateRow.version !== item.mergeVersion) throw staleVersion('/data/0/mergeVersion');
  const keep = profileOf(keepRow);
  const duplicate = profileOf(duplicateRow);

  const moved = await moveReferences(db, duplicate.id, keep.id);
  const updated = await db
    .updateTable('guest_profile as g')
    .set({ ...filledFrom(keep, duplicate), version: sql`version + 1` })
    .where('g.id', '=', keep.id)
    .returning(PROFILE_COLUMNS)
    .executeTakeFirstOrThrow();
  // Everything that pointed at the duplicate points at the kept profile now, so nothing keeps it.
  await db.deleteFrom('guest_profile').where('id', '=', duplicate.id).execute();

  const profile = profileOf(updated);
  await context.audit({ entity: GUEST_PROFILE_ENTITY, entityId: keep.id, before: keep, after: profile });
  await context.audit({
    entity: GUEST_PROFILE_ENTITY,
    entityId: duplicate.id,
    before: duplicate,
    after: { mergedInto: keep.id, moved },
  });
  const reservationsMoved = moved
    .filter((entry) => entry.table === 'reservation')
    .reduce((sum, entry) => sum + entry.count, 0);
  return { profile, reservationsMoved };
}

export const guestProfileHandlers: PathHandlers<'reservation/guest-profile'> = {
  list: genericAction(kit, 'list'),
  'list-minimum': genericAction(kit, 'list-minimum'),
  get: genericAction(kit, 'get'),
  create: genericAction(kit, 'create'),
  update: genericAction(kit, 'update'),
  delete: genericAction(kit, 'delete'),

  search: read(async ({ db, propertyId }, data) => [await searchGuests(db, propertyId, data[0] ?? {})]),

  stays: read(async ({ db, propertyId }, data) => {
    const { id } = only(data);
    const guest = await db
      .selectFrom('guest_profile')
      .select('id')
      .where('property_id', '=', propertyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!guest) throw notFound('Data not found', '/data/0/id');
    return [await stayHistory(db, propertyId, id)];
  }),

  merge: write(async (context, data) => [await mergeProfiles(context, only(data))]),
};
