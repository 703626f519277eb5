// Where a tab keeps its session (spec §3 "Session entries"). Session storage is per tab, so each
// tab signs in on its own; the one shared value is the login-state signal in local storage.

export const SESSION_KEYS = {
  /** The signed-in staff member's display name, as the top bar shows it. */
  username: 'username',
  /** The token's role claim text: role codes joined by '|', main role first. */
  role: 'role',
  /** The last route under /menu, restored when the app starts again in this tab. */
  stateapp: 'stateapp',
  /** The active top tab's index (spec §2; 6 is Reservation). */
  menu: 'menu',
  token: 'token',
  refreshToken: 'refreshToken',
  /** When the access token expires (ISO date-time). */
  tokenExpiry: 'tokenExpiry',
  /**
   * This tab's XSRF token. The XSRF-TOKEN cookie is shared by every tab of the browser and holds
   * whichever tab signed in last; the server wants this session's own token in the header.
   */
  xsrfToken: 'xsrfToken',
  /**
   * For an administrator: how many active users hold ADMIN (the sign-in answer's
   * activeAdministrators). Kept so that a reload still warns the only one.
   */
  activeAdministrators: 'activeAdministrators',
} as const;

export const DEFAULT_MENU_TAB = '6';

/** A change here from another tab sends this tab back to the login (spec §3, §4). */
export const LOGIN_STATE_KEY = 'pms.loginState';

export interface StoredTokens {
  token: string;
  refreshToken: string;
  tokenExpiry: string;
}

/** What a successful login, refresh or password change leaves in the tab. */
export interface SessionEntries extends StoredTokens {
  username: string;
  role: string;
  xsrfToken: string;
}

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be switched off by the browser's privacy settings: behave as signed out.
    return undefined;
  }
}

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readEntry(key: keyof typeof SESSION_KEYS): string | null {
  return sessionStore()?.getItem(SESSION_KEYS[key]) ?? null;
}

export function writeEntry(key: keyof typeof SESSION_KEYS, value: string): void {
  sessionStore()?.setItem(SESSION_KEYS[key], value);
}

export function readTokens(): StoredTokens | null {
  const token = readEntry('token');
  const refreshToken = readEntry('refreshToken');
  const tokenExpiry = readEntry('tokenExpiry');
  return token && refreshToken && tokenExpiry ? { token, refreshToken, tokenExpiry } : null;
}

export function storeSessionEntries(entries: SessionEntries): void {
  for (const key of ['username', 'role', 'token', 'refreshToken', 'tokenExpiry', 'xsrfToken'] as const) {
    writeEntry(key, entries[key]);
  }
  if (!readEntry('menu')) writeEntry('menu', DEFAULT_MENU_TAB);
}

/**
 * Spec §8 clears local and session storage on a 401. The tab's session lives only in session
 * storage; local storage keeps the staff member's language and the login-state signal (removing
 * the signal would itself signal every other tab).
 */
export function clearSessionStorage(): void {
  sessionStore()?.clear();
}

/** Tells every other tab of this browser to go back to the login. */
export function signalOtherTabs(): void {
  // getRandomValues, not randomUUID: the latter exists only on https or localhost.
  const value = Array.from(crypto.getRandomValues(new Uint32Array(4)), (part) => part.toString(36)).join('');
  localStore()?.setItem(LOGIN_STATE_KEY, value);
}

/** Calls `onSignal` when another tab writes the login-state signal; answers the unsubscribe. */
export function onOtherTabSignal(onSignal: () => void): () => void {
  const listener = (event: StorageEvent) => {
    // The storage event only reaches the other tabs, never the writer.
    if (event.key === LOGIN_STATE_KEY && event.storageArea === localStore()) onSignal();
  };
  globalThis.addEventListener('storage', listener);
  return () => globalThis.removeEventListener('storage', listener);
}
