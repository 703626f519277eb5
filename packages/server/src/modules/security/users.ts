import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { ApiFailure, businessRule, describeConstraint, forItem, notFound, staleVersion } from '../../api/errors.ts';
import type { ActionContext, PathHandlers } from '../../api/handlers.ts';
import { only, read, write } from '../../api/handlers.ts';
import { hashPassword, randomPassword } from '../../auth/password.ts';
import type { Database } from '../../db/schema.ts';
import { loginKeyOf } from './authentication.ts';
import { assignRoles, requireAdminToGrantAdmin } from './roles.ts';
import { endSessions } from './sessions.ts';

describeConstraint('app_user_property_id_login_name_key', 'loginName', 'is already used by another user');
describeConstraint('app_user_login_ci_unique', 'loginName', 'is already used by another user');

export function userQuery(db: Kysely<Database>, propertyId: number) {
  return db
    .selectFrom('app_user')
    .leftJoin('login_throttle', (join) =>
      join
        .onRef('login_throttle.property_id', '=', 'app_user.property_id')
        .on('login_throttle.login_key', '=', sql`lower(app_user.login_name)`),
    )
    .select([
      'app_user.id',
      'app_user.login_name',
      'app_user.display_name',
      'app_user.is_active',
      'app_user.must_change_password',
      'app_user.last_login_at',
      'app_user.version',
      sql<number>`coalesce(login_throttle.failed_count, 0)`.as('failed_count'),
      sql<Date | null>`case when login_throttle.locked_until > now() then login_throttle.locked_until end`.as(
        'locked_until',
      ),
      sql<boolean>`login_throttle.blocked_at is not null`.as('is_blocked'),
      sql<string[]>`coalesce((
        select array_agg(role.code order by user_role.position)
        from user_role join role on role.id = user_role.role_id
        where user_role.user_id = app_user.id
      ), '{}')`.as('roles'),
      sql<string[]>`coalesce((
        select array_agg(distinct granted.fn)
        from user_role join role on role.id = user_role.role_id
        cross join unnest(role.functions) as granted (fn)
        where user_role.user_id = app_user.id
      ), '{}')`.as('functions'),
    ])
    .where('app_user.property_id', '=', propertyId);
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toUser(row: UserRow): Schemas['User'] {
  return {
    id: row.id,
    loginName: row.login_name,
    displayName: row.display_name,
    roles: row.roles,
    isActive: row.is_active,
    failedAttempts: Number(row.failed_count),
    lockedUntil: iso(row.locked_until),
    isBlocked: Boolean(row.is_blocked),
    mustChangePassword: row.must_change_password,
    lastLoginAt: iso(row.last_login_at),
    version: row.version,
  };
}

async function findUser(db: Kysely<Database>, propertyId: number, id: number, field: string): Promise<UserRow> {
  const row = await userQuery(db, propertyId).where('app_user.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('There is no such user', field);
  return row;
}

/** A user who holds ADMIN can only be managed by an ADMIN. */
function requireAdminForAdmin(context: ActionContext, target: UserRow): void {
  requireAdminToGrantAdmin(context.caller.functions, target.functions);
}

/** The hotel must keep at least one active user who can manage everything. */
async function requireAnActiveAdmin(db: Kysely<Database>, propertyId: number): Promise<void> {
  const left = await db
    .selectFrom('app_user')
    .select('app_user.id')
    .where('app_user.property_id', '=', propertyId)
    .where('app_user.is_active', '=', true)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('user_role')
          .innerJoin('role', 'role.id', 'user_role.role_id')
          .select('user_role.user_id')
          .whereRef('user_role.user_id', '=', 'app_user.id')
          .where(sql<boolean>`'ADMIN' = any(role.functions)`),
      ),
    )
    .executeTakeFirst();
  if (!left) {
    throw businessRule('LAST_ADMIN', 'The hotel must keep at least one active administrator', [
      { field: '/data', message: 'would leave no active user with ADMIN' },
    ]);
  }
}

export async function clearLockout(db: Kysely<Database>, propertyId: number, loginName: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ failed_count: 0, locked_until: null, blocked_at: null })
    .where('property_id', '=', propertyId)
    .where('login_key', '=', loginKeyOf(loginName))
    .execute();
}

