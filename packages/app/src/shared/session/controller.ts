import { type ApiClient, ApiError, createApiClient, type Schemas } from '@pms/api-client';
import { atom, type createStore } from 'jotai';
import type { LanguageCode } from '../i18n/languages.ts';
import { busyCallsAtom, isAuthenAtom, languageAtom, nameAtom, rolesAtom } from '../state.ts';
import { readClaims, splitRoles } from './claims.ts';
import { landingSection, type SessionAccess } from './landing.ts';
import {
  clearSessionStorage,
  onOtherTabSignal,
  readEntry,
  readTokens,
  signalOtherTabs,
  storeSessionEntries,
  writeEntry,
} from './storage.ts';

type Store = ReturnType<typeof createStore>;
type Session = Schemas['Session'];

/** What the screens know of the tab's session, read from its access token. */
export interface SessionInfo extends SessionAccess {
  name: string;
  mustChangePassword: boolean;
  /**
   * For an administrator, the active users holding ADMIN (this one included); undefined for
   * anyone else. Below 2 nobody could unlock this user through the app: the shell warns.
   */
  activeAdministrators?: number;
}

/** The tab's session as the screens see it; null when signed out. */
export const sessionAtom = atom<SessionInfo | null>(null);

/** Why a session ended without the staff member asking: both say "Please login again". */
export type SessionEndReason = 'expired' | 'other-tab';

// Renew ahead of expiry: a minute before, or a fifth of the token's life when that is shorter.
const RENEW_LEAD_MS = 60_000;
const RENEW_LEAD_SHARE = 0.2;
// A renewal that failed for want of a connection is tried again this much later.
const RENEW_RETRY_MS = 15_000;
// Calls sent with the old token that come back 401 shortly after a renewal just go again.
const RENEWED_RECENTLY_MS = 10_000;

export interface SessionControllerOptions {
  store: Store;
  /** The API origin; the page's own by default. */
  origin?: string;
  fetch?: (request: Request) => Promise<Response>;
}

export type SessionController = ReturnType<typeof createSessionController>;

/**
 * Owns the tab's session: sign-in, silent renewal, sign-out, and the signal between tabs. Lives
 * outside React so that the API client can renew a session in the middle of any call.
 */
