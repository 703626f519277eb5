import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  hotelDate: { id: 'dashboard.hotelDate', defaultMessage: 'Hotel date' },
  totalRooms: { id: 'dashboard.totalRooms', defaultMessage: 'Rooms' },
  // A room a guest can be given now (domain.md: check-in into a room vacant and clean or inspected).
  vacantReady: { id: 'dashboard.vacantReady', defaultMessage: 'Vacant and ready' },
  vacantReadyHint: {
    id: 'dashboard.vacantReady.hint',
    defaultMessage: 'no guest in house, clean or inspected, not out of order or out of service',
  },
  dirty: { id: 'dashboard.status.dirty', defaultMessage: 'Dirty' },
  clean: { id: 'dashboard.status.clean', defaultMessage: 'Clean' },
  inspected: { id: 'dashboard.status.inspected', defaultMessage: 'Inspected' },
  statusHeading: { id: 'dashboard.status.heading', defaultMessage: 'Rooms by housekeeping status' },
  roomTypesHeading: { id: 'dashboard.roomTypes.heading', defaultMessage: 'Rooms by type' },
  floorsHeading: { id: 'dashboard.floors.heading', defaultMessage: 'Rooms by floor' },
  buildingsHeading: { id: 'dashboard.buildings.heading', defaultMessage: 'Rooms by building' },
  ratesHeading: { id: 'dashboard.rates.heading', defaultMessage: 'Exchange rates in force' },
  localCurrency: { id: 'dashboard.localCurrency', defaultMessage: 'Local currency' },
  noLocalCurrency: { id: 'dashboard.localCurrency.none', defaultMessage: 'Not set' },
  columnCode: { id: 'dashboard.column.code', defaultMessage: 'Code' },
  columnName: { id: 'dashboard.column.name', defaultMessage: 'Name' },
  columnRooms: { id: 'dashboard.column.rooms', defaultMessage: 'Rooms' },
  columnDirty: { id: 'dashboard.column.dirty', defaultMessage: 'Dirty' },
  columnCurrency: { id: 'dashboard.column.currency', defaultMessage: 'Currency' },
  columnEffective: { id: 'dashboard.column.effective', defaultMessage: 'Effective from' },
  // The hotel buys a guest's foreign money at the buying rate and hands it out at the selling rate.
  columnBuying: { id: 'dashboard.column.buying', defaultMessage: 'We buy' },
  columnSelling: { id: 'dashboard.column.selling', defaultMessage: 'We sell' },
  noRates: { id: 'dashboard.rates.none', defaultMessage: 'No foreign currency has a rate on the hotel date.' },
  noRooms: { id: 'dashboard.rooms.none', defaultMessage: 'No rooms are set up yet.' },
  loading: { id: 'dashboard.loading', defaultMessage: 'Loading today’s figures…' },
  canNotConnect: { id: 'dashboard.canNotConnect', defaultMessage: 'Can not connect API' },
  offline: { id: 'dashboard.offline', defaultMessage: 'Please Check Your Network Connection' },
  frontOfficeHeading: { id: 'dashboard.frontOffice.heading', defaultMessage: 'Rooms now' },
  occupied: { id: 'dashboard.frontOffice.occupied', defaultMessage: 'Occupied' },
  vacantClean: { id: 'dashboard.frontOffice.vacantClean', defaultMessage: 'Vacant clean' },
  vacantDirty: { id: 'dashboard.frontOffice.vacantDirty', defaultMessage: 'Vacant dirty' },
  vacantInspected: { id: 'dashboard.frontOffice.vacantInspected', defaultMessage: 'Vacant inspected' },
  outOfOrder: { id: 'dashboard.frontOffice.outOfOrder', defaultMessage: 'Out of order' },
  outOfService: { id: 'dashboard.frontOffice.outOfService', defaultMessage: 'Out of service' },
  frontOfficeHint: {
    id: 'dashboard.frontOffice.hint',
    defaultMessage:
      'Each room in use counted once: occupied first, then out of order, out of service, and vacant by housekeeping status.',
  },
  todayHeading: { id: 'dashboard.today.heading', defaultMessage: 'Today' },
  arrivals: { id: 'dashboard.today.arrivals', defaultMessage: 'Arrivals' },
  departures: { id: 'dashboard.today.departures', defaultMessage: 'Departures' },
  inHouse: { id: 'dashboard.today.inHouse', defaultMessage: 'Rooms in house' },
  occupancyTonight: { id: 'dashboard.today.occupancy', defaultMessage: 'Occupancy tonight' },
  forecastHeading: { id: 'dashboard.forecast.heading', defaultMessage: 'Occupancy of the next 14 nights' },
  forecastLoading: { id: 'dashboard.forecast.loading', defaultMessage: 'Loading the occupancy forecast…' },
  cashierHeading: { id: 'dashboard.cashier.heading', defaultMessage: "The cashier's day" },
  // The financial dashboard's figures (report/dashboard `finance`, issue 19).
  financeHeading: { id: 'dashboard.finance.heading', defaultMessage: 'The last closed date' },
  financeNotYours: {
    id: 'dashboard.finance.notYours',
    defaultMessage: 'The finance figures are shown to the financial office, cashiers and management.',
  },
  financeNoDayEnd: {
    id: 'dashboard.finance.noDayEnd',
    defaultMessage: 'No date has been closed yet: the figures appear after the first day-end.',
  },
  occupancy: { id: 'dashboard.finance.occupancy', defaultMessage: 'Occupancy' },
  averageDailyRate: { id: 'dashboard.finance.adr', defaultMessage: 'ADR' },
  revPar: { id: 'dashboard.finance.revPar', defaultMessage: 'RevPAR' },
  roomRevenue: { id: 'dashboard.finance.roomRevenue', defaultMessage: 'Room revenue' },
  totalRevenue: { id: 'dashboard.finance.totalRevenue', defaultMessage: 'Total revenue' },
  ledgersHeading: { id: 'dashboard.finance.ledgers', defaultMessage: 'Ledger balances now' },
  guestLedger: { id: 'dashboard.finance.guestLedger', defaultMessage: 'Guest ledger' },
  depositLedger: { id: 'dashboard.finance.depositLedger', defaultMessage: 'Deposit ledger' },
  cityLedger: { id: 'dashboard.finance.cityLedger', defaultMessage: 'City ledger' },
  closedNightsHeading: {
    id: 'dashboard.finance.closedNights',
    defaultMessage: 'Occupancy of the last 14 closed dates',
  },
  financeHint: {
    id: 'dashboard.finance.hint',
    defaultMessage:
      'As day-end froze them; ADR and RevPAR on room revenue net of service charge and tax. A deposit held is a credit (below zero).',
  },
  // The engineer dashboard's maintenance orders (engineering/maintenance, issue 21).
  maintenanceHeading: { id: 'dashboard.maintenance.heading', defaultMessage: 'Maintenance orders' },
  maintenanceOpen: { id: 'dashboard.maintenance.open', defaultMessage: 'Open' },
  maintenanceInProgress: { id: 'dashboard.maintenance.inProgress', defaultMessage: 'In progress' },
  maintenanceUrgent: { id: 'dashboard.maintenance.urgent', defaultMessage: 'Urgent or high, to do' },
  maintenanceOutOfOrder: { id: 'dashboard.maintenance.outOfOrder', defaultMessage: 'Rooms out of order by an order' },
  openShifts: { id: 'dashboard.cashier.openShifts', defaultMessage: 'Shifts open' },
  chargesToday: { id: 'dashboard.cashier.charges', defaultMessage: 'Charges posted today' },
  paymentsToday: { id: 'dashboard.cashier.payments', defaultMessage: 'Payments taken today' },
  dueOutsWithBalance: { id: 'dashboard.cashier.dueOutsWithBalance', defaultMessage: 'Due out with a balance' },
  highBalances: { id: 'dashboard.cashier.highBalances', defaultMessage: 'High balances' },
  arrivalsWithDeposit: { id: 'dashboard.cashier.arrivalsWithDeposit', defaultMessage: 'Arrivals holding a deposit' },
  depositsDue: { id: 'dashboard.cashier.depositsDue', defaultMessage: 'Deposits due today' },
  cashierHint: {
    id: 'dashboard.cashier.hint',
    defaultMessage:
      'Amounts in the local currency, from the postings of the hotel date; transfers and void postings are left out.',
  },
  cashierNotYours: {
    id: 'dashboard.cashier.notYours',
    defaultMessage: "The cashier's figures are shown to cashiers and management.",
  },
  // The housekeeping dashboard's day (report/dashboard `housekeepingDay`, issue 21).
  housekeepingDayHeading: { id: 'dashboard.housekeepingDay.heading', defaultMessage: "Housekeeping's day" },
  hkOutOfOrder: { id: 'dashboard.housekeepingDay.outOfOrder', defaultMessage: 'Out of order tonight' },
  hkOutOfService: { id: 'dashboard.housekeepingDay.outOfService', defaultMessage: 'Out of service' },
  hkArrivals: { id: 'dashboard.housekeepingDay.arrivals', defaultMessage: 'Arrivals expected' },
  hkDepartures: { id: 'dashboard.housekeepingDay.departures', defaultMessage: 'Due out, not left yet' },
  hkDeparturesHint: { id: 'dashboard.housekeepingDay.departuresHint', defaultMessage: 'rooms to strip and clean' },
  hkStayOvers: { id: 'dashboard.housekeepingDay.stayOvers', defaultMessage: 'Stay-overs' },
  hkStayOversHint: { id: 'dashboard.housekeepingDay.stayOversHint', defaultMessage: 'occupied rooms to service' },
  hkVipsInHouse: { id: 'dashboard.housekeepingDay.vipsInHouse', defaultMessage: 'VIPs in house' },
  hkMaintenance: { id: 'dashboard.housekeepingDay.maintenance', defaultMessage: 'Maintenance orders on rooms' },
  hkMaintenanceHint: { id: 'dashboard.housekeepingDay.maintenanceHint', defaultMessage: 'open or in progress' },
  housekeepingDayHint: {
    id: 'dashboard.housekeepingDay.hint',
    defaultMessage: 'Counted from the rooms, the stays and the maintenance orders on the hotel date.',
  },
  housekeepingDayNotYours: {
    id: 'dashboard.housekeepingDay.notYours',
    defaultMessage: "Housekeeping's figures are shown to housekeeping, the front desk and management.",
  },
});