export const userHandlers: PathHandlers<'security/user'> = {
  list: read(async ({ db, propertyId }) => {
    const rows = await userQuery(db, propertyId).orderBy('app_user.login_name').execute();
    return rows.map(toUser);
  }),

  get: read(async ({ db, propertyId }, data) => [toUser(await findUser(db, propertyId, only(data).id, '/data/0/id'))]),

  create: write(async (context, data) => {
    const item = only(data);
    const { db, propertyId, audit } = context;
    const temporaryPassword = randomPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    const { id } = await forItem(0, () =>
      db
        .insertInto('app_user')
        .values({
          property_id: propertyId,
          login_name: item.loginName,
          display_name: item.displayName,
          password_hash: passwordHash,
          must_change_password: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    const granted = await assignRoles(db, propertyId, id, item.roles);
    requireAdminToGrantAdmin(
      context.caller.functions,
      granted.flatMap((role) => role.functions),
    );
    // A user id typed (and failed) before the user existed must not start out locked.
    await clearLockout(db, propertyId, item.loginName);
    const created = toUser(await findUser(db, propertyId, id, '/data/0/id'));
    await audit({ entity: 'user', entityId: id, before: null, after: created });
    return [{ ...created, temporaryPassword }];
  }),

  update: write(async (context, items) => {
    const { db, propertyId, audit } = context;
    const answers: Schemas['User'][] = [];
    for (const [index, item] of items.entries()) {
      const field = `/data/${index}`;
      const before = await findUser(db, propertyId, item.id, `${field}/id`);
      if (before.version !== item.version) throw staleVersion(`${field}/version`);
      requireAdminForAdmin(context, before);
      if (item.roles !== undefined) {
        const granted = await assignRoles(db, propertyId, item.id, item.roles, `${field}/roles`);
        requireAdminToGrantAdmin(
          context.caller.functions,
          granted.flatMap((role) => role.functions),
        );
      }
      const changed = await db
        .updateTable('app_user')
        .set({
          ...(item.displayName === undefined ? {} : { display_name: item.displayName }),
          ...(item.isActive === undefined ? {} : { is_active: item.isActive }),
          version: before.version + 1,
        })
        .where('id', '=', item.id)
        .where('version', '=', item.version)
        .executeTakeFirst();
      // Someone else's change got in between the read and this write.
      if (Number(changed.numUpdatedRows) === 0) throw staleVersion(`${field}/version`);
      if (item.isActive === false && before.is_active) {
        await endSessions(db, { userId: item.id }, 'user-disabled');
      }
      const after = toUser(await findUser(db, propertyId, item.id, `${field}/id`));
      await audit({ entity: 'user', entityId: item.id, before: toUser(before), after });
      answers.push(after);
    }
    await requireAnActiveAdmin(db, propertyId);
    return answers;
  }),

  unlock: write(async (context, data) => {
    const item = only(data);
    const { db, propertyId, audit } = context;
    const before = await findUser(db, propertyId, item.id, '/data/0/id');
    if (before.version !== item.version) throw staleVersion('/data/0/version');
    requireAdminForAdmin(context, before);
    await clearLockout(db, propertyId, before.login_name);
    const changed = await db
      .updateTable('app_user')
      .set({ version: before.version + 1 })
      .where('id', '=', item.id)
      .where('version', '=', item.version)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw staleVersion('/data/0/version');
    const after = toUser(await findUser(db, propertyId, item.id, '/data/0/id'));
    await audit({ entity: 'user', entityId: item.id, before: toUser(before), after: { ...after, event: 'unlocked' } });
    return [after];
  }),

  'reset-password': write(async (context, data) => {
    const item = only(data);
    const { db, propertyId, audit } = context;
    const before = await findUser(db, propertyId, item.id, '/data/0/id');
    if (before.version !== item.version) throw staleVersion('/data/0/version');
    requireAdminForAdmin(context, before);
    if (before.id === context.caller.userId) {
      throw new ApiFailure(422, 'OWN_PASSWORD', 'Change your own password from your session, not by a reset', [
        { field: '/data/0/id', message: 'is you' },
      ]);
    }
    const temporaryPassword = randomPassword();
    const changed = await db
      .updateTable('app_user')
      .set({
        password_hash: await hashPassword(temporaryPassword),
        must_change_password: true,
        password_changed_at: sql`now()`,
        version: before.version + 1,
      })
      .where('id', '=', item.id)
      .where('version', '=', item.version)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw staleVersion('/data/0/version');
    await clearLockout(db, propertyId, before.login_name);
    await endSessions(db, { userId: item.id }, 'password-reset');
    const after = toUser(await findUser(db, propertyId, item.id, '/data/0/id'));
    await audit({
      entity: 'user',
      entityId: item.id,
      before: toUser(before),
      after: { ...after, event: 'password-reset' },
    });
    return [{ ...after, temporaryPassword }];
  }),
};
