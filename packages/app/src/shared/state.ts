import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LANGUAGE, type LanguageCode } from './i18n/languages.ts';

/** The staff member's interface language, kept in the browser across visits. */
export const languageAtom = atomWithStorage<LanguageCode>('pms.language', DEFAULT_LANGUAGE);

// Spec §3 "User session state" and §4: login sets isAuthen and the name, logout clears all three.
// The session controller (shared/session/controller.ts) is the only writer; screens read them.

/** True from a successful sign-in in this tab until logout or the end of the session. */
export const isAuthenAtom = atom(false);
/** The signed-in staff member's display name. */
export const nameAtom = atom('');
/** The roles of the session's token, main role first (spec §6). */
export const rolesAtom = atom<readonly string[]>([]);

/** Calls on their way that staff wait for (not background refreshes); the loading popup reads it. */
export const busyCallsAtom = atom(0);

/**
 * Reloads staff asked for (Reload) still on their way. A refresh of figures already on screen goes
 * without the loading popup, but a Reload pressed by staff puts it up, as every call of theirs does.
 */
export const busyReloadsAtom = atom(0);
