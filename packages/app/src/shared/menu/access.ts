import { grants, type SessionAccess } from '../session/landing.ts';
import type { MenuEntry } from './types.ts';

/** Whether a session may open a route or section (spec §6). Only the UI asks; the server decides for itself. */
export function mayOpen(session: SessionAccess | null, required: MenuEntry['access']): boolean {
  if (!session) return false;
  if (required === 'signed-in') return true;
  return required.some((fn) => grants(session, fn));
}
