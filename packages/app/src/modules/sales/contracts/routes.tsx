import type { RouteObject } from 'react-router';
import { RULE_PATHS } from './rulePaths.ts';

/**
 * Contracts and their rules, relative to /menu (spec §2 "Sales and contracts", issue 20): the
 * contract list, the static contract and dynamic profile editors, and one rule screen per kind of
 * rule (the same screen, parametrised by the kind).
 */
export const contractRoutes: RouteObject[] = [
  {
    path: 'app/sales/contract',
    lazy: async () => ({ Component: (await import('./list/ContractListPage.tsx')).ContractListPage }),
  },
  {
    path: 'app/sales/static-contract',
    lazy: async () => ({ Component: (await import('./editor/ContractEditorPage.tsx')).StaticContractPage }),
  },
  {
    path: 'app/sales/dynamic-profile',
    lazy: async () => ({ Component: (await import('./editor/ContractEditorPage.tsx')).DynamicProfilePage }),
  },
  ...(
    [
      ['supplement', 'SupplementPage'],
      ['compulsory', 'CompulsoryPage'],
      ['bonus-night', 'BonusNightPage'],
      ['earlybird-period', 'EarlybirdPeriodPage'],
      ['earlybird-rolling', 'EarlybirdRollingPage'],
      ['long-stay', 'LongStayPage'],
      ['cta-ctd', 'CtaCtdPage'],
    ] as const
  ).map(([kind, page]) => ({
    path: RULE_PATHS[kind],
    lazy: async () => ({ Component: (await import('./rules/RuleListPage.tsx'))[page] }),
  })),
];
