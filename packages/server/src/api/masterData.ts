import type { ActionOf, ApiPath } from '@pms/api-client';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest, conflict, forItem, fromDatabaseError, isDatabaseError, notFound, staleVersion } from './errors.ts';
import type { ActionContext, ActionDefinition } from './handlers.ts';

/*
 * The generic actions of a master-data list (spec §7: list, list-minimum, get, search, create,
 * update, delete) over one table, for the screens the master-data generator writes. An entity
 * declares its fields once; the contract (openapi/) has already validated every request against
 * the entity's schemas, so this code only maps fields to columns and keeps the rules every list
 * shares: property scoping, unique codes (409), references that must exist (422) and references
 * that keep a row (409 "Can not Delete"), row versions (409), and an audit record per change.
 * A list with rules of its own (exactly one local currency, no rate for it) adds them as `rules`
 * (MasterRules), which run in the same transaction as the write they judge.
 */

/** How a wire value is kept in its column. */
export type FieldKind =
  /** Stored as sent (text, integers, dates as yyyy-MM-dd). */
  | 'value'
  /** 0 / 1 on the wire (the spec's flags), boolean in the table. */
  | 'flag'
  /** Exact decimal: a string on the wire and numeric in the table, so money never rounds. */
  | 'decimal';

export interface MasterField {
  /** The field's name on the wire (camelCase). */
  field: string;
  /** Its column (snake_case). */
  column: string;
  kind?: FieldKind;
  /** Taken when create leaves the field out (the table's default otherwise). */
  defaultValue?: unknown;
  /** Part of the list-minimum answer that feeds other screens' ComboBoxes. */
  minimum?: boolean;
  /** Matched by search (case-insensitive, anywhere in the text). */
  searchable?: boolean;
  /**
   * Another master table this field points at (by id): it must exist in the same hotel. With
   * `searchBy`, search matches the row it points at by those columns (a rate found by its
   * currency's code) when the field is `searchable`, and sorting by the field sorts by the first
   * of them rather than by the id.
   */
  references?: { table: keyof Database; entity: string; searchBy?: readonly string[] };
}

/** One record a write changes, as the wire shows it, for the entity's own rules. */
export interface MasterChange {
  action: 'create' | 'update' | 'delete';
  /** Its place in the batch, for the field of a refusal: `/data/<index>/<field>`. */
  index: number;
  /** The record before the change; null on create. */
  before: Row | null;
  /** The record as written; null on delete. */
  after: Row | null;
}

/**
 * Business rules of one list that the shared ones (types, unique codes, references, versions) do
 * not cover. Both run inside the write's transaction: throwing (an ApiFailure, e.g. businessRule)
 * refuses the whole batch and nothing of it is kept, audit records included.
 */
export interface MasterRules {
  /**
   * One record of the batch: on create and update after it is written (so `after` holds what the
   * table filled in), on delete before it goes (so a refusal names the rule, not a foreign key).
   */
  checkRecord?(context: ActionContext, change: MasterChange): Promise<void>;
  /** The whole list, once every record of the batch is written (e.g. exactly one local currency). */
  checkList?(context: ActionContext, action: MasterChange['action']): Promise<void>;
}

export interface MasterTable {
  /** The table, scoped by property_id, with `id` and `version` columns. */
  table: keyof Database;
  /** Name in the audit log. */
  entity: string;
  fields: readonly MasterField[];
  /** The wire field lists and search pages sort by when the caller names none. */
  defaultSort: string;
  /**
   * Foreign keys of other tables that point at this one, with what they mean to staff: a row
   * still used cannot be deleted ("Can not Delete: is used by 12 rooms").
   */
  usedBy?: readonly { constraint: string; message: string }[];
  /** The list's own business rules, if it has any. */
  rules?: MasterRules;
}

/** A search page (the `search` action): one page of rows and how many match in all. */
export interface SearchPage<T> {
  total: number;
  offset: number;
  rows: T[];
}

interface SearchCriteria {
  search?: string;
  offset?: number;
  limit?: number;
  sort?: string;
  descending?: boolean;
}

export type Row = Record<string, unknown>;
// The kit works on any master table by name (a table of the generated schema); its columns come
// from the field list, so the entity's contract and the tests generated with it are what type them.
type AnyDatabase = Kysely<Record<string, Row>>;

export const DEFAULT_PAGE_SIZE = 50;

