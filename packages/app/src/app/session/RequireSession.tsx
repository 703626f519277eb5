import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { sessionAtom } from '../../shared/session/controller.ts';
import { useSession } from '../../shared/session/SessionContext.tsx';
import { isAuthenAtom } from '../../shared/state.ts';

export interface RequireSessionProps {
  children: ReactNode;
  /** Shown instead of the children while the password set by an administrator must be replaced. */
  passwordChange?: ReactNode;
}

/** Spec §6 guard on /menu and help/{menu}: signed in, or a role in the tab's session; else the login. */
export function RequireSession({ children, passwordChange }: RequireSessionProps) {
  const session = useSession();
  // Read so that the guard runs again the moment the session ends.
  const isAuthen = useAtomValue(isAuthenAtom);
  const info = useAtomValue(sessionAtom);
  if (!isAuthen && !session.isSignedIn()) return <Navigate to="/" replace />;
  if (info?.mustChangePassword && passwordChange) return passwordChange;
  return children;
}
