import type { Schemas } from '@pms/api-client';
import { sql } from 'kysely';
import { ApiFailure, badRequest, LOGIN_REFUSED, refusalAfterCommit } from '../../api/errors.ts';
import type { PathHandlers } from '../../api/handlers.ts';
import { only, write } from '../../api/handlers.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../auth/password.ts';
import { BLOCK_AFTER, hashRefreshToken, LOCKOUT_AFTER, type TokenService } from '../../auth/tokens.ts';
import { answerSession, endSessions, openSession } from './sessions.ts';

// Spec §8: the screen says "Can not login"; the answer says no more than that, whichever of the
// user id or the password was wrong.
const refused = (failedAttempts: number) =>
  new ApiFailure(401, 'LOGIN_REFUSED', 'Can not login', [], LOGIN_REFUSED, { failedAttempts });
const waiting = (failedAttempts: number, retryAfterSeconds: number) =>
  new ApiFailure(
    429,
    'LOGIN_LOCKED',
    `You have login failed ${LOCKOUT_AFTER} times; wait ${retryAfterSeconds} second`,
    [],
    LOGIN_REFUSED,
    { failedAttempts, retryAfterSeconds },
  );
const blocked = (failedAttempts: number) =>
  new ApiFailure(403, 'ACCOUNT_BLOCKED', 'Please Contact Admin', [], LOGIN_REFUSED, { failedAttempts });
const refreshRefused = (message: string) => new ApiFailure(401, 'REFRESH_REFUSED', message);

/** The key of the throttle row: sign-in is case-insensitive on the user id. */
export const loginKeyOf = (loginName: string) => loginName.trim().toLowerCase();

