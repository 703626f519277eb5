import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import * as styles from './RouteLink.css.ts';

/** A link to another screen of the app, followed by the router (no page reload). */
export function RouteLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} className={styles.routeLink}>
      {children}
    </RouterLink>
  );
}
