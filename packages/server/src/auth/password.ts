import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters (m ≥ 19 MiB, t ≥ 2, p = 1); kept in each hash, so they can rise. */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The same password typed on different keyboards (composed or decomposed Thai and Lao marks)
// must hash the same.
const normalize = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password), ARGON2ID);
}

/** True when the stored hash was made with weaker parameters (or scrypt) and should be redone. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(
    `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`,
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await verify(stored, normalize(password));
    } catch {
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

let decoy: Promise<string> | undefined;
/**
 * A hash of nothing anyone knows, checked when the typed user id does not exist, so that an
 * unknown id costs the same time as a wrong password (no user enumeration by timing). The server
 * makes it at start (see buildServer): made on the first unknown id, it would make that one
 * attempt slower than the rest.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
}

// Hashes written before argon2id (the first releases used Node's scrypt): still accepted so the
// administrator can sign in, and replaced by an argon2id hash at that sign-in.
function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return Promise.resolve(false);
  const expected = Buffer.from(key, 'base64');
  const options: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p) };
  return new Promise((resolve) =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, options, (error, actual) =>
      resolve(!error && actual.length === expected.length && timingSafeEqual(actual, expected)),
    ),
  );
}

/** A password for a person to type once and change: 16 characters, no look-alikes. */
export function randomPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < 16) {
    for (const byte of randomBytes(32)) {
      if (byte < limit && result.length < 16) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}
