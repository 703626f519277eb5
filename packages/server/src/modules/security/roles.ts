import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { ApiFailure, badRequest, businessRule, describeConstraint, notFound, staleVersion } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { grantsByFunction } from '../../auth/permissions.ts';
import type { Database } from '../../db/schema.ts';

describeConstraint('role_code_unique', 'code', 'is already used by another role');
describeConstraint('user_role_role_fk', 'id', 'is held by users and cannot be deleted');

/** One role per function, made with every hotel; they grant exactly their own function. */
export const BUILTIN_ROLES: readonly { code: string; name: string }[] = [
  { code: 'ADMIN', name: 'Administrator' },
  { code: 'RESERVATION', name: 'Reservation' },
  { code: 'RECEPTION', name: 'Reception' },
  { code: 'CASHIER', name: 'Cashier and outlets' },
  { code: 'HOUSEKEEPING', name: 'Housekeeping' },
  { code: 'ENGINEER', name: 'Engineering' },
  { code: 'SALE', name: 'Sales and finance' },
  { code: 'MANAGEMENT-INFORMATION-SYSTEM', name: 'Management reports' },
  { code: 'CONFIGULATION-SETTING', name: 'Configuration' },
  { code: 'FINANCIAL-SETTING', name: 'Financial settings' },
  { code: 'HOUSEKEEPING-SETTING', name: 'Housekeeping settings' },
  { code: 'SALE-SETTING', name: 'Sales settings' },
];

export async function ensureBuiltinRoles(db: Kysely<Database>, propertyId: number): Promise<void> {
  await db
    .insertInto('role')
    .values(
      BUILTIN_ROLES.map((role) => ({
        property_id: propertyId,
        code: role.code,
        name: role.name,
        functions: [role.code],
        is_builtin: true,
      })),
    )
    .onConflict((conflict) => conflict.columns(['property_id', 'code']).doNothing())
    .execute();
}

/**
 * Gives a user these roles in this order (the first is the main role), replacing any others.
 * Unknown codes are refused with the field that names them.
 */
export async function assignRoles(
  db: Kysely<Database>,
  propertyId: number,
  userId: number,
  codes: readonly string[],
  field = '/data/0/roles',
): Promise<{ code: string; functions: string[] }[]> {
  const found = codes.length
    ? await db
        .selectFrom('role')
        .select(['id', 'code', 'functions'])
        .where('property_id', '=', propertyId)
        .where('code', 'in', codes)
        .execute()
    : [];
  const byCode = new Map(found.map((role) => [role.code, role]));
  const unknown = codes.flatMap((code, index) =>
    byCode.has(code) ? [] : [{ field: `${field}/${index}`, message: `is not a role: ${code}` }],
  );
  if (unknown.length > 0) throw badRequest('Unknown role', unknown);
  await db.deleteFrom('user_role').where('user_id', '=', userId).execute();
  if (codes.length > 0) {
    await db
      .insertInto('user_role')
      .values(
        codes.map((code, position) => ({
          property_id: propertyId,
          user_id: userId,
          role_id: (byCode.get(code) as { id: number }).id,
          position,
        })),
      )
      .execute();
  }
  return codes.map((code) => ({ code, functions: (byCode.get(code) as { functions: string[] }).functions }));
}

/** Only an ADMIN may hand out ADMIN: otherwise anyone who manages users could make themselves one. */
export function requireAdminToGrantAdmin(callerFunctions: readonly string[], functions: readonly string[]): void {
  if (functions.includes('ADMIN') && !callerFunctions.includes('ADMIN')) {
    throw new ApiFailure(403, 'FORBIDDEN', 'Only an administrator can grant the ADMIN function');
  }
}

const roleColumns = ['role.id', 'role.code', 'role.name', 'role.functions', 'role.is_builtin', 'role.version'] as const;

