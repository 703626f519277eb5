import { ApiError } from '@pms/api-client';

/** Spec §9: the wait after 3 failures, when the server's answer does not say. */
const DEFAULT_WAIT_SECONDS = 30;

export type LoginAlert = { kind: 'refused'; failedAttempts?: number; detail?: string } | { kind: 'connection' };

/** What the login screen shows: the form (with an alert after a failure), the wait, or the block. */
export type LoginView = { kind: 'form'; alert?: LoginAlert } | { kind: 'locked'; until: number } | { kind: 'blocked' };

/** The server's answer decides (spec §4); the screen only shows it. */
export function viewAfterFailure(error: unknown, now: number): LoginView {
  if (!(error instanceof ApiError)) return { kind: 'form', alert: { kind: 'refused' } };
  if (error.code === 'LOGIN_LOCKED' || error.status === 429) {
    const seconds = error.login.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
    return { kind: 'locked', until: now + Math.max(1, seconds) * 1000 };
  }
  if (error.code === 'ACCOUNT_BLOCKED') return { kind: 'blocked' };
  if (error.status === 0) return { kind: 'form', alert: { kind: 'connection' } };
  const { failedAttempts } = error.login;
  // 99999 carries a description of its own (spec §8); a plain refusal says no more than "Can not login".
  const detail = error.id === 99999 && error.desc ? error.desc : undefined;
  return {
    kind: 'form',
    alert: {
      kind: 'refused',
      ...(failedAttempts === undefined ? {} : { failedAttempts }),
      ...(detail === undefined ? {} : { detail }),
    },
  };
}

/** Whole seconds left until `until`, never below zero. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
