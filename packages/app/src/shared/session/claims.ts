import { decodeJwt, type JWTPayload } from 'jose';

/**
 * What the screens read from the access token. Decoded, never verified: it only decides what
 * the UI offers; the server checks the token and the database on every call.
 */
export interface TokenClaims {
  name: string;
  /** The role claim as written: role codes joined by '|', main role first. */
  roleText: string;
  roles: string[];
  /** The functions the roles grant (FunctionCode values, ADMIN for everything). */
  functions: string[];
  mustChangePassword: boolean;
  /** Seconds since the epoch, when present. */
  issuedAt?: number;
  expiresAt?: number;
}

/** Spec §6: the first claim whose name contains "role" holds the role text. */
function roleTextOf(payload: JWTPayload): string {
  const key = Object.keys(payload).find((name) => name.toLowerCase().includes('role'));
  const value = key === undefined ? undefined : payload[key];
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((role) => typeof role === 'string').join('|');
  return '';
}

/** Spec §6: roles are separated by a vertical bar (commas too); the first is the main role. */
export function splitRoles(roleText: string | null | undefined): string[] {
  return (roleText ?? '')
    .split(/[|,]/)
    .map((role) => role.trim())
    .filter(Boolean);
}

export function readClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  let payload: JWTPayload;
  try {
    payload = decodeJwt(token);
  } catch {
    return null;
  }
  const roleText = roleTextOf(payload);
  return {
    name: typeof payload.name === 'string' ? payload.name : '',
    roleText,
    roles: splitRoles(roleText),
    functions: Array.isArray(payload.fn) ? payload.fn.filter((fn): fn is string => typeof fn === 'string') : [],
    mustChangePassword: payload.mcp === true,
    ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}),
    ...(typeof payload.exp === 'number' ? { expiresAt: payload.exp } : {}),
  };
}
