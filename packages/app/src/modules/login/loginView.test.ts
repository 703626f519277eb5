import { ApiError } from '@pms/api-client';
import { describe, expect, it } from 'vitest';
import { secondsLeft, viewAfterFailure } from './loginView.ts';

const refusal = (status: number, code: string, login: ApiError['login'] = {}, id = 10001, desc = '') =>
  new ApiError(status, id, code, desc, [], 'security/authentication', 'login', undefined, login);

describe('the login screen after a refusal (spec §4, §8)', () => {
  it('shows "Can not login" with the server\'s count', () => {
    expect(viewAfterFailure(refusal(401, 'LOGIN_REFUSED', { failedAttempts: 2 }), 0)).toEqual({
      kind: 'form',
      alert: { kind: 'refused', failedAttempts: 2 },
    });
  });

  it('waits for as long as the server says', () => {
    expect(viewAfterFailure(refusal(429, 'LOGIN_LOCKED', { failedAttempts: 3, retryAfterSeconds: 27 }), 1000)).toEqual({
      kind: 'locked',
      until: 28_000,
    });
    expect(viewAfterFailure(refusal(429, 'LOGIN_LOCKED'), 0)).toEqual({ kind: 'locked', until: 30_000 });
  });

  it('is blocked when the server says so', () => {
    expect(viewAfterFailure(refusal(403, 'ACCOUNT_BLOCKED', { failedAttempts: 6 }), 0)).toEqual({ kind: 'blocked' });
  });

  it('asks to check the connection when no answer came', () => {
    expect(viewAfterFailure(refusal(0, 'NETWORK', {}, 0), 0)).toEqual({ kind: 'form', alert: { kind: 'connection' } });
    expect(viewAfterFailure(refusal(0, 'TIMEOUT', {}, 0), 0)).toEqual({ kind: 'form', alert: { kind: 'connection' } });
  });

  it("adds the server's description to a 99999 answer", () => {
    expect(viewAfterFailure(refusal(500, 'ERROR', {}, 99999, 'Database is down'), 0)).toEqual({
      kind: 'form',
      alert: { kind: 'refused', detail: 'Database is down' },
    });
  });

  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 31_000)).toBe(0);
  });
});
