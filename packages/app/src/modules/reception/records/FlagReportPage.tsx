import type { IntlShape } from 'react-intl';
import { addDays } from '../../../shared/dates.ts';
import { fixedChoices, referenceChoices, reportQuery } from '../../../shared/report/api.ts';
import type { ReportDefinition, ReportRow, ReportValues } from '../../../shared/report/definition.ts';
import { ReportScreen } from '../../../shared/report/ReportScreen.tsx';
import type { Flag, FlagKind } from '../api/records.ts';
import { recordMessages as m } from './messages.ts';
import { flagKindMessages } from './parts.tsx';

const COLUMNS = [
  ['date', 'date'],
  ['time', 'text'],
  ['roomNumber', 'text'],
  ['guestName', 'text'],
  ['confirmationNumber', 'text'],
  ['departmentName', 'text'],
  ['kind', 'text'],
  ['text', 'text'],
  ['status', 'text'],
  ['createdBy', 'text'],
  ['resolvedBy', 'text'],
  ['resolutionNote', 'text'],
] as const;

const rowOf = (flag: Flag): ReportRow => ({
  date: flag.date,
  time: flag.time ?? '',
  roomNumber: flag.roomNumber,
  guestName: flag.guestName,
  confirmationNumber: flag.confirmationNumber,
  departmentName: flag.departmentName,
  kind: flag.kind,
  text: flag.text,
  status: flag.status,
  createdBy: flag.createdBy,
  resolvedBy: flag.resolvedBy ?? '',
  resolutionNote: flag.resolutionNote,
});

const isKind = (value: string): value is FlagKind => value in flagKindMessages;

/**
 * The flag report (/menu/app/flag-report-reception) on the report kit: every flag of a date range
 * (the hotel date and the six days after it at first), of one department and status when chosen,
 * by date and time — shown, printed (ReportPrintLayout) and exported as every report is. Read
 * from reception/flag `report`, which answers the hotel's name and date with the rows.
 */
export const flagReport: ReportDefinition = {
  name: 'flag-report-reception',
  title: m.flagReportTitle,
  intro: m.flagReportIntro,
  parameters: [
    {
      kind: 'period',
      defaultPeriod: (hotelDate) => ({ fromDate: hotelDate, toDate: addDays(hotelDate, 6) }),
      maxDays: 366,
    },
    {
      kind: 'choice',
      name: 'departmentId',
      label: m.department,
      allLabel: m.flagAllDepartments,
      choices: referenceChoices('configuration/department', (rows) =>
        rows.map((row) => ({ id: String(row.id), label: row.name })),
      ),
    },
    {
      kind: 'choice',
      name: 'status',
      label: m.status,
      allLabel: m.allStatuses,
      choices: fixedChoices('flag-status', (intl) => [
        { id: 'open', label: intl.formatMessage(m.flagOpen) },
        { id: 'resolved', label: intl.formatMessage(m.flagResolved) },
      ]),
    },
  ],
  columnLabels: {
    date: m.reportFlagDate,
    time: m.reportFlagTime,
    roomNumber: m.reportRoom,
    guestName: m.reportGuest,
    confirmationNumber: m.reportConfirmation,
    departmentName: m.reportDepartment,
    kind: m.reportKind,
    text: m.reportText,
    status: m.reportStatus,
    createdBy: m.reportCreatedBy,
    resolvedBy: m.reportResolvedBy,
    resolutionNote: m.reportNote,
  },
  textValues: {
    kind: (value: string, intl: IntlShape) => (isKind(value) ? intl.formatMessage(flagKindMessages[value]) : value),
    status: (value: string, intl: IntlShape) =>
      value === 'open'
        ? intl.formatMessage(m.flagOpen)
        : value === 'resolved'
          ? intl.formatMessage(m.flagResolved)
          : value,
  },
  columnWidths: { time: 64, roomNumber: 76, guestName: 170, text: 220, resolutionNote: 160 },
  query: (values: ReportValues) => {
    const departmentId = Number(values.departmentId) || undefined;
    const status = values.status === 'open' || values.status === 'resolved' ? values.status : undefined;
    return reportQuery(
      values,
      'reception/flag',
      'report',
      [
        {
          fromDate: values.fromDate ?? '',
          toDate: values.toDate ?? '',
          ...(departmentId ? { departmentId } : {}),
          ...(status ? { status } : {}),
        },
      ],
      (answer) => {
        const report = answer[0];
        return {
          hotelName: report?.hotelName ?? '',
          hotelDate: report?.hotelDate ?? '',
          generatedAt: report?.generatedAt ?? new Date().toISOString(),
          columns: COLUMNS.map(([key, kind]) => ({ key, kind })),
          rows: (report?.rows ?? []).map(rowOf),
          totals: {},
        };
      },
    );
  },
};

export const FlagReportPage = () => <ReportScreen definition={flagReport} />;
