import type { RouteObject } from 'react-router';

const loadHelpPage: RouteObject['lazy'] = async () => ({ Component: (await import('./HelpPage.tsx')).HelpPage });

/** help/{menu}: the manual of a menu (spec §2). Guarded: the router puts it under its session guard. */
export const helpMenuRoute: RouteObject = { path: 'help/:menu', lazy: loadHelpPage };

/** help without a menu, open to anyone (spec §2): the window closes. */
export const helpRoute: RouteObject = { path: 'help', lazy: loadHelpPage };