export const notReadyMessage = defineMessage<{ count: string }>({
  id: 'dashboard.housekeepingDay.notReady',
  defaultMessage: '{count} in a room not ready',
});

export const vipArrivalsMessage = defineMessage<{ count: string }>({
  id: 'dashboard.housekeepingDay.vipArrivals',
  defaultMessage: '{count} VIPs arriving',
});

export const postingsMessage = defineMessage<{ count: string }>({
  id: 'dashboard.cashier.postings',
  defaultMessage: '{count} postings',
});

export const owingMessage = defineMessage<{ amount: string }>({
  id: 'dashboard.cashier.owing',
  defaultMessage: '{amount} still to settle',
});

export const aboveMessage = defineMessage<{ amount: string }>({
  id: 'dashboard.cashier.above',
  defaultMessage: 'open folios above {amount}',
});

export const dueMessage = defineMessage<{ amount: string }>({
  id: 'dashboard.cashier.due',
  defaultMessage: '{amount} still to receive',
});

export const heldMessage = defineMessage<{ amount: string }>({
  id: 'dashboard.cashier.held',
  defaultMessage: '{amount} held, moved at check-in',
});

export const rateMessage = defineMessage<{ local: string; code: string; rate: string }>({
  id: 'dashboard.rate',
  defaultMessage: '1 {code} = {rate} {local}',
});

export const arrivedMessage = defineMessage<{ count: string }>({
  id: 'dashboard.today.arrived',
  defaultMessage: '{count} checked in',
});

export const departedMessage = defineMessage<{ count: string }>({
  id: 'dashboard.today.departed',
  defaultMessage: '{count} checked out',
});

export const dueOutMessage = defineMessage<{ count: string }>({
  id: 'dashboard.today.dueOut',
  defaultMessage: '{count} still due out',
});

export const guestsMessage = defineMessage<{ count: number }>({
  id: 'dashboard.today.guests',
  defaultMessage: '{count, plural, one {# guest} other {# guests}}',
});

export const soldOfMessage = defineMessage<{ sold: string; available: string }>({
  id: 'dashboard.today.soldOf',
  defaultMessage: '{sold} of {available} rooms sold',
});

/** A figure's month-to-date value under the day's. */
export const monthToDateMessage = defineMessage<{ value: string }>({
  id: 'dashboard.finance.monthToDate',
  defaultMessage: 'Month to date {value}',
});

/** Which date the finance panel shows. */
export const closedDateMessage = defineMessage<{ date: string }>({
  id: 'dashboard.finance.closedDate',
  defaultMessage: 'Closed date {date}',
});
