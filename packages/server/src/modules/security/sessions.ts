import type { Schemas } from '@pms/api-client';
import { type Kysely, sql } from 'kysely';
import type { ActionContext } from '../../api/handlers.ts';
import { XSRF_COOKIE } from '../../auth/authorize.ts';
import { newRefreshToken, type TokenService } from '../../auth/tokens.ts';
import type { Database, LanguageCode } from '../../db/schema.ts';

export interface SessionUser {
  id: number;
  login_name: string;
  display_name: string;
  must_change_password: boolean;
  language: LanguageCode;
}

type EndReason = NonNullable<Database['auth_session']['end_reason']>;

/** The user's roles in order (the first is the main role) with the functions each grants. */
export async function rolesOfUser(
  db: Kysely<Database>,
  userId: number,
): Promise<{ code: string; functions: Schemas['FunctionCode'][] }[]> {
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('role', 'role.id', 'user_role.role_id')
    .select(['role.code', 'role.functions'])
    .where('user_role.user_id', '=', userId)
    .orderBy('user_role.position')
    .execute();
  return rows.map((row) => ({ code: row.code, functions: row.functions as Schemas['FunctionCode'][] }));
}

/**
 * What login, refresh and change-password answer: a new access token and refresh token for the
 * session, and its XSRF cookie (readable by the page, which echoes it in X-XSRF-TOKEN).
 */
export async function answerSession(
  context: ActionContext,
  tokens: TokenService,
  user: SessionUser,
  sessionId: string,
): Promise<Schemas['Session']> {
  const { db } = context;
  const roles = await rolesOfUser(db, user.id);
  const permissions = [...new Set(roles.flatMap((role) => role.functions))];
  const refresh = newRefreshToken();
  // One live refresh token per session: any earlier one now counts as spent (and as reuse if it
  // comes back).
  await db
    .updateTable('refresh_token')
    .set({ spent_at: new Date() })
    .where('session_id', '=', sessionId)
    .where('spent_at', 'is', null)
    .execute();
  await db
    .insertInto('refresh_token')
    .values({
      token_hash: refresh.hash,
      session_id: sessionId,
      expires_at: new Date(Date.now() + tokens.settings.refreshTokenSeconds * 1000),
    })
    .execute();
  const access = await tokens.issueAccessToken({
    userId: user.id,
    sessionId,
    propertyId: context.propertyId,
    name: user.display_name,
    roles: roles.map((role) => role.code),
    functions: permissions,
    mustChangePassword: user.must_change_password,
  });
  const xsrfToken = tokens.issueXsrfToken(sessionId);
  context.cookies.set(XSRF_COOKIE, xsrfToken, {
    httpOnly: false,
    maxAgeSeconds: tokens.settings.refreshTokenSeconds,
  });
  return {
    name: user.display_name,
    loginName: user.login_name,
    token: access.token,
    refreshToken: refresh.token,
    tokenExpiryDate: access.expiresAt.toISOString(),
    roles: roles.map((role) => role.code),
    roleFunctions: roles.map((role) => ({ role: role.code, functions: role.functions })),
    permissions,
    mustChangePassword: user.must_change_password,
    language: user.language,
    xsrfToken,
    // An administrator is told when nobody else could unlock them (the app warns).
    ...(permissions.includes('ADMIN')
      ? { activeAdministrators: await activeAdministrators(db, context.propertyId) }
      : {}),
  };
}

export async function openSession(context: ActionContext, userId: number): Promise<string> {
  const { id } = await context.db
    .insertInto('auth_session')
    .values({
      property_id: context.propertyId,
      user_id: userId,
      client_ip: context.client.ip,
      user_agent: context.client.userAgent?.slice(0, 400) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Ends sessions (their access and refresh tokens stop working at once); answers how many. */
export async function endSessions(
  db: Kysely<Database>,
  where: { userId: number; exceptSessionId?: string } | { sessionId: string },
  reason: EndReason,
): Promise<number> {
  let query = db
    .updateTable('auth_session')
    .set({ ended_at: new Date(), end_reason: reason })
    .where('ended_at', 'is', null);
  if ('sessionId' in where) query = query.where('id', '=', where.sessionId);
  else {
    query = query.where('user_id', '=', where.userId);
    if (where.exceptSessionId) query = query.where('id', '!=', where.exceptSessionId);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Active users whose roles grant ADMIN: with fewer than two, one blocked account locks everyone out. */
export async function activeAdministrators(db: Kysely<Database>, propertyId: number): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
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
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
