import type { MessageDescriptor } from 'react-intl';
import { pageMessages } from '../../shared/menu/messages.ts';
import { dashboardMessages as m } from './messages.ts';

export type DashboardPanel = 'today' | 'forecast' | 'status' | 'roomTypes' | 'floors' | 'buildings' | 'rates';

export interface DashboardKind {
  /** The route under /menu (spec §2), spelled as the spec spells it. */
  path: string;
  title: MessageDescriptor;
  /** The figures this department looks at first, in page order. */
  panels: readonly DashboardPanel[];
  /** What joins the page when the department's own screens land (said on screen, never faked). */
  coming: MessageDescriptor;
}

/** The eight dashboards of spec §2, each with the figures that exist so far. */
export const DASHBOARDS: readonly DashboardKind[] = [
  {
    path: 'app/reservation-dashboard',
    title: pageMessages.reservationDashboard,
    panels: ['today', 'forecast', 'status', 'roomTypes'],
    coming: m.comingReservations,
  },
  {
    path: 'app-dashboard-reception',
    title: pageMessages.receptionDashboard,
    panels: ['today', 'status', 'floors', 'roomTypes'],
    coming: m.comingReception,
  },
  {
    path: 'app/dashboard-cashier',
    title: pageMessages.cashierDashboard,
    panels: ['rates'],
    coming: m.comingCashier,
  },
  {
    path: 'app-report-close-shift',
    title: pageMessages.closeShiftReport,
    panels: ['rates'],
    coming: m.comingCloseShift,
  },
  {
    path: 'app-dashboard-housekeeping',
    title: pageMessages.housekeepingDashboard,
    panels: ['status', 'floors', 'buildings'],
    coming: m.comingHousekeeping,
  },
  {
    path: 'app-dashboard-engineer',
    title: pageMessages.engineerDashboard,
    panels: ['buildings', 'floors'],
    coming: m.comingEngineer,
  },
  {
    path: 'app-dashboard-financial',
    title: pageMessages.financialDashboard,
    panels: ['rates'],
    coming: m.comingFinancial,
  },
  {
    path: 'app-dashboard-sale',
    title: pageMessages.salesDashboard,
    panels: ['roomTypes', 'status'],
    coming: m.comingSales,
  },
];