// The generic actions take each entity's own request data; their data type meets the entity's
// contract only in the returned map (see the cast at its end).
type Run = (context: ActionContext, data: never) => Promise<unknown[]>;
const read = (run: Run) => ({ kind: 'read' as const, run });
const write = (run: Run) => ({ kind: 'write' as const, run });

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The generic actions of a master table (the path's contract types them; see masterDataHandlers). */
export function masterDataActions(definition: MasterTable) {
  const { table, entity, fields, rules } = definition;
  const columns = ['id', ...fields.map((field) => field.column), 'version'];
  const minimumColumns = ['id', ...fields.filter((field) => field.minimum).map((field) => field.column)];
  const fieldByName = new Map(fields.map((field) => [field.field, field]));
  const fieldByColumn = new Map(fields.map((field) => [field.column, field]));
  const database = (context: ActionContext) => context.db as unknown as AnyDatabase;

  const toWire = (row: Row, only?: readonly string[]) => {
    const answer: Row = {};
    for (const column of only ?? columns) {
      const field = fieldByColumn.get(column);
      const value = row[column];
      if (!field) answer[column] = value;
      else if (field.kind === 'flag') answer[field.field] = value ? 1 : 0;
      else if (field.kind === 'decimal') answer[field.field] = value === null ? null : String(value);
      else answer[field.field] = value;
    }
    return answer;
  };

  const toColumns = (item: Row, creating: boolean) => {
    const values: Row = {};
    for (const field of fields) {
      const value = item[field.field];
      if (value === undefined) {
        if (creating && field.defaultValue !== undefined) values[field.column] = field.defaultValue;
        continue;
      }
      values[field.column] = field.kind === 'flag' ? value === 1 : value;
    }
    return values;
  };

  const sortColumn = (sort: string | undefined) => {
    const field = fieldByName.get(sort ?? definition.defaultSort);
    if (!field)
      throw badRequest(`${sort} is not a field of ${entity}`, [{ field: '/data/0/sort', message: 'unknown' }]);
    return field.column;
  };

  /** What search pages sort by: the column, or for a reference the first column staff know its row by. */
  const sortExpression = (sort: string | undefined) => {
    const column = sortColumn(sort);
    const pointsAt = fieldByColumn.get(column)?.references;
    const by = pointsAt?.searchBy?.[0];
    if (!pointsAt || !by) return sql.ref(`${table}.${column}`);
    return sql`(select ${sql.ref(`referenced.${by}`)} from ${sql.table(pointsAt.table)} as referenced where referenced.id = ${sql.ref(`${table}.${column}`)})`;
  };

  const scoped = (context: ActionContext) =>
    database(context).selectFrom(table).where(`${table}.property_id`, '=', context.propertyId);

  /** References must point at rows of the same hotel; the foreign key alone would accept another's. */
  async function checkReferences(context: ActionContext, item: Row, index: number) {
    for (const field of fields) {
      const id = item[field.field];
      if (!field.references || id === undefined || id === null) continue;
      const found = await database(context)
        .selectFrom(field.references.table)
        .select('id')
        .where('property_id', '=', context.propertyId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) {
        throw conflict('NOT_FOUND_REFERENCE', `No such ${field.references.entity}`, [
          { field: `/data/${index}/${field.field}`, message: `is not a ${field.references.entity} of this hotel` },
        ]);
      }
    }
  }

  const handlers = {
    list: read(async (context) => {
      const rows = await scoped(context).select(columns).orderBy(sortColumn(undefined)).orderBy('id').execute();
      return rows.map((row) => toWire(row));
    }),

    'list-minimum': read(async (context) => {
      const rows = await scoped(context).select(minimumColumns).orderBy(sortColumn(undefined)).orderBy('id').execute();
      return rows.map((row) => toWire(row, minimumColumns));
    }),

    get: read(async (context, data: readonly { id: number }[]) => {
      const id = data[0]?.id ?? 0;
      const row = await scoped(context).select(columns).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Data not found', '/data/0/id');
      return [toWire(row)];
    }),

    search: read(async (context, data: readonly SearchCriteria[]) => {
      const criteria = data[0] ?? {};
      const text = criteria.search?.trim() ?? '';
      const searchable = fields.filter((field) => field.searchable);
      const pattern = likePattern(text);
      // Accents and case aside (migration 0090): "garcia" finds the company "García Viajes".
      const matches = (column: string) =>
        sql<SqlBool>`search_fold(${sql.ref(column)}::text) like search_fold(${pattern}) escape '\\'`;
      const condition = (field: MasterField): Expression<SqlBool> => {
        const searchBy = field.references?.searchBy;
        if (!field.references || !searchBy?.length) return matches(`${table}.${field.column}`);
        return sql<SqlBool>`exists (select 1 from ${sql.table(field.references.table)} as referenced where referenced.id = ${sql.ref(`${table}.${field.column}`)} and (${sql.join(
          searchBy.map((column) => matches(`referenced.${column}`)),
          sql` or `,
        )}))`;
      };
      const matching = () => {
        const query = scoped(context);
        if (!text || searchable.length === 0) return query;
        return query.where((eb) => eb.or(searchable.map(condition)));
      };
      const offset = criteria.offset ?? 0;
      const { total } = await matching().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
      const rows = await matching()
        .select(columns)
        .orderBy(sortExpression(criteria.sort), criteria.descending ? 'desc' : 'asc')
        .orderBy('id')
        .offset(offset)
        .limit(criteria.limit ?? DEFAULT_PAGE_SIZE)
        .execute();
      return [{ total: Number(total), offset, rows: rows.map((row) => toWire(row)) }];
    }),

    create: write(async (context, items: readonly Row[]) => {
      const created: Row[] = [];
      for (const [index, item] of items.entries()) {
        await checkReferences(context, item, index);
        const row = await forItem(index, () =>
          database(context)
            .insertInto(table)
            .values({ property_id: context.propertyId, ...toColumns(item, true) })
            .returning(columns)
            .executeTakeFirstOrThrow(),
        );
        const answer = toWire(row);
        await rules?.checkRecord?.(context, { action: 'create', index, before: null, after: answer });
        await context.audit({ entity, entityId: answer.id as number, before: null, after: answer });
        created.push(answer);
      }
      await rules?.checkList?.(context, 'create');
      return created;
    }),

    update: write(async (context, items: readonly (Row & { id: number; version: number })[]) => {
      // The batch's rows are locked up front in id order, so concurrent batches queue instead of
      // deadlocking, and the later one meets the new version (409) rather than a database abort.
      const locked = await scoped(context)
        .select(columns)
        .where(
          'id',
          'in',
          items.map((item) => item.id),
        )
        .orderBy('id')
        .forUpdate()
        .execute();
      const updated: Row[] = [];
      for (const [index, item] of items.entries()) {
        const position = locked.findIndex((row) => row.id === item.id);
        const before = locked[position];
        if (!before) throw notFound('Data not found', `/data/${index}/id`);
        if (before.version !== item.version) throw staleVersion(`/data/${index}/version`);
        await checkReferences(context, item, index);
        const row = await forItem(index, () =>
          database(context)
            .updateTable(table)
            .set({ ...toColumns(item, false), version: sql`version + 1` })
            .where('property_id', '=', context.propertyId)
            .where('id', '=', item.id)
            .where('version', '=', item.version)
            .returning(columns)
            .executeTakeFirst(),
        );
        if (!row) throw staleVersion(`/data/${index}/version`);
        const answer = toWire(row);
        await rules?.checkRecord?.(context, { action: 'update', index, before: toWire(before), after: answer });
        await context.audit({ entity, entityId: item.id, before: toWire(before), after: answer });
        updated.push(answer);
        // The same record twice in one batch: the second item must meet this new version.
        locked[position] = row;
      }
      await rules?.checkList?.(context, 'update');
      return updated;
    }),

    delete: write(async (context, items: readonly { id: number }[]) => {
      for (const [index, item] of items.entries()) {
        if (rules?.checkRecord) {
          const current = await scoped(context)
            .select(columns)
            .where('id', '=', item.id)
            .forUpdate()
            .executeTakeFirst();
          if (!current) throw notFound('Data not found', `/data/${index}/id`);
          await rules.checkRecord(context, { action: 'delete', index, before: toWire(current), after: null });
        }
        let row: Row | undefined;
        try {
          row = await database(context)
            .deleteFrom(table)
            .where('property_id', '=', context.propertyId)
            .where('id', '=', item.id)
            .returning(columns)
            .executeTakeFirst();
        } catch (error) {
          const usedBy =
            isDatabaseError(error) && error.code === '23503'
              ? definition.usedBy?.find((use) => use.constraint === error.constraint)
              : undefined;
          if (usedBy) {
            // Spec §8 "Can not Delete", with the reason staff can act on.
            throw conflict('IN_USE', `Can not Delete: ${usedBy.message}`, [
              { field: `/data/${index}/id`, message: usedBy.message },
            ]);
          }
          throw fromDatabaseError(error, `/data/${index}`);
        }
        if (!row) throw notFound('Data not found', `/data/${index}/id`);
        await context.audit({ entity, entityId: item.id, before: toWire(row), after: null });
      }
      await rules?.checkList?.(context, 'delete');
      return items.map((item) => ({ id: item.id }));
    }),
  };
  return handlers;
}

type GenericActions = ReturnType<typeof masterDataActions>;

/** A master-data path whose actions are the generic ones (list, list-minimum, get, search, create, update, delete). */
export function masterDataHandlers<P extends ApiPath>(
  definition: MasterTable,
): {
  [A in ActionOf<P>]: ActionDefinition<P, A>;
} {
  // Each entity's contract narrows these generic actions; the cast is where the two meet.
  return masterDataActions(definition) as unknown as { [A in ActionOf<P>]: ActionDefinition<P, A> };
}

/**
 * One generic action for a path that only shares some of them (its reads have a shape of their
 * own, or it names create differently, e.g. the interface texts' `new`).
 */
export function genericAction<P extends ApiPath, A extends ActionOf<P>>(
  actions: GenericActions,
  generic: keyof GenericActions,
): ActionDefinition<P, A> {
  return actions[generic] as unknown as ActionDefinition<P, A>;
}
