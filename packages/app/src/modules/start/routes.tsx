import type { RouteObject } from 'react-router';

export const startRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./StartPage.tsx')).StartPage }),
  },
];