export function authenticationHandlers(tokens: TokenService): PathHandlers<'security/authentication'> {
  return {
    login: write(async (context, data) => {
      const credentials = only(data);
      const { db, propertyId } = context;
      const loginKey = loginKeyOf(credentials.loginName);
      await db
        .insertInto('login_throttle')
        .values({ property_id: propertyId, login_key: loginKey })
        .onConflict((conflict) => conflict.columns(['property_id', 'login_key']).doNothing())
        .execute();
      // Locked for the whole attempt: concurrent attempts on one user id are counted one by one.
      const throttle = await db
        .selectFrom('login_throttle')
        .select([
          'failed_count',
          sql<boolean>`blocked_at is not null`.as('is_blocked'),
          sql<number>`coalesce(ceil(extract(epoch from locked_until - now())), 0)::int`.as('wait_seconds'),
        ])
        .where('property_id', '=', propertyId)
        .where('login_key', '=', loginKey)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const user = await db
        .selectFrom('app_user')
        .select(['id', 'login_name', 'display_name', 'password_hash', 'is_active', 'must_change_password', 'language'])
        .where('property_id', '=', propertyId)
        .where(sql`lower(login_name)`, '=', loginKey)
        .executeTakeFirst();
      const record = (event: string, more: Record<string, unknown> = {}) =>
        context.audit({
          entity: 'sign-in',
          entityId: user?.id ?? null,
          before: null,
          after: { event, loginName: credentials.loginName, ip: context.client.ip, ...more },
          actor: user?.login_name ?? (credentials.loginName.slice(0, 40) || '(empty)'),
        });

      if (throttle.is_blocked) {
        await record('refused-blocked');
        throw refusalAfterCommit(blocked(throttle.failed_count));
      }
      if (throttle.wait_seconds > 0) {
        await record('refused-waiting', { retryAfterSeconds: throttle.wait_seconds });
        throw refusalAfterCommit(waiting(throttle.failed_count, throttle.wait_seconds));
      }

      // An unknown user id costs one password check too, so timing tells nothing.
      const passwordMatches = await verifyPassword(credentials.password, user?.password_hash ?? (await decoyHash()));
      if (!user || !passwordMatches || !user.is_active) {
        const failed = throttle.failed_count + 1;
        const blockNow = failed >= BLOCK_AFTER;
        const waitNow = !blockNow && failed % LOCKOUT_AFTER === 0;
        const wait = tokens.settings.lockoutWaitSeconds;
        await db
          .updateTable('login_throttle')
          .set({
            failed_count: failed,
            last_failed_at: sql`now()`,
            locked_until: waitNow ? sql`now() + make_interval(secs => ${wait})` : null,
            blocked_at: blockNow ? sql`now()` : null,
          })
          .where('property_id', '=', propertyId)
          .where('login_key', '=', loginKey)
          .execute();
        const reason = !user ? 'unknown-user' : !passwordMatches ? 'wrong-password' : 'user-disabled';
        await record(blockNow ? 'blocked' : waitNow ? 'locked' : 'failed', { failedAttempts: failed, reason });
        throw refusalAfterCommit(blockNow ? blocked(failed) : waitNow ? waiting(failed, wait) : refused(failed));
      }

      await db
        .updateTable('login_throttle')
        .set({ failed_count: 0, locked_until: null, blocked_at: null })
        .where('property_id', '=', propertyId)
        .where('login_key', '=', loginKey)
        .execute();
      await db
        .updateTable('app_user')
        .set({
          last_login_at: sql`now()`,
          // Stored hashes move to the current parameters as their owners sign in.
          ...(needsRehash(user.password_hash) ? { password_hash: await hashPassword(credentials.password) } : {}),
        })
        .where('id', '=', user.id)
        .execute();
      const sessionId = await openSession(context, user.id);
      await record('signed-in', { sessionId });
      return [await answerSession(context, tokens, user, sessionId)];
    }),

    refresh: write(async (context, data) => {
      const { refreshToken } = only(data);
      const { db, propertyId } = context;
      const found = await db
        .selectFrom('refresh_token')
        .innerJoin('auth_session', 'auth_session.id', 'refresh_token.session_id')
        .innerJoin('app_user', 'app_user.id', 'auth_session.user_id')
        .select([
          'refresh_token.token_hash',
          'refresh_token.spent_at',
          sql<boolean>`refresh_token.expires_at <= now()`.as('is_expired'),
          'auth_session.id as session_id',
          'auth_session.ended_at',
          'app_user.id',
          'app_user.login_name',
          'app_user.display_name',
          'app_user.is_active',
          'app_user.must_change_password',
          'app_user.language',
        ])
        .where('refresh_token.token_hash', '=', hashRefreshToken(refreshToken))
        .where('auth_session.property_id', '=', propertyId)
        .forUpdate()
        .executeTakeFirst();
      if (!found) throw refreshRefused('Please login again');
      const record = (event: string) =>
        context.audit({
          entity: 'session',
          entityId: found.session_id,
          before: null,
          after: { event, ip: context.client.ip },
          actor: found.login_name,
        });
      if (found.spent_at !== null) {
        // A spent token coming back means two holders: end the whole session for both.
        await endSessions(db, { sessionId: found.session_id }, 'refresh-reused');
        await record('refresh-reused');
        throw refusalAfterCommit(refreshRefused('This session has ended; please login again'));
      }
      if (found.is_expired || found.ended_at !== null || !found.is_active) {
        throw refreshRefused('Please login again');
      }
      await db
        .updateTable('refresh_token')
        .set({ spent_at: sql`now()` })
        .where('token_hash', '=', found.token_hash)
        .execute();
      await db
        .updateTable('auth_session')
        .set({ refreshed_at: sql`now()` })
        .where('id', '=', found.session_id)
        .execute();
      await record('refreshed');
      return [await answerSession(context, tokens, found, found.session_id)];
    }),

    logout: write(async (context) => {
      const sessionId = context.caller.sessionId as string;
      await endSessions(context.db, { sessionId }, 'logout');
      await context.audit({ entity: 'session', entityId: sessionId, before: null, after: { event: 'logout' } });
      // The XSRF cookie stays: other tabs of the browser have sessions of their own and still
      // need a cookie the server issued; this session's token is worthless once it has ended.
      return [];
    }),

    'change-password': write(async (context, data) => {
      const change = only(data);
      const { db } = context;
      const userId = context.caller.userId as number;
      const user = await db
        .selectFrom('app_user')
        .select(['id', 'login_name', 'display_name', 'password_hash', 'language', 'version'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(change.currentPassword, user.password_hash))) {
        throw badRequest('The current password is not right', [
          { field: '/data/0/currentPassword', message: 'is not your current password' },
        ]);
      }
      const problems = [
        ...(change.newPassword === change.currentPassword ? ['must differ from the current password'] : []),
        ...(change.newPassword.trim().toLowerCase() === user.login_name.toLowerCase()
          ? ['must not be the user id']
          : []),
      ];
      if (problems.length > 0) {
        throw badRequest(
          'Choose another password',
          problems.map((message) => ({ field: '/data/0/newPassword', message })),
        );
      }
      await db
        .updateTable('app_user')
        .set({
          password_hash: await hashPassword(change.newPassword),
          must_change_password: false,
          password_changed_at: sql`now()`,
          version: user.version + 1,
        })
        .where('id', '=', userId)
        .execute();
      // Anyone else holding this user's sessions loses them with the old password.
      await endSessions(db, { userId, exceptSessionId: context.caller.sessionId as string }, 'password-changed');
      await context.audit({ entity: 'user', entityId: userId, before: null, after: { event: 'password-changed' } });
      const sessionUser = { ...user, must_change_password: false };
      return [
        await answerSession(context, tokens, sessionUser, context.caller.sessionId as string),
      ] satisfies Schemas['Session'][];
    }),

    'set-language': write(async (context, data) => {
      const { language } = only(data);
      const userId = context.caller.userId as number;
      const before = await context.db
        .selectFrom('app_user')
        .select('language')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      // The user's own preference, not part of the record administrators edit: it leaves the row
      // version alone, so an administrator's open edit of this user is not made stale by it.
      await context.db.updateTable('app_user').set({ language }).where('id', '=', userId).execute();
      await context.audit({ entity: 'user', entityId: userId, before, after: { language } });
      return [{ language }];
    }),
  };
}
