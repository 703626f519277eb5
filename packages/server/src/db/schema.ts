// Kysely's view of the tables: generated from the migrated schema (`pnpm gen:db`, checked in CI by
// `pnpm gen:db:check`), so a migration and the types cannot drift apart. Only aliases live here.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from './generated/database.ts';

export type * from './generated/database.ts';
export type Database = DB;

/** A table's row as a select answers it, its insert and its update, by table name. */
export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowChanges<T extends keyof Database> = Updateable<Database[T]>;

/** A language of the interface (spec §9), as the contract and the schema list them. */
export type { InterfaceLanguage as LanguageCode, ReservationStatus } from '@pms/api-client';
