import type { MessageDescriptor } from 'react-intl';
import { pageMessages } from '../../shared/menu/messages.ts';

export type DashboardPanel =
  | 'today'
  | 'forecast'
  | 'frontOffice'
  | 'status'
  | 'roomTypes'
  | 'floors'
  | 'buildings'
  | 'rates'
  | 'cashier'
  | 'housekeepingDay'
  | 'maintenance'
  | 'finance';

export interface DashboardKind {
  /** The route under /menu (spec §2), spelled as the spec spells it. */
  path: string;
  title: MessageDescriptor;
  /** The figures this department looks at first, in page order; each panel says what it counts. */
  panels: readonly DashboardPanel[];
}

/**
 * The dashboards of spec §2, each with the figures the hotel keeps today. The Close Shift Report
 * (app-report-close-shift) is not one of them: it reports a cashier's shift, which the cashier's
 * screens keep, so until those exist its route says what it will show (not available yet)
 * instead of showing other figures under its title.
 */
export const DASHBOARDS: readonly DashboardKind[] = [
  {
    path: 'app/reservation-dashboard',
    title: pageMessages.reservationDashboard,
    panels: ['today', 'forecast', 'status', 'roomTypes'],
  },
  {
    path: 'app-dashboard-reception',
    title: pageMessages.receptionDashboard,
    panels: ['today', 'frontOffice', 'floors', 'roomTypes'],
  },
  {
    path: 'app/dashboard-cashier',
    title: pageMessages.cashierDashboard,
    panels: ['cashier', 'rates'],
  },
  {
    path: 'app-dashboard-housekeeping',
    title: pageMessages.housekeepingDashboard,
    panels: ['housekeepingDay', 'status', 'floors', 'buildings'],
  },
  {
    path: 'app-dashboard-engineer',
    title: pageMessages.engineerDashboard,
    panels: ['maintenance', 'buildings', 'floors'],
  },
  {
    path: 'app-dashboard-financial',
    title: pageMessages.financialDashboard,
    panels: ['finance', 'rates'],
  },
  {
    path: 'app-dashboard-sale',
    title: pageMessages.salesDashboard,
    panels: ['roomTypes', 'status'],
  },
];
