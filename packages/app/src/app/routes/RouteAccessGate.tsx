import { useAtomValue } from 'jotai';
import { Outlet, useMatches } from 'react-router';
import { mayOpen } from '../../shared/menu/access.ts';
import { sessionAtom } from '../../shared/session/controller.ts';
import { RefusedPage } from './RefusedPage.tsx';
import { isMenuRouteHandle } from './routeObjects.ts';

/**
 * Wraps the routes under /menu: a route the session's functions do not grant shows the refusal
 * instead of its screen, whoever typed or bookmarked the address. The server refuses the calls
 * anyway; this keeps the staff member from a screen full of errors.
 */
export function RouteAccessGate() {
  const session = useAtomValue(sessionAtom);
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isMenuRouteHandle);
  if (handle && !mayOpen(session, handle.access)) return <RefusedPage handle={handle} />;
  return <Outlet />;
}
