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
    defaultMessage:
      'Arrivals, departures, guests in house and the occupancy of the next 14 nights appear here once reservations are built.',
  },
  comingReception: {
    id: 'dashboard.coming.reception',
    defaultMessage:
      'Arrivals, departures, walk-ins and guests in house appear here once reservations and check-in are built.',
  },
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