function roleQuery(db: Kysely<Database>, propertyId: number) {
  return db
    .selectFrom('role')
    .select(roleColumns)
    .select(sql<number>`(select count(*)::int from user_role where user_role.role_id = role.id)`.as('user_count'))
    .where('role.property_id', '=', propertyId);
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof roleQuery>['executeTakeFirstOrThrow']>>;

function toRole(row: RoleRow): Schemas['Role'] {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    functions: row.functions as Schemas['Role']['functions'],
    isBuiltIn: row.is_builtin,
    userCount: row.user_count,
    version: row.version,
  };
}

async function findRole(db: Kysely<Database>, propertyId: number, id: number, field: string): Promise<RoleRow> {
  const row = await roleQuery(db, propertyId).where('role.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('There is no such role', field);
  return row;
}

function refuseBuiltin(row: RoleRow, field: string): void {
  if (row.is_builtin) {
    throw businessRule('BUILTIN_ROLE', 'A built-in role cannot be changed or deleted', [
      { field, message: `is the built-in role ${row.code}` },
    ]);
  }
}

export const roleHandlers: PathHandlers<'security/role'> = {
  list: read(async ({ db, propertyId }) => {
    const rows = await roleQuery(db, propertyId).orderBy('role.is_builtin', 'desc').orderBy('role.code').execute();
    return rows.map(toRole);
  }),

  get: read(async ({ db, propertyId }, data) => [toRole(await findRole(db, propertyId, only(data).id, '/data/0/id'))]),

  'list-functions': read(async () => grantsByFunction()),

  create: write(async ({ db, propertyId, caller, audit }, data) => {
    const item = only(data);
    requireAdminToGrantAdmin(caller.functions, item.functions);
    const { id } = await db
      .insertInto('role')
      .values({ property_id: propertyId, code: item.code, name: item.name, functions: item.functions })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = toRole(await findRole(db, propertyId, id, '/data/0/id'));
    await audit({ entity: 'role', entityId: id, before: null, after: created });
    return [created];
  }),

  update: write(async ({ db, propertyId, caller, audit }, items) => {
    const answers: Schemas['Role'][] = [];
    for (const [index, item] of items.entries()) {
      const field = `/data/${index}`;
      const before = await findRole(db, propertyId, item.id, `${field}/id`);
      refuseBuiltin(before, `${field}/id`);
      if (before.version !== item.version) throw staleVersion(`${field}/version`);
      // Taking ADMIN away from a role is as much an ADMIN matter as giving it.
      requireAdminToGrantAdmin(caller.functions, [...before.functions, ...(item.functions ?? [])]);
      const changed = await db
        .updateTable('role')
        .set({
          ...(item.name === undefined ? {} : { name: item.name }),
          ...(item.functions === undefined ? {} : { functions: item.functions }),
          version: before.version + 1,
        })
        .where('id', '=', item.id)
        .where('version', '=', item.version)
        .executeTakeFirst();
      // Someone else's change got in between the read and this write.
      if (Number(changed.numUpdatedRows) === 0) throw staleVersion(`${field}/version`);
      const after = toRole(await findRole(db, propertyId, item.id, `${field}/id`));
      await audit({ entity: 'role', entityId: item.id, before: toRole(before), after });
      answers.push(after);
    }
    return answers;
  }),

  delete: write(async ({ db, propertyId, caller, audit }, items) => {
    for (const [index, item] of items.entries()) {
      const field = `/data/${index}/id`;
      const before = await findRole(db, propertyId, item.id, field);
      refuseBuiltin(before, field);
      requireAdminToGrantAdmin(caller.functions, before.functions);
      if (before.user_count > 0) {
        throw new ApiFailure(409, 'IN_USE', `The role ${before.code} is held by ${before.user_count} user(s)`, [
          { field, message: 'is held by users and cannot be deleted' },
        ]);
      }
      await db.deleteFrom('role').where('id', '=', item.id).execute();
      await audit({ entity: 'role', entityId: item.id, before: toRole(before), after: null });
    }
    return [];
  }),
};
