import {
  type DataGridColumn,
  type DataGridSorting,
  fontStacks,
  formatDate,
  formatDateTime,
  lightTheme,
  themeRoot,
} from '@pms/ui';
import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import type { ReportChoice, ReportDefinition, ReportRow, ReportTable, ReportValues } from './definition.ts';
import { reportMessages as m, pageNumberMessage, parameterValueMessage, periodValueMessage } from './messages.ts';
import { exportFileName, FROM_DATE, TO_DATE } from './parameters.ts';
import * as styles from './ReportPrintLayout.css.ts';

interface ReportPrintLayoutProps {
  definition: ReportDefinition;
  values: ReportValues;
  table: ReportTable;
  /** The screen's columns: the same headings and cell texts on paper. */
  columns: readonly DataGridColumn<ReportRow>[];
  /** The screen's order, so the paper lists the rows as staff sorted them. */
  sorting: DataGridSorting;
  choices: Readonly<Record<string, readonly ReportChoice[]>>;
}

// Past these many columns a report is printed across the sheet, and smaller.
const PORTRAIT_COLUMNS = 8;
const LANDSCAPE_COLUMNS = 16;

/** A CSS string literal of `text` (for `content:`), safe whatever the text holds. */
export function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
}

/**
 * The CSS `content` of a message holding the printer's page counters, e.g. "Page " counter(page)
 * " of " counter(pages): the translation decides where the numbers go.
 */
export function pageNumberContent(intl: IntlShape): string {
  const page = '\uE000';
  const pages = '\uE001';
  const text = intl.formatMessage(pageNumberMessage, { page, pages });
  return text
    .split(/(\uE000|\uE001)/)
    .filter((part) => part !== '')
    .map((part) => (part === page ? 'counter(page)' : part === pages ? 'counter(pages)' : cssString(part)))
    .join(' ');
}

