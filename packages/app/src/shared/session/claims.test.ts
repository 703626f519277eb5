import { describe, expect, it } from 'vitest';
import { readClaims, splitRoles } from './claims.ts';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;

describe('token claims (spec §6)', () => {
  it('reads the name, roles, functions and the password-change flag', () => {
    expect(
      readClaims(
        jwt({
          sub: '7',
          name: 'Malee',
          role: 'RECEPTION|CASHIER',
          fn: ['RECEPTION', 'CASHIER'],
          mcp: true,
          iat: 10,
          exp: 910,
        }),
      ),
    ).toEqual({
      name: 'Malee',
      roleText: 'RECEPTION|CASHIER',
      roles: ['RECEPTION', 'CASHIER'],
      functions: ['RECEPTION', 'CASHIER'],
      mustChangePassword: true,
      issuedAt: 10,
      expiresAt: 910,
    });
  });

  it('takes the role text from the first claim whose name contains "role"', () => {
    const claims = readClaims(
      jwt({ 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role': 'SALE,SALE-SETTING', roles2: 'X' }),
    );
    expect(claims?.roles).toEqual(['SALE', 'SALE-SETTING']);
    expect(claims?.mustChangePassword).toBe(false);
  });

  it('splits on bars and commas, the first role being the main one', () => {
    expect(splitRoles(' ADMIN | RESERVATION,CASHIER ')).toEqual(['ADMIN', 'RESERVATION', 'CASHIER']);
    expect(splitRoles(null)).toEqual([]);
  });

  it('answers null for what is not a token', () => {
    expect(readClaims('not-a-token')).toBeNull();
    expect(readClaims(null)).toBeNull();
  });
});
