import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { SectionId } from '../../shared/menu/types.ts';

export const routePageMessages = defineMessages({
  refusedTitle: { id: 'routes.refused.title', defaultMessage: 'You are not allowed to open this page' },
  refusedHome: { id: 'routes.refused.home', defaultMessage: 'Back to my start page' },
});

export const notAvailableBodyMessage = defineMessage<{ page: string; plan: string }>({
  id: 'routes.notAvailable.body',
  defaultMessage: '{page} is not in this version yet. {plan} Its menu entry is marked with a close icon until then.',
});

/**
 * What each department's screens will let staff do, said on a screen that is not built yet
 * instead of its address (issue 16): staff learn what is coming, not where it will live.
 */
export const sectionPlanMessages = defineMessages({
  'manager-report': {
    id: 'routes.plan.managerReport',
    defaultMessage:
      "Managers will read the hotel's statistics here: occupancy, average rate, revenue per room and the forecasts, from the figures each day-end keeps.",
  },
  config: {
    id: 'routes.plan.config',
    defaultMessage: 'Administrators will set up the hotel here: rooms, users, roles, texts and help.',
  },
  'financial-settings': {
    id: 'routes.plan.financialSettings',
    defaultMessage: 'Finance will set up here the codes that charges and payments are posted with.',
  },
  'housekeeping-setting': {
    id: 'routes.plan.housekeepingSetting',
    defaultMessage: "Housekeeping will set up here the minibar, maintenance and lost property's lists.",
  },
  'sales-settings': {
    id: 'routes.plan.salesSettings',
    defaultMessage: 'Sales will set up here the codes that classify and price a booking.',
  },
  reservation: {
    id: 'routes.plan.reservation',
    defaultMessage: 'Reservations will book, change and follow up bookings here.',
  },
  reception: {
    id: 'routes.plan.reception',
    defaultMessage:
      "The front desk will check guests in here, keep the room rack and room status, and take guests' messages.",
  },
  outlet: {
    id: 'routes.plan.outlet',
    defaultMessage:
      "Outlet staff will keep the restaurants' and bars' stock here: items, goods received and transfers between stores.",
  },
  cashier: {
    id: 'routes.plan.cashier',
    defaultMessage:
      "Cashiers will keep guests' bills here: charges, payments, deposits, check-out and the close of each shift.",
  },
  housekeeping: {
    id: 'routes.plan.housekeeping',
    defaultMessage:
      "Housekeeping will keep the rooms' status, the minibar and the floor's lists of arrivals and departures here.",
  },
  engineer: {
    id: 'routes.plan.engineer',
    defaultMessage: 'Engineers will log maintenance orders here and take rooms out of order while they work.',
  },
  financial: {
    id: 'routes.plan.financial',
    defaultMessage: "Finance will read the hotel's revenue, ledgers and trial balance here, from each day's postings.",
  },
  sales: {
    id: 'routes.plan.sales',
    defaultMessage:
      'Sales will keep company and tour-operator contracts here, with their rates, offers and cancellation policies.',
  },
} satisfies Record<SectionId, MessageDescriptor>);

export const refusedBodyMessage = defineMessage<{ page: string; functions: string }>({
  id: 'routes.refused.body',
  defaultMessage:
    '{page} needs one of these functions: {functions}. Ask an administrator to grant one of them to your role.',
});
