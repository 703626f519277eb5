import { type DataGridColumn, dataGridColumn, formatDate, formatMoney } from '@pms/ui';
import type { IntlShape } from 'react-intl';
import type { Posting } from '../api/posting.ts';
import * as styles from './Folio.css.ts';
import { folioMessages as m } from './messages.ts';
import { PostingDescription } from './PostingMarks.tsx';

/** A cell of a void posting is struck through, whatever column it is in. */
const struck = (posting: Posting, text: string) =>
  posting.void ? <span className={styles.voided}>{text}</span> : text;

const moneyColumn = (id: string, header: string, value: (row: Posting) => string, width = 100) =>
  dataGridColumn<Posting, string>({
    id,
    accessor: value,
    header,
    width,
    align: 'end',
    enableSorting: false,
    format: (amount) => formatMoney(amount),
    cell: (amount, row) => struck(row, formatMoney(amount)),
  });

/**
 * The postings grid's columns (spec: hotel date, code, description, qty, amount, tax, service,
 * total, cashier, shift). `withWindow` adds the window, for a list of every window's postings.
 */
export function postingColumns(intl: IntlShape, withWindow = false): DataGridColumn<Posting>[] {
  return [
    {
      id: 'hotelDate',
      accessor: 'hotelDate',
      header: intl.formatMessage(m.hotelDate),
      width: 105,
      enableSorting: false,
      format: (value) => formatDate(value),
      cell: (value, row) => struck(row, formatDate(value)),
    },
    ...(withWindow
      ? [
          {
            id: 'window',
            accessor: 'window',
            header: intl.formatMessage(m.window),
            width: 70,
            align: 'end',
            enableSorting: false,
          } satisfies DataGridColumn<Posting>,
        ]
      : []),
    {
      id: 'transactionCode',
      accessor: 'transactionCode',
      header: intl.formatMessage(m.code),
      width: 65,
      enableSorting: false,
      cell: (value, row) => struck(row, value),
    },
    {
      id: 'description',
      accessor: 'description',
      header: intl.formatMessage(m.description),
      width: 210,
      isRowHeader: true,
      enableSorting: false,
      format: (value, row) => (row.void ? `${value} (${intl.formatMessage(m.voidMark)})` : value),
      cell: (_, row) => <PostingDescription posting={row} />,
    },
    {
      id: 'quantity',
      accessor: 'quantity',
      header: intl.formatMessage(m.quantity),
      width: 50,
      align: 'end',
      enableSorting: false,
      cell: (value, row) => struck(row, String(value)),
    },
    moneyColumn('netAmount', intl.formatMessage(m.amount), (row) => row.netAmount, 100),
    moneyColumn('tax', intl.formatMessage(m.tax), (row) => row.tax, 80),
    moneyColumn('serviceCharge', intl.formatMessage(m.service), (row) => row.serviceCharge, 80),
    moneyColumn('total', intl.formatMessage(m.total), (row) => row.total, 100),
    {
      id: 'cashier',
      accessor: 'cashier',
      header: intl.formatMessage(m.cashier),
      width: 90,
      enableSorting: false,
    },
    { id: 'shift', accessor: 'shift', header: intl.formatMessage(m.shift), width: 60, enableSorting: false },
  ];
}
