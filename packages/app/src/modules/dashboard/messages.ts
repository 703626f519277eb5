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
  chartNight: { id: 'dashboard.chart.night', defaultMessage: 'Night' },
  chartSold: { id: 'dashboard.chart.sold', defaultMessage: 'Rooms sold' },
  chartAvailable: { id: 'dashboard.chart.available', defaultMessage: 'Rooms available' },
  chartOccupancy: { id: 'dashboard.chart.occupancy', defaultMessage: 'Occupancy' },
  chartNoNights: { id: 'dashboard.chart.none', defaultMessage: 'No nights to show.' },
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
