import type { RouteObject } from 'react-router';

/**
 * Cancellation policies by season, relative to /menu (spec §2 "Sales and contracts", issue 20):
 * the policies, their seasons by arrival date, each season's charges by days before arrival, and
 * which policy each static contract and dynamic profile has.
 */
export const cancellationRoutes: RouteObject[] = [
  {
    path: 'app/cancellation-policy',
    lazy: async () => ({ Component: (await import('./PoliciesPage.tsx')).PoliciesPage }),
  },
  {
    path: 'app/cancellation-season',
    lazy: async () => ({ Component: (await import('./SeasonsPage.tsx')).SeasonsPage }),
  },
  {
    path: 'app/cancellation-charge',
    lazy: async () => ({ Component: (await import('./ChargesPage.tsx')).ChargesPage }),
  },
  {
    path: 'app/cancel-policy-for-static',
    lazy: async () => ({ Component: (await import('./AssignmentsPage.tsx')).StaticAssignmentsPage }),
  },
  {
    path: 'app/cancel-policy-for-dynamic',
    lazy: async () => ({ Component: (await import('./AssignmentsPage.tsx')).DynamicAssignmentsPage }),
  },
];
