import { randomUUID } from 'node:crypto';
import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import { hashPassword, randomPassword } from '../../auth/password.ts';
import type { Database } from '../../db/schema.ts';
import { loginKeyOf } from './authentication.ts';
import { endSessions } from './sessions.ts';
import { clearLockout, toUser, type UserRow, userQuery } from './users.ts';

// The way back for whoever runs the server when the API cannot help: the only administrator
// blocked by six wrong passwords (anyone who knows the user id can do that), or their password
// lost. It needs the server's database, not a session, and is audited like the API's own unlock
// and reset (`pnpm --filter @pms/server admin …`, src/admin.ts).

/** Who acts in the audit trail: the operator at the server's console. */
export const OPERATOR_ACTOR = 'system:cli';

export class OperatorError extends Error {}

async function findByLogin(db: Kysely<Database>, loginName: string): Promise<UserRow & { property_id: number }> {
  const found = await db
    .selectFrom('app_user')
    .select(['id', 'property_id'])
    .where(sql`lower(login_name)`, '=', loginKeyOf(loginName))
    .forUpdate()
    .execute();
  if (found.length === 0) throw new OperatorError(`There is no user "${loginName}"`);
  if (found.length > 1) throw new OperatorError(`"${loginName}" is a user of more than one hotel`);
  const { id, property_id } = found[0] as { id: number; property_id: number };
  const row = await userQuery(db, property_id).where('app_user.id', '=', id).executeTakeFirstOrThrow();
  return { ...row, property_id };
}

async function record(
  db: Kysely<Database>,
  user: { id: number; property_id: number },
  action: 'unlock' | 'reset-password',
  before: Schemas['User'],
  after: Schemas['User'] & { event: string },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      property_id: user.property_id,
      actor: OPERATOR_ACTOR,
      request_id: `cli-${randomUUID()}`,
      path: 'security/user',
      action,
      entity: 'user',
      entity_id: String(user.id),
      before: JSON.stringify(before),
      after: JSON.stringify(after),
    })
    .execute();
}

/** Ends a user's wait or block after failed sign-ins, as an administrator's unlock does. */
export async function unlockUser(db: Kysely<Database>, loginName: string): Promise<Schemas['User']> {
  return db.transaction().execute(async (trx) => {
    const before = await findByLogin(trx, loginName);
    await clearLockout(trx, before.property_id, before.login_name);
    await trx.updateTable('app_user').set({ version: sql`version + 1` }).where('id', '=', before.id).execute();
    const after = toUser(
      await userQuery(trx, before.property_id).where('app_user.id', '=', before.id).executeTakeFirstOrThrow(),
    );
    await record(trx, before, 'unlock', toUser(before), { ...after, event: 'unlocked' });
    return after;
  });
}

/**
 * A new temporary password, to be changed at the next sign-in (as an administrator's reset):
 * also ends the wait or block and every open session of the user, and makes the user active.
 */
export async function resetPassword(
  db: Kysely<Database>,
  loginName: string,
): Promise<Schemas['User'] & { temporaryPassword: string }> {
  const temporaryPassword = randomPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return db.transaction().execute(async (trx) => {
    const before = await findByLogin(trx, loginName);
    await trx
      .updateTable('app_user')
      .set({
        password_hash: passwordHash,
        must_change_password: true,
        password_changed_at: sql`now()`,
        is_active: true,
        version: sql`version + 1`,
      })
      .where('id', '=', before.id)
      .execute();
    await clearLockout(trx, before.property_id, before.login_name);
    await endSessions(trx, { userId: before.id }, 'password-reset');
    const after = toUser(
      await userQuery(trx, before.property_id).where('app_user.id', '=', before.id).executeTakeFirstOrThrow(),
    );
    await record(trx, before, 'reset-password', toUser(before), { ...after, event: 'password-reset' });
    return { ...after, temporaryPassword };
  });
}
