import { defineMessage, defineMessages } from 'react-intl';

/** The report framework (shared/report): parameters, actions and the print layout of every report. */
export const reportMessages = defineMessages({
  parameters: { id: 'report.parameters', defaultMessage: 'Report parameters' },
  period: { id: 'report.period', defaultMessage: 'Period' },
  run: { id: 'report.run', defaultMessage: 'Run' },
  exportCsv: { id: 'report.exportCsv', defaultMessage: 'Export CSV' },
  print: { id: 'report.print', defaultMessage: 'Print' },
  actions: { id: 'report.actions', defaultMessage: 'Report actions' },
  total: { id: 'report.total', defaultMessage: 'Total' },
  // The specification's text for an empty list, kept word for word.
  noData: { id: 'report.noData', defaultMessage: 'No data to display' },
  hotelDate: { id: 'report.hotelDate', defaultMessage: 'Hotel date' },
  generatedAt: { id: 'report.generatedAt', defaultMessage: 'Generated' },
  periodRequired: { id: 'report.periodRequired', defaultMessage: 'Choose the first and the last day.' },
  dateRequired: { id: 'report.dateRequired', defaultMessage: 'Choose a day.' },
  notRun: {
    id: 'report.notRun',
    defaultMessage: 'The report below is still for the earlier choice: press Run to show the new one.',
  },
  roomType: { id: 'report.roomType', defaultMessage: 'Room type' },
  allRoomTypes: { id: 'report.allRoomTypes', defaultMessage: 'All room types' },
  floor: { id: 'report.floor', defaultMessage: 'Floor' },
  allFloors: { id: 'report.allFloors', defaultMessage: 'All floors' },
  company: { id: 'report.company', defaultMessage: 'Company' },
  allCompanies: { id: 'report.allCompanies', defaultMessage: 'All companies' },
  channel: { id: 'report.channel', defaultMessage: 'Channel' },
  allChannels: { id: 'report.allChannels', defaultMessage: 'All channels' },
  ota: { id: 'report.channel.ota', defaultMessage: 'OTA' },
  nonOta: { id: 'report.channel.nonOta', defaultMessage: 'Non-OTA' },
});

export const periodTooLongMessage = defineMessage<{ max: number }>({
  id: 'report.periodTooLong',
  defaultMessage: 'Choose at most {max} days.',
});

export const periodPastMessage = defineMessage<{ date: string }>({
  id: 'report.periodPast',
  defaultMessage: 'The period must end before the hotel date, {date}.',
});

export const dayCountMessage = defineMessage<{ count: number }>({
  id: 'report.dayCount',
  defaultMessage: '{count, plural, one {# day} other {# days}}',
});

export const rowCountMessage = defineMessage<{ count: number }>({
  id: 'report.rowCount',
  defaultMessage: '{count, plural, =0 {No rows} one {# row} other {# rows}}',
});

/** The page number in the printed page's corner; {page} and {pages} become the printer's counters. */
export const pageNumberMessage = defineMessage<{ page: string; pages: string }>({
  id: 'report.pageNumber',
  defaultMessage: 'Page {page} of {pages}',
});

/** A parameter as the printed report lists it, e.g. "Room type: DLX". */
export const parameterValueMessage = defineMessage<{ label: string; value: string }>({
  id: 'report.parameterValue',
  defaultMessage: '{label}: {value}',
});

/** A period in the printed report, "01-Nov-2026 – 30-Nov-2026". */
export const periodValueMessage = defineMessage<{ from: string; to: string }>({
  id: 'report.periodValue',
  defaultMessage: '{from} – {to}',
});