export function createSessionController(options: SessionControllerOptions) {
  const { store } = options;
  const transport = {
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  // Sign-in and renewal send no bearer token: they are how one is had.
  const authApi = createApiClient(transport);
  const giveUpListeners = new Set<(error: ApiError) => void>();
  const api: ApiClient = createApiClient({
    ...transport,
    getToken: () => readEntry('token'),
    getXsrfToken: () => readEntry('xsrfToken'),
    onUnauthenticated: renewAfter,
    onBusyChange: (busy) => store.set(busyCallsAtom, busy),
    onGiveUp: (error) => {
      for (const listener of giveUpListeners) listener(error);
    },
  });
  // Set when the language is picked on the login screen: that choice then wins over the one the
  // user saved last time, and becomes the saved one.
  let languagePickedBeforeSignIn = false;

  let navigateTo: (path: string) => void = (path) => globalThis.location?.assign(path);
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let renewal: Promise<boolean> | null = null;
  let renewedAt = Number.NEGATIVE_INFINITY;
  let loggingOut = false;
  // A tab the app opened for the staff member (the Help link, rel="opener") starts with a copy of
  // its opener's session storage. It may use the copied access token, but never renews: two tabs
  // spending one refresh token look to the server like a stolen token, and it ends the session.
  let borrowed = false;
  const endListeners = new Set<(reason: SessionEndReason) => void>();

  function infoOf(token: string, fallback?: Session): SessionInfo {
    const claims = readClaims(token);
    const roles = claims ? claims.roles : [...(fallback?.roles ?? [])];
    return {
      name: claims?.name || fallback?.name || readEntry('username') || '',
      roles,
      permissions: claims ? claims.functions : [...(fallback?.permissions ?? [])],
      mustChangePassword: claims ? claims.mustChangePassword : Boolean(fallback?.mustChangePassword),
      ...administratorsOf(fallback),
    };
  }

  /** The answer's count of administrators, or the one this tab kept (a reload, a copied tab). */
  function administratorsOf(session?: Session): { activeAdministrators?: number } {
    const kept = readEntry('activeAdministrators');
    const count = session ? session.activeAdministrators : kept ? Number(kept) : undefined;
    return count === undefined || Number.isNaN(count) ? {} : { activeAdministrators: count };
  }

  function publish(info: SessionInfo | null) {
    store.set(sessionAtom, info);
    store.set(nameAtom, info?.name ?? '');
    store.set(rolesAtom, info?.roles ?? []);
  }

  /** Keeps a session the server answered: in session storage, in the atoms, and on the renewal timer. */
  function adopt(session: Session): SessionInfo {
    const claims = readClaims(session.token);
    const info = infoOf(session.token, session);
    storeSessionEntries({
      username: info.name,
      role: claims?.roleText || session.roles.join('|'),
      token: session.token,
      refreshToken: session.refreshToken,
      tokenExpiry: session.tokenExpiryDate,
      xsrfToken: session.xsrfToken,
    });
    // Empty when the answer has none (not, or no longer, an administrator).
    writeEntry(
      'activeAdministrators',
      session.activeAdministrators === undefined ? '' : String(session.activeAdministrators),
    );
    publish(info);
    scheduleRenewal();
    return info;
  }

  function scheduleRenewal(delayOverride?: number) {
    clearTimeout(renewTimer);
    if (borrowed) return;
    const tokens = readTokens();
    if (!tokens) return;
    const expiresAt = Date.parse(tokens.tokenExpiry);
    if (Number.isNaN(expiresAt)) return;
    const claims = readClaims(tokens.token);
    const lifetimeMs =
      claims?.issuedAt !== undefined && claims.expiresAt !== undefined
        ? (claims.expiresAt - claims.issuedAt) * 1000
        : expiresAt - Date.now();
    const lead = Math.min(RENEW_LEAD_MS, Math.max(0, lifetimeMs) * RENEW_LEAD_SHARE);
    const delay = delayOverride ?? Math.max(0, expiresAt - lead - Date.now());
    renewTimer = setTimeout(async () => {
      if ((await renew()) || !readTokens()) return;
      // Still signed in but not renewed: the network failed. Try again while there is time.
      if (Date.now() < expiresAt) scheduleRenewal(RENEW_RETRY_MS);
    }, delay);
  }

  /**
   * Trades the refresh token for a new session; one renewal at a time, shared by every caller.
   * Answers false when it could not; a refusal by the server ends the session.
   */
  function renew(): Promise<boolean> {
    renewal ??= (async () => {
      const tokens = readTokens();
      if (!tokens) return false;
      try {
        const answer = await authApi.call('security/authentication', 'refresh', [
          { refreshToken: tokens.refreshToken },
        ]);
        const session = answer.data[0];
        if (!session) throw new Error('refresh answered no session');
        // Signed out while the renewal was on its way: keep it that way.
        if (readTokens()?.refreshToken !== tokens.refreshToken) return false;
        adopt(session);
        renewedAt = Date.now();
        return true;
      } catch (error) {
        // Only the server's refusal ends the session. Offline, timed out or a server fault: the
        // session may well be fine, and the next call or the timer tries again.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (refused) end('expired');
        return false;
      }
    })().finally(() => {
      renewal = null;
    });
    return renewal;
  }

  /** The API client's 401 hook: renew an expired token; any other 401 ends the session. */
  async function renewAfter(error: ApiError): Promise<boolean> {
    if (error.code !== 'TOKEN_EXPIRED' || borrowed) {
      end('expired');
      return false;
    }
    if (renewal) return renewal;
    // The call went out with the token a renewal has since replaced: sending it again is enough.
    const expiresAt = readClaims(readEntry('token'))?.expiresAt;
    const storedTokenLooksValid = expiresAt !== undefined && expiresAt * 1000 > Date.now();
    if (Date.now() - renewedAt < RENEWED_RECENTLY_MS && storedTokenLooksValid) return true;
    return renew();
  }

  /**
   * Ends this tab's session on the server as well, without waiting: another tab signed out, and
   * a session nobody can use any more should not stay open until its refresh token runs out.
   */
  function endOnServer() {
    const token = readEntry('token');
    const xsrfToken = readEntry('xsrfToken');
    if (!token || !xsrfToken) return;
    createApiClient({ ...transport, getToken: () => token, getXsrfToken: () => xsrfToken })
      .call('security/authentication', 'logout', [])
      .catch(() => {
        // Expired or unreachable: the tab forgets its tokens all the same.
      });
  }

  function saveLanguage(language: LanguageCode) {
    api.call('security/authentication', 'set-language', [{ language }], { quiet: true }).catch((error: unknown) => {
      // The screen already speaks the new language; only the next computer would not know it.
      console.warn('The chosen language was not saved', error);
    });
  }

  /** Forgets the tab's session. Not itself a signal to other tabs. */
  function end(reason: SessionEndReason | 'logout') {
    const hadSession = readEntry('token') !== null || store.get(isAuthenAtom);
    clearTimeout(renewTimer);
    clearSessionStorage();
    store.set(isAuthenAtom, false);
    publish(null);
    if (!hadSession) return;
    // A logout that finds its session already ended is still just a logout.
    if (reason !== 'logout' && !loggingOut) for (const listener of endListeners) listener(reason);
    navigateTo('/');
  }

  return {
    /** The API client every screen uses (through ApiContext). */
    api,

    /** The router's navigate, so that a session ending anywhere brings the tab to the login. */
    setNavigate(navigate: (path: string) => void) {
      navigateTo = navigate;
    },

    /**
     * Spec §4, on app start: a tab without a role in its session storage starts clean; one with a
     * session gets its state back and, opened at the root, returns to its last route.
     */
    start(currentPath: string): () => void {
      borrowed = Boolean((globalThis as { opener?: unknown }).opener);
      const tokens = readTokens();
      if (!readEntry('role') || !tokens) {
        clearSessionStorage();
      } else {
        publish(infoOf(tokens.token));
        scheduleRenewal();
        const lastRoute = readEntry('stateapp');
        if (currentPath === '/' && lastRoute?.startsWith('/menu')) navigateTo(lastRoute);
      }
      const stopListening = onOtherTabSignal(() => {
        endOnServer();
        end('other-tab');
      });
      // Timers sleep in background tabs; coming back to the tab re-arms the renewal.
      const onVisible = () => {
        if (document.visibilityState === 'visible') scheduleRenewal();
      };
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        stopListening();
        document.removeEventListener('visibilitychange', onVisible);
        clearTimeout(renewTimer);
      };
    },

    /** Keeps the last route under /menu (session storage `stateapp`) while signed in. */
    rememberRoute(path: string) {
      if (path.startsWith('/menu') && readEntry('role')) writeEntry('stateapp', path);
    },

    /** Spec §6 guard: signed in here, or the tab's session storage holds a role. */
    isSignedIn(): boolean {
      return store.get(isAuthenAtom) || splitRoles(readEntry('role')).length > 0;
    },

    /**
     * Signs in; answers where to go. Refusals reject with the server's ApiError (LOGIN_REFUSED,
     * LOGIN_LOCKED, ACCOUNT_BLOCKED) or a transport one (NETWORK, TIMEOUT).
     */
    async login(loginName: string, password: string): Promise<SessionInfo> {
      const answer = await authApi.call('security/authentication', 'login', [{ loginName, password }]);
      const session = answer.data[0];
      if (!session) throw new Error('login answered no session');
      // Spec §4: login sets isAuthen and the name and empties the role list; the roles then
      // come from the token.
      store.set(rolesAtom, []);
      // Signed in here, the tab has a session of its own, even if it was opened with a copy.
      borrowed = false;
      const info = adopt(session);
      store.set(isAuthenAtom, true);
      writeEntry('menu', String(landingSection(info)?.tab ?? readEntry('menu')));
      const picked = store.get(languageAtom);
      if (!languagePickedBeforeSignIn) store.set(languageAtom, session.language);
      else if (picked !== session.language) saveLanguage(picked);
      languagePickedBeforeSignIn = false;
      return info;
    },

    /**
     * Switches the interface language. Signed in, the choice is saved on the user, so it follows
     * them to any computer; on the login screen it is kept for the sign-in that follows.
     */
    chooseLanguage(language: LanguageCode) {
      store.set(languageAtom, language);
      if (readTokens()) saveLanguage(language);
      else languagePickedBeforeSignIn = true;
    },

    /** Replaces a password set by an administrator; the server answers a new session. */
    async changePassword(currentPassword: string, newPassword: string): Promise<SessionInfo> {
      // No Idempotency-Key: the server would keep the answer, and with it the new tokens.
      const answer = await api.call('security/authentication', 'change-password', [{ currentPassword, newPassword }]);
      const session = answer.data[0];
      if (!session) throw new Error('change-password answered no session');
      const info = adopt(session);
      store.set(isAuthenAtom, true);
      return info;
    },

    /** Ends the session on the server (as far as it can be reached), here, and in every other tab. */
    async logout() {
      loggingOut = true;
      try {
        if (readTokens()) await api.call('security/authentication', 'logout', []);
      } catch {
        // Signing out here must not depend on the server: the tokens are forgotten either way.
      } finally {
        end('logout');
        loggingOut = false;
        signalOtherTabs();
      }
    },

    /** Hears calls given up after their third timeout (spec §8: the app alerts staff). */
    onGiveUp(listener: (error: ApiError) => void): () => void {
      giveUpListeners.add(listener);
      return () => giveUpListeners.delete(listener);
    },

    /** Hears sessions that end without the staff member asking (expired, another tab's logout). */
    onEnd(listener: (reason: SessionEndReason) => void): () => void {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
  };
}

/** Where the staff member goes once signed in (spec §4); /menu when no section is granted. */
export function landingPath(info: SessionAccess): string {
  return landingSection(info)?.path ?? '/menu';
}
