import { defineMessage, defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (HotelYear): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const hotelYearMessages = defineMessages({
  title: { id: 'configuration.hotelYear.title', defaultMessage: 'Hotel years' },
  item: { id: 'configuration.hotelYear.item', defaultMessage: 'hotel year' },
  intro: {
    id: 'configuration.hotelYear.intro',
    defaultMessage:
      'The hotel’s business years, each with a period per month (Periods). Close the periods, then the year; a year’s dates change only while none of its periods is closed.',
  },
  searchPlaceholder: { id: 'configuration.hotelYear.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.hotelYear.code', defaultMessage: 'Code' },
  name: { id: 'configuration.hotelYear.name', defaultMessage: 'Name' },
  startsOn: { id: 'configuration.hotelYear.startsOn', defaultMessage: 'Starts on' },
  endsOn: { id: 'configuration.hotelYear.endsOn', defaultMessage: 'Ends on' },
  closed: { id: 'configuration.hotelYear.closed', defaultMessage: 'Closed (no more postings)' },
  periods: { id: 'configuration.hotelYear.periods', defaultMessage: 'Periods' },
  periodsTitle: { id: 'configuration.hotelYear.periodsTitle', defaultMessage: 'Hotel year periods' },
  periodsHelp: {
    id: 'configuration.hotelYear.periodsHelp',
    defaultMessage:
      'One period per month of the year. Close a period once its postings are final; the year can be closed when all its periods are.',
  },
  periodsYearClosed: {
    id: 'configuration.hotelYear.periodsYearClosed',
    defaultMessage: 'This year is closed. Reopen the year before reopening one of its periods.',
  },
  periodsLoading: { id: 'configuration.hotelYear.periodsLoading', defaultMessage: 'Loading the periods…' },
  periodsNone: { id: 'configuration.hotelYear.periodsNone', defaultMessage: 'This year has no periods.' },
  periodNumber: { id: 'configuration.hotelYear.periodNumber', defaultMessage: 'No.' },
  periodName: { id: 'configuration.hotelYear.periodName', defaultMessage: 'Period' },
  periodStartsOn: { id: 'configuration.hotelYear.periodStartsOn', defaultMessage: 'From' },
  periodEndsOn: { id: 'configuration.hotelYear.periodEndsOn', defaultMessage: 'To' },
  periodStatus: { id: 'configuration.hotelYear.periodStatus', defaultMessage: 'Status' },
  periodOpen: { id: 'configuration.hotelYear.periodOpen', defaultMessage: 'Open' },
  periodClosed: { id: 'configuration.hotelYear.periodClosed', defaultMessage: 'Closed' },
  closePeriod: { id: 'configuration.hotelYear.closePeriod', defaultMessage: 'Close' },
  reopenPeriod: { id: 'configuration.hotelYear.reopenPeriod', defaultMessage: 'Reopen' },
  periodsDone: { id: 'configuration.hotelYear.periodsDone', defaultMessage: 'Done' },
});

/** The accessible names of a period's Close and Reopen buttons, e.g. "Close Jan 2026". */
export const closePeriodLabel = defineMessage<{ period: string }>({
  id: 'configuration.hotelYear.closePeriodLabel',
  defaultMessage: 'Close {period}',
});

export const reopenPeriodLabel = defineMessage<{ period: string }>({
  id: 'configuration.hotelYear.reopenPeriodLabel',
  defaultMessage: 'Reopen {period}',
});
