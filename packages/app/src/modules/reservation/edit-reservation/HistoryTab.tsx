import type { Schemas } from '@pms/api-client';
import { DataGrid, type DataGridColumn, formatDate, formatDateTime, formatMoney } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { type BookingLists, type Choice, codeAndName } from '../api/references.ts';
import { reservationHistoryQuery } from '../api/reservation.ts';
import { statusMessages } from '../messages.ts';
import * as styles from './EditReservationPage.css.ts';
import { historyFieldOf } from './facts.ts';
import {
  historyActionMessages,
  historyFieldMessages,
  editMessages as m,
  stayFieldMessage,
  valueMessages as v,
} from './messages.ts';

type Entry = Schemas['ReservationHistoryEntry'];

/** A value of a reference field as the history shows it: its id, as staff read it. */
interface LabelledChoice {
  id: number;
  label: string;
}

/** One change, one row: an entry that changed several fields gives one row per field. */
interface HistoryRow {
  id: string;
  at: string;
  actor: string;
  action: string;
  field: string | null;
  before: string | null;
  after: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONEY_FIELDS = new Set(['depositRequired', 'cancellationFee', 'totalAmount', 'amount']);

export function rowsOf(entries: readonly Entry[]): HistoryRow[] {
  return entries.flatMap((entry, index): HistoryRow[] => {
    const base = { at: entry.at, actor: entry.actor, action: entry.action };
    if (entry.changes.length === 0) {
      return [{ ...base, id: `${index}`, field: null, before: null, after: null }];
    }
    return entry.changes.map((change, at) => ({ ...base, id: `${index}-${at}`, ...change }));
  });
}

const isKnown = <T extends object>(messages: T, key: string): key is Extract<keyof T, string> => key in messages;

/** 'stays/2/departure' → "Stay 2 · Departure"; 'stays/3' → "Stay 3"; a field the screen does not know shows as named. */
function fieldLabel(intl: IntlShape, field: string | null): string {
  if (field === null) return intl.formatMessage(commonMessages.empty);
  const { stayLine, name } = historyFieldOf(field);
  const [first = '', ...rest] = name.split('/');
  const named = isKnown(historyFieldMessages, first) ? intl.formatMessage(historyFieldMessages[first]) : first;
  const shown = [named, ...rest.map((part) => (ISO_DATE.test(part) ? formatDate(part) : part))].join(' · ');
  if (stayLine === undefined) return shown;
  if (name === '') return intl.formatMessage(v.stayHeading, { line: stayLine });
  return intl.formatMessage(stayFieldMessage, { line: stayLine, field: shown });
}

/** A value as staff read it: ids as codes, dates as dd-MMM-yyyy, statuses in words. */
function valueText(
  intl: IntlShape,
  field: string | null,
  value: string | null,
  lookups: Readonly<Record<string, readonly LabelledChoice[] | undefined>>,
  side: 'before' | 'after',
): string {
  // The server names a change of nightly rates that left the total as it was, without values.
  if (side === 'after' && value === null && field?.endsWith('/nightlyRates')) return intl.formatMessage(m.ratesChanged);
  if (value === null || value === '') return intl.formatMessage(commonMessages.empty);
  const name = (field ? historyFieldOf(field).name.split('/')[0] : undefined) ?? '';
  if (name === '' && field && historyFieldOf(field).stayLine !== undefined) {
    // A stay added or removed: the server describes it; the word for what happened is enough here.
    return value;
  }
  if (name === 'status' && isKnown(statusMessages, value)) return intl.formatMessage(statusMessages[value]);
  const lookup = lookups[name];
  if (lookup && /^\d+$/.test(value)) return lookup.find((choice) => choice.id === Number(value))?.label ?? value;
  if (ISO_DATE.test(value)) return formatDate(value);
  if (MONEY_FIELDS.has(name) || (field?.includes('nightlyRates') && /^\d+(\.\d+)?$/.test(value))) {
    try {
      return formatMoney(value);
    } catch {
      return value;
    }
  }
  return value;
}

function actionText(intl: IntlShape, action: string): string {
  const message: MessageDescriptor | undefined = isKnown(historyActionMessages, action)
    ? historyActionMessages[action]
    : undefined;
  return message ? intl.formatMessage(message) : action;
}

interface HistoryTabProps {
  reservationId: number;
  lists: BookingLists;
}

const labelled = (rows: Choice[] | undefined) => rows?.map((row) => ({ id: row.id, label: codeAndName(row) }));

/** Every change of the reservation from the audit log, newest first, one row per changed field. */
export function HistoryTab({ reservationId, lists }: HistoryTabProps) {
  const intl = useIntl();
  // Every command of the reservation reads it again (useCommand invalidates its path).
  const history = useQuery(reservationHistoryQuery(reservationId));

  const lookups = useMemo<Record<string, readonly LabelledChoice[] | undefined>>(
    () => ({
      roomTypeId: lists.roomTypes?.map((type) => ({ id: type.id, label: type.code })),
      roomId: lists.rooms?.map((room) => ({ id: room.id, label: room.roomNumber })),
      mealTypeId: labelled(lists.mealTypes),
      sourceId: labelled(lists.sources),
      marketId: labelled(lists.markets),
      segmentId: labelled(lists.segments),
      rateCodeId: labelled(lists.rateCodes),
      companyProfileId: labelled(lists.companies),
      cancellationReasonId: labelled(lists.cancellationReasons),
    }),
    [lists],
  );

  const rows = useMemo(() => rowsOf(history.data ?? []), [history.data]);
  const columns = useMemo<DataGridColumn<HistoryRow>[]>(
    () => [
      {
        id: 'at',
        accessor: 'at',
        header: intl.formatMessage(m.at),
        width: 170,
        format: (value) => formatDateTime(value),
        csv: (value) => value,
      },
      { id: 'actor', accessor: 'actor', header: intl.formatMessage(m.actor), width: 120 },
      {
        id: 'action',
        accessor: 'action',
        header: intl.formatMessage(m.action),
        width: 110,
        format: (value) => actionText(intl, value),
      },
      {
        id: 'field',
        accessor: 'field',
        header: intl.formatMessage(m.field),
        width: 200,
        isRowHeader: true,
        format: (value) => fieldLabel(intl, value),
      },
      {
        id: 'before',
        accessor: 'before',
        header: intl.formatMessage(m.before),
        width: 200,
        format: (value, row) => valueText(intl, row.field, value, lookups, 'before'),
        cell: (value, row) => {
          const text = valueText(intl, row.field, value, lookups, 'before');
          return (
            <span className={styles.historyValue} title={text}>
              {text}
            </span>
          );
        },
      },
      {
        id: 'after',
        accessor: 'after',
        header: intl.formatMessage(m.after),
        width: 200,
        format: (value, row) => valueText(intl, row.field, value, lookups, 'after'),
        cell: (value, row) => {
          const text = valueText(intl, row.field, value, lookups, 'after');
          return (
            <span className={styles.historyValue} title={text}>
              {text}
            </span>
          );
        },
      },
    ],
    [intl, lookups],
  );

  return (
    <div className={styles.tabPanel}>
      <p className={styles.muted}>{intl.formatMessage(m.historyIntro)}</p>
      <LoadFailure error={history.error} />
      {history.data && rows.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noHistory)}</p>
      ) : (
        <DataGrid
          aria-label={intl.formatMessage(m.historyGrid)}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          isLoading={history.isFetching}
          maxHeight="max(15rem, calc(100vh - 24rem))"
          showExportButton
          exportFileName="reservation-history.csv"
        />
      )}
    </div>
  );
}
