import { defineMessage, defineMessages } from 'react-intl';

export const dashboardMessages = defineMessages({
  hotelDate: { id: 'dashboard.hotelDate', defaultMessage: 'Hotel date' },
  totalRooms: { id: 'dashboard.totalRooms', defaultMessage: 'Rooms' },
  ready: { id: 'dashboard.ready', defaultMessage: 'Ready to sell' },
  readyHint: { id: 'dashboard.ready.hint', defaultMessage: 'clean or inspected' },
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
  comingTitle: { id: 'dashboard.coming.title', defaultMessage: 'More figures to come' },
  comingReservations: {
    id: 'dashboard.coming.reservations',
    defaultMessage: 'VIP arrivals, the waitlist and the day’s pick-up appear here once those reports are built.',
  },
  comingReception: {
    id: 'dashboard.coming.reception',
    defaultMessage: 'Walk-ins, room moves and messages for guests appear here once check-in is built.',
  },
  todayHeading: { id: 'dashboard.today.heading', defaultMessage: 'Today' },
  arrivals: { id: 'dashboard.today.arrivals', defaultMessage: 'Arrivals' },
  departures: { id: 'dashboard.today.departures', defaultMessage: 'Departures' },
  inHouse: { id: 'dashboard.today.inHouse', defaultMessage: 'Rooms in house' },
  occupancyTonight: { id: 'dashboard.today.occupancy', defaultMessage: 'Occupancy tonight' },
  forecastHeading: { id: 'dashboard.forecast.heading', defaultMessage: 'Occupancy of the next 14 nights' },
  forecastLoading: { id: 'dashboard.forecast.loading', defaultMessage: 'Loading the occupancy forecast…' },
  chartNight: { id: 'dashboard.chart.night', defaultMessage: 'Night' },
  chartSold: { id: 'dashboard.chart.sold', defaultMessage: 'Rooms sold' },
  chartAvailable: { id: 'dashboard.chart.available', defaultMessage: 'Rooms available' },
  chartOccupancy: { id: 'dashboard.chart.occupancy', defaultMessage: 'Occupancy' },
  chartNoNights: { id: 'dashboard.chart.none', defaultMessage: 'No nights to show.' },
  comingHousekeeping: {
    id: 'dashboard.coming.housekeeping',
    defaultMessage:
      'Occupied and vacant rooms, out-of-order rooms and the cleaning plan appear here once those screens are built.',
  },
  comingEngineer: {
    id: 'dashboard.coming.engineer',
    defaultMessage: 'Open maintenance orders and rooms out of order appear here once maintenance is built.',
  },
  comingFinancial: {
    id: 'dashboard.coming.financial',
    defaultMessage: 'Revenue, postings and balances of the day appear here once folios and postings are built.',
  },
  comingSales: {
    id: 'dashboard.coming.sales',
    defaultMessage: 'Production by source, market and company appears here once reservations and contracts are built.',
  },
  comingCloseShift: {
    id: 'dashboard.coming.closeShift',
    defaultMessage: 'Each shift’s payments and postings, by cashier, appear here once shifts are built.',
  },
  comingCashier: {
    id: 'dashboard.coming.cashier',
    defaultMessage: 'Open folios, today’s payments and the high-balance list appear here once folios are built.',
  },
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

export const guestsMessage = defineMessage<{ count: number }>({
  id: 'dashboard.today.guests',
  defaultMessage: '{count, plural, one {# guest} other {# guests}}',
});

export const soldOfMessage = defineMessage<{ sold: string; available: string }>({
  id: 'dashboard.today.soldOf',
  defaultMessage: '{sold} of {available} rooms sold',
});

/** What the chart's picture says as a whole, for screen readers. */
export const chartSummaryMessage = defineMessage<{
  from: string;
  to: string;
  average: string;
  highest: string;
  highestNight: string;
  lowest: string;
  lowestNight: string;
}>({
  id: 'dashboard.chart.summary',
  defaultMessage:
    'Occupancy by night from {from} to {to}: average {average}, highest {highest} on {highestNight}, lowest {lowest} on {lowestNight}.',
});

/** One bar of the chart, as its tooltip and screen readers say it. */
export const chartBarMessage = defineMessage<{ night: string; occupancy: string; sold: string; available: string }>({
  id: 'dashboard.chart.bar',
  defaultMessage: '{night}: {occupancy} ({sold} of {available} rooms)',
});
