import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier, TOKEN_ERROR_CODES, TokenError } from 'fast-jwt';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface SecuritySettings {
  /** Seconds a sign-in waits after 3 consecutive failures (spec §9: 30). */
  lockoutWaitSeconds: number;
  /** Lifetime of an access token; the client renews it silently before it runs out. */
  accessTokenSeconds: number;
  /** How long a refresh token stays usable; each refresh issues a new one. */
  refreshTokenSeconds: number;
  /** Seconds an access token is still taken after it expires, for clocks a little apart. */
  clockToleranceSeconds: number;
}

export const DEFAULT_SECURITY: SecuritySettings = {
  lockoutWaitSeconds: 30,
  accessTokenSeconds: 900,
  refreshTokenSeconds: 12 * 60 * 60,
  clockToleranceSeconds: 5,
};

/** Failures that start the wait, and that block the account (spec §4, §9). */
export const LOCKOUT_AFTER = 3;
export const BLOCK_AFTER = 6;

const ISSUER = 'hotel-pms';
const AUDIENCE = 'hotel-pms-staff';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  propertyId: number;
  name: string;
  /** Role codes; the first is the main role. */
  roles: string[];
  functions: string[];
  mustChangePassword: boolean;
}

export type VerifiedToken = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * The server's signing secret, made once and kept in the database so that every instance
 * behind a load balancer signs and checks with the same one.
 */
export async function loadSigningSecret(db: Kysely<Database>): Promise<Uint8Array> {
  await db
    .insertInto('server_secret')
    .values({ name: 'token-signing', secret: randomBytes(32) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secret')
    .select('secret')
    .where('name', '=', 'token-signing')
    .executeTakeFirstOrThrow();
  return new Uint8Array(row.secret);
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export function createTokenService(secret: Uint8Array, settings: SecuritySettings) {
  // Separate keys per use, derived from the one secret, so an XSRF token can never pass as a JWT.
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest();
  const jwtKey = derive('jwt');
  const xsrfKey = derive('xsrf');
  // fast-jwt checks with node:crypto synchronously: about 5 µs a token, where a WebCrypto-based
  // library spends some 100 µs on every call of every request (measured here).
  const sign = createSigner({
    key: jwtKey,
    algorithm: 'HS256',
    iss: ISSUER,
    aud: AUDIENCE,
    expiresIn: settings.accessTokenSeconds * 1000,
  });
  const verify = createVerifier({
    key: jwtKey,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['sub', 'sid', 'exp'],
    clockTolerance: settings.clockToleranceSeconds * 1000,
    cache: false,
  });

  return {
    settings,

    async issueAccessToken(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
      const token = sign({
        sub: String(claims.userId),
        sid: claims.sessionId,
        pid: claims.propertyId,
        name: claims.name,
        // Spec §6: the client reads the first claim whose name contains "role"; roles by "|".
        role: claims.roles.join('|'),
        fn: claims.functions,
        mcp: claims.mustChangePassword,
      });
      // The answer's tokenExpiryDate is the token's own exp, to the second.
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        exp: number;
      };
      return { token, expiresAt: new Date(exp * 1000) };
    },

    async verifyAccessToken(token: string): Promise<VerifiedToken> {
      let payload: Record<string, unknown>;
      try {
        payload = verify(token) as Record<string, unknown>;
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TOKEN_ERROR_CODES.expired;
        return { ok: false, reason: expired ? 'expired' : 'invalid' };
      }
      const userId = Number(payload.sub);
      if (
        !Number.isInteger(userId) ||
        typeof payload.sid !== 'string' ||
        typeof payload.pid !== 'number' ||
        typeof payload.role !== 'string'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return {
        ok: true,
        claims: {
          userId,
          sessionId: payload.sid,
          propertyId: payload.pid,
          name: typeof payload.name === 'string' ? payload.name : '',
          roles: payload.role.split('|').filter(Boolean),
          functions: Array.isArray(payload.fn) ? payload.fn.filter((fn) => typeof fn === 'string') : [],
          mustChangePassword: payload.mcp === true,
        },
      };
    },

    /**
     * A fresh XSRF token bound to one session: the session id, a nonce and their HMAC (signed
     * double submit). The session id travels in it so that any server can check a cookie alone.
     */
    issueXsrfToken(sessionId: string): string {
      const nonce = base64url(randomBytes(18));
      return `${sessionId}.${nonce}.${base64url(createHmac('sha256', xsrfKey).update(`${sessionId}.${nonce}`).digest())}`;
    },

    /** The session a genuine XSRF token was issued to; undefined for anything the server did not sign. */
    xsrfSessionOf(token: string): string | undefined {
      const [sessionId, nonce, signature, extra] = token.split('.');
      if (!sessionId || !nonce || !signature || extra !== undefined) return undefined;
      const expected = createHmac('sha256', xsrfKey).update(`${sessionId}.${nonce}`).digest();
      const actual = Buffer.from(signature, 'base64url');
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? sessionId : undefined;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** A refresh token: random, shown to the client once; only its hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = base64url(randomBytes(32));
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
