import type { Schemas } from '@pms/api-client';
import { addDays } from '../../../shared/dates.ts';
import { pageMessages as t } from '../../../shared/menu/messages.ts';
import { fixedChoices, referenceChoices } from '../../../shared/report/api.ts';
import type { ReportDefinition, ReportValues } from '../../../shared/report/definition.ts';
import { maintenanceReportQuery } from '../api/maintenance.ts';
import {
  maintenanceMessages as m,
  orderStatusMessages,
  priorityMessages,
  maintenanceReportMessages as r,
} from '../messages.ts';

const STATUSES = ['open', 'in-progress', 'done', 'cancelled'] as const;
const isStatus = (value: string): value is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(value);
const isPriority = (value: string): value is keyof typeof priorityMessages => value in priorityMessages;

/** The request for the screen's values: a filter left out is all. */
function filterOf(values: ReportValues): Schemas['MaintenanceReportFilter'] {
  const filter: Schemas['MaintenanceReportFilter'] = {
    fromDate: values.fromDate as string,
    toDate: values.toDate as string,
  };
  if (values.maintenanceTypeId) filter.maintenanceTypeId = Number(values.maintenanceTypeId);
  if (values.roomId) filter.roomId = Number(values.roomId);
  if (values.status && isStatus(values.status)) filter.status = values.status;
  return filter;
}

/** maintenance-report: orders by period reported, type, room and status. */
export const maintenanceReport: ReportDefinition = {
  name: 'maintenance-report',
  title: t.maintenanceReport,
  intro: r.intro,
  parameters: [
    {
      kind: 'period',
      label: m.from,
      defaultPeriod: (hotelDate) => ({ fromDate: addDays(hotelDate, -29), toDate: hotelDate }),
      maxDays: 366,
    },
    {
      kind: 'choice',
      name: 'maintenanceTypeId',
      label: m.type,
      allLabel: m.allTypes,
      choices: referenceChoices('configuration/maintenance-type', (rows) =>
        rows.map((row) => ({ id: String(row.id), label: `${row.code} · ${row.name}` })),
      ),
    },
    {
      kind: 'choice',
      name: 'roomId',
      label: m.room,
      allLabel: r.allRooms,
      choices: referenceChoices(
        'configuration/room',
        (rows) => rows.map((row) => ({ id: String(row.id), label: row.roomNumber })),
        { isSearchable: true },
      ),
    },
    {
      kind: 'choice',
      name: 'status',
      label: m.status,
      allLabel: r.allStatuses,
      choices: fixedChoices('maintenance-status', (intl) =>
        STATUSES.map((status) => ({ id: status, label: intl.formatMessage(orderStatusMessages[status]) })),
      ),
    },
  ],
  columnLabels: {
    orderId: m.orderNumber,
    reportedOn: m.reportedOn,
    maintenanceType: m.type,
    roomNumber: m.room,
    area: m.area,
    priority: m.priority,
    description: m.description,
    status: m.status,
    assignedTo: m.assignedTo,
    outOfOrderNights: r.outOfOrderNights,
    hoursToFinish: r.hoursToFinish,
    resolution: m.resolution,
    parts: m.parts,
  },
  textValues: {
    status: (value, intl) => (isStatus(value) ? intl.formatMessage(orderStatusMessages[value]) : value),
    priority: (value, intl) => (isPriority(value) ? intl.formatMessage(priorityMessages[value]) : value),
  },
  columnWidths: {
    orderId: 60,
    roomNumber: 72,
    area: 100,
    maintenanceType: 150,
    priority: 84,
    description: 240,
    status: 100,
    assignedTo: 140,
    outOfOrderNights: 88,
    hoursToFinish: 96,
    resolution: 220,
    parts: 200,
  },
  query: (values) => maintenanceReportQuery(values, filterOf(values)),
};
