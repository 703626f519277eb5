import { createContext, useContext } from 'react';
import type { SessionController } from './controller.ts';

export const SessionContext = createContext<SessionController | null>(null);

export function useSession(): SessionController {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider');
  return session;
}