/** Ascending order of two sort values as the grid orders them: empty last, numbers by value. */
function compare(a: unknown, b: unknown, collator: Intl.Collator): number {
  const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
  if (isEmpty(a)) return isEmpty(b) ? 0 : 1;
  if (isEmpty(b)) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function sortKeyOf(column: DataGridColumn<ReportRow>, row: ReportRow): unknown {
  return typeof column.accessor === 'function' ? column.accessor(row) : row[column.accessor];
}

function textOf(column: DataGridColumn<ReportRow>, row: ReportRow): string {
  const value = sortKeyOf(column, row);
  if (value === null || value === undefined || value === '') return '';
  return column.format ? (column.format as (value: unknown, row: ReportRow) => string)(value, row) : String(value);
}

/** The parameters as printed under the title: "Period: 01-Nov-2026 – 30-Nov-2026", "Room type: DLX"… */
function parameterLines(
  definition: ReportDefinition,
  values: ReportValues,
  choices: Readonly<Record<string, readonly ReportChoice[]>>,
  intl: IntlShape,
): string[] {
  return definition.parameters.flatMap((parameter) => {
    if (parameter.kind === 'period') {
      const from = values[FROM_DATE];
      const to = values[TO_DATE];
      if (!from || !to) return [];
      const value = intl.formatMessage(periodValueMessage, { from: formatDate(from), to: formatDate(to) });
      const label: MessageDescriptor = parameter.label ?? m.period;
      return [intl.formatMessage(parameterValueMessage, { label: intl.formatMessage(label), value })];
    }
    const chosen = values[parameter.name];
    if (parameter.kind === 'date') {
      if (!chosen) return [];
      const label = intl.formatMessage(parameter.label);
      return [intl.formatMessage(parameterValueMessage, { label, value: formatDate(chosen) })];
    }
    const value = chosen
      ? (choices[parameter.name]?.find((choice) => choice.id === chosen)?.label ?? chosen)
      : intl.formatMessage(parameter.allLabel);
    return [intl.formatMessage(parameterValueMessage, { label: intl.formatMessage(parameter.label), value })];
  });
}

const LANG: Record<string, string> = { th: 'th', lo: 'lo' };

/**
 * The report on paper (and in a saved PDF): A4, the hotel's name and the report's title, its
 * parameters, when it was generated, the rows with the headings repeated on every page and the
 * totals at the end, and page numbers in the page margin where the browser draws margin boxes.
 * It lives at the end of <body>, hidden on screen; when printing it is all that shows.
 */
// Memoised: the screen re-renders on every keystroke in its fields, and the paper holds every row.
export const ReportPrintLayout = memo(function ReportPrintLayout({
  definition,
  values,
  table,
  columns,
  sorting,
  choices,
}: ReportPrintLayoutProps) {
  const intl = useIntl();
  // Built after the grid has painted, not in the way of the screen.
  const source = useMemo(() => ({ table, columns, sorting }), [table, columns, sorting]);
  const deferred = useDeferredValue(source);
  const rows = useMemo(() => {
    const [sort] = deferred.sorting;
    const column = sort ? deferred.columns.find((candidate) => candidate.id === sort.id) : undefined;
    if (!sort || !column) return deferred.table.rows;
    const collator = new Intl.Collator(intl.locale, { numeric: true, sensitivity: 'base' });
    const sorted = [...deferred.table.rows].sort((a, b) =>
      compare(sortKeyOf(column, a), sortKeyOf(column, b), collator),
    );
    return sort.desc ? sorted.reverse() : sorted;
  }, [deferred, intl.locale]);

  const title = intl.formatMessage(definition.title);
  // "Save as PDF" names the file after the page title: the report and its dates, like the CSV.
  const documentTitle = exportFileName(definition.name, definition.parameters, values).replace(/\.csv$/, '');
  useEffect(() => {
    let previous: string | null = null;
    const before = () => {
      previous = document.title;
      document.title = documentTitle;
    };
    const after = () => {
      if (previous !== null) document.title = previous;
      previous = null;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      after();
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [documentTitle]);
  const generated = `${intl.formatMessage(m.generatedAt)}: ${formatDateTime(table.generatedAt)}`;
  const hotelDate = `${intl.formatMessage(m.hotelDate)}: ${formatDate(table.hotelDate)}`;
  const count = deferred.columns.length;
  const orientation = count > PORTRAIT_COLUMNS ? 'landscape' : 'portrait';
  const size = count > LANDSCAPE_COLUMNS ? styles.small : count > PORTRAIT_COLUMNS ? styles.medium : undefined;
  const marginFont = `font-family: ${fontStacks.body}; font-size: 7.5pt; color: #444;`;
  // Margin boxes take the page's size and the translated texts, so they are written here.
  const pageRule = `@media print {
  @page {
    size: A4 ${orientation};
    margin: 16mm 10mm 14mm;
    @top-left { content: ${cssString(`${table.hotelName} · ${title}`)}; ${marginFont} }
    @bottom-left { content: ${cssString(generated)}; ${marginFont} }
    @bottom-right { content: ${pageNumberContent(intl)}; ${marginFont} }
  }
}`;
  const totals = deferred.table.totals;
  const kinds = new Map(deferred.table.columns.map((column) => [column.key, column.kind]));
  const language = LANG[intl.locale.slice(0, 2)] ?? 'en';

  return createPortal(
    <div
      className={[lightTheme, themeRoot, styles.root, size].filter(Boolean).join(' ')}
      lang={language}
      data-report-print=""
    >
      <style>{pageRule}</style>
      <div className={styles.header}>
        <p className={styles.hotel}>{table.hotelName}</p>
        <h1 className={styles.title}>{title}</h1>
        <ul className={styles.parameters}>
          {parameterLines(definition, values, choices, intl).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className={styles.generated}>
          <span>{hotelDate}</span>
          <span>{generated}</span>
        </p>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            {deferred.columns.map((column) => (
              <th key={column.id} scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Rows have no identity of their own; their order is fixed for this rendering.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <tr key={index}>
              {deferred.columns.map((column) => (
                <td key={column.id} data-align={column.align ?? 'start'} data-kind={kinds.get(column.id)}>
                  {textOf(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {rows.length > 0 && Object.keys(totals).length > 0 ? (
          <tfoot>
            <tr>
              {deferred.columns.map((column, index) => (
                <td key={column.id} data-align={column.align ?? 'start'}>
                  {textOf(column, totals) || (index === 0 ? intl.formatMessage(m.total) : '')}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
      {rows.length === 0 ? <p className={styles.empty}>{intl.formatMessage(m.noData)}</p> : null}
    </div>,
    document.body,
  );
});
