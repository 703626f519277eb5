import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiFailure } from '../api/errors.ts';
import type { Authorize, SignedInCaller } from '../api/pipeline.ts';
import type { Database } from '../db/schema.ts';
import { accessOf, isGranted } from './permissions.ts';
import type { TokenService } from './tokens.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

// Spec §8: a 401 makes the client clear its storage and say "Please login again".
const unauthenticated = (code: string) => new ApiFailure(401, code, 'Please login again');

/** Who is signed in on this request, if anyone: the bearer token checked against its open session. */
export async function authenticate(
  request: FastifyRequest,
  db: Kysely<Database>,
  tokens: TokenService,
): Promise<SignedInCaller> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header) : null;
  if (!match?.[1]) throw unauthenticated('UNAUTHENTICATED');
  const verified = await tokens.verifyAccessToken(match[1]);
  if (!verified.ok) throw unauthenticated(verified.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  const { claims } = verified;

  // The token's claims drive the client; the server decides from the database as it is now, so
  // a sign-out, a disabled user or a changed role takes effect at the next call.
  // One row per role the user holds (or one with no role): a plain join, no aggregate, because
  // this runs on every call.
  const rows = await db
    .selectFrom('auth_session')
    .innerJoin('app_user', 'app_user.id', 'auth_session.user_id')
    .leftJoin('user_role', 'user_role.user_id', 'app_user.id')
    .leftJoin('role', 'role.id', 'user_role.role_id')
    .select([
      'auth_session.ended_at',
      'app_user.login_name',
      'app_user.is_active',
      'app_user.must_change_password',
      'app_user.property_id',
      'role.functions',
    ])
    .where('auth_session.id', '=', claims.sessionId)
    .where('auth_session.user_id', '=', claims.userId)
    .execute();
  const session = rows[0];
  if (!session || session.ended_at !== null || !session.is_active || session.property_id !== claims.propertyId) {
    throw unauthenticated('SESSION_ENDED');
  }
  const functions = [...new Set(rows.flatMap((row) => row.functions ?? []))];
  return {
    propertyId: session.property_id,
    actor: session.login_name,
    userId: claims.userId,
    sessionId: claims.sessionId,
    functions,
    mustChangePassword: session.must_change_password,
  };
}

/**
 * The security hook of the action pipeline: the permission table decides (deny by default),
 * the session is checked on every call, and every write must carry the session's XSRF token.
 */
export function createAuthorize(options: {
  db: Kysely<Database>;
  tokens: TokenService;
  propertyOf: () => Promise<number>;
}): Authorize {
  const { db, tokens, propertyOf } = options;
  return async (request, { path, action, kind }) => {
    const access = accessOf(path, action);
    if (access === undefined) {
      throw new ApiFailure(403, 'FORBIDDEN', `No role may call ${path} ${action}`);
    }
    if (access === 'public') {
      return { propertyId: await propertyOf(), actor: 'anonymous', functions: [] };
    }
    const caller = await authenticate(request, db, tokens);
    if (kind === 'write') {
      // The header must carry this session's token; the cookie must be one this server issued.
      // Each browser tab signs in on its own while the cookie is shared by all of them, so the
      // cookie may belong to another tab's session: what a forged cross-site request cannot do
      // is read it, or send the header at all.
      const header = request.headers[XSRF_HEADER];
      const cookie = request.cookies?.[XSRF_COOKIE];
      if (
        typeof header !== 'string' ||
        typeof cookie !== 'string' ||
        tokens.xsrfSessionOf(header) !== caller.sessionId ||
        tokens.xsrfSessionOf(cookie) === undefined
      ) {
        throw new ApiFailure(403, 'XSRF_REFUSED', 'The request lacks this session’s XSRF token; reload the page');
      }
    }
    if (caller.mustChangePassword && access !== 'session') {
      throw new ApiFailure(403, 'PASSWORD_CHANGE_REQUIRED', 'Set your own password first');
    }
    if (!isGranted(access, caller.functions)) {
      throw new ApiFailure(403, 'FORBIDDEN', 'Your roles do not allow this');
    }
    return caller;
  };
}
