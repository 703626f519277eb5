import {
  Button,
  DataGrid,
  type DataGridColumn,
  type DataGridHandle,
  type DataGridSorting,
  dataGridColumn,
  formatDate,
  formatDateTime,
  Toolbar,
} from '@pms/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type FormEvent, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import * as adminStyles from '../admin/AdminScreen.css.ts';
import { AdminScreen, LoadFailure } from '../admin/AdminScreen.tsx';
import { useHotelDate } from '../hotelDate.ts';
import type { ReportChoice, ReportColumn, ReportDefinition, ReportRow, ReportValues } from './definition.ts';
import { formatCell, isFigure, sortValue } from './format.ts';
import { reportMessages as m, rowCountMessage } from './messages.ts';
import { exportFileName, problemsOf, resolveValues, toSearchParams, valuesKey } from './parameters.ts';
import { ReportParameterFields } from './ReportParameterFields.tsx';
import { ReportPrintLayout } from './ReportPrintLayout.tsx';
import * as styles from './ReportScreen.css.ts';

const NO_ROWS: ReportRow[] = [];

/** Widths in px by kind; a night column only holds a count. */
const KIND_WIDTHS = { text: 150, date: 112, integer: 92, money: 124, percent: 100 } as const;
const NIGHT_WIDTH = 104;

/** The lists of the report's filters, by parameter name; a list still loading (or failed) is absent. */
function useChoices(definition: ReportDefinition): Readonly<Record<string, readonly ReportChoice[]>> {
  const intl = useIntl();
  const filters = definition.parameters.filter((parameter) => parameter.kind === 'choice');
  // Without its list a filter offers "all" only; the report itself still runs.
  return useQueries({
    queries: filters.map((parameter) => parameter.choices.query(intl)),
    combine: (lists) =>
      Object.fromEntries(
        lists.flatMap((list, index) => {
          const name = filters[index]?.name;
          return list.data && name ? [[name, list.data]] : [];
        }),
      ),
  });
}

/** A column's heading: the night's date, the report's label for the key, or the key itself. */
function headerOf(definition: ReportDefinition, column: ReportColumn, intl: IntlShape): string {
  if (column.night) return formatDate(column.night);
  const label = definition.columnLabels[column.key];
  return label ? intl.formatMessage(label) : column.key;
}

/** Whether a column's cells take their kind from their row (definition.ts `rowKinds`). */
const hasRowKinds = (definition: ReportDefinition, column: ReportColumn) =>
  definition.rowKinds?.columns.includes(column.key) === true;

/** The kind of one cell: its column's, or its row's where the report says so. */
function kindOf(definition: ReportDefinition, column: ReportColumn, row: ReportRow): ReportColumn['kind'] {
  if (!definition.rowKinds || !hasRowKinds(definition, column)) return column.kind;
  const kind = row[definition.rowKinds.kindKey];
  return kind === 'integer' || kind === 'money' || kind === 'percent' ? kind : column.kind;
}

/** A cell's text: figures and dates formatted, stable words of text columns translated. */
function cellText(definition: ReportDefinition, column: ReportColumn, row: ReportRow, intl: IntlShape): string {
  const value = row[column.key];
  const kind = kindOf(definition, column, row);
  const translate = definition.textValues?.[column.key];
  if (kind === 'text' && translate && typeof value === 'string' && value !== '') return translate(value, intl);
  return formatCell(kind, value);
}

/**
 * The screen of every report (shared by the departments): the report's parameters, kept in the
 * URL so a report can be bookmarked, with defaults from the hotel date; Run; the rows and their
 * totals in a DataGrid; Export CSV (headings in the staff language, figures exact); and Print,
 * an A4 layout with the hotel's name, the parameters and page numbers, which also saves a PDF.
 */
export function ReportScreen({ definition }: { definition: ReportDefinition }) {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const choices = useChoices(definition);
  const [searchParams, setSearchParams] = useSearchParams();
  const { parameters } = definition;

  // What the URL asks for, completed with the defaults; the URL is then rewritten to hold them all.
  const resolved = useMemo(
    () => resolveValues(parameters, searchParams, hotelDate),
    [parameters, searchParams, hotelDate],
  );
  const applied = resolved.values;
  const appliedKey = applied ? valuesKey(applied) : null;
  // A layout effect: it writes before the browser handles anything else, so a click on to another
  // screen can never come first and be undone by this report's late rewrite of the address.
  // Nor once the browser's address has moved on to another screen while this one is still shown
  // (a memory router, as in Storybook, leaves the browser's address alone).
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const browserPath = window.location.pathname;
    const movedOn = browserPath.startsWith('/menu') && browserPath !== pathname;
    if (applied && resolved.completedFromDefaults && !movedOn) {
      setSearchParams((current) => toSearchParams(parameters, applied, current), { replace: true });
    }
  }, [applied, resolved.completedFromDefaults, parameters, setSearchParams, pathname]);

  // What the fields show: the applied values until staff change them, and again after navigating
  // (adjusted while rendering, so the fields never show the values of the address before).
  const [draft, setDraft] = useState<{ values: ReportValues; of: string | null }>({
    values: applied ?? {},
    of: appliedKey,
  });
  if (applied && draft.of !== appliedKey) setDraft({ values: applied, of: appliedKey });
  const values = applied && draft.of !== appliedKey ? applied : draft.values;
  const change = (next: Record<string, string>) =>
    setDraft((current) => ({ ...current, values: { ...current.values, ...next } }));

  const draftProblems = useMemo(
    () => problemsOf(parameters, values, hotelDate, formatDate),
    [parameters, values, hotelDate],
  );
  const appliedIsValid =
    applied !== null && Object.keys(problemsOf(parameters, applied, hotelDate, formatDate)).length === 0;

  // A report runs once the address holds every value (defaults written in first), and only when
  // they are valid: a bookmark of too long a period says what is wrong without asking the server.
  const runnable = appliedIsValid && resolved.completedFromDefaults === false ? applied : null;
  const report = useQuery({ ...definition.query(runnable ?? {}), enabled: runnable !== null });
  const ran = report.data;
  const isLoading = report.isFetching;
  // A new run clears the last one's failure, as the grid's spinner takes its place.
  const error = isLoading ? undefined : report.error;
  const isStale = applied !== null && valuesKey(values) !== appliedKey;

  const run = (event?: FormEvent) => {
    event?.preventDefault();
    if (Object.keys(draftProblems).length > 0) return;
    // The same values again read the report afresh; others go into the address, which runs them.
    if (valuesKey(values) === appliedKey) void report.refetch();
    else setSearchParams((current) => toSearchParams(parameters, values, current));
  };

  const [sorting, setSorting] = useState<DataGridSorting>([]);
  // The rows of the values asked for (the last ones stay in view while the next load), never
  // those of other values the URL has since moved away from.
  const shown = ran && (isLoading || valuesKey(ran.values) === appliedKey) ? ran : null;
  const table = shown?.table;
  const columns = useMemo<DataGridColumn<ReportRow>[]>(
    () =>
      (table?.columns ?? []).map((column, index) =>
        dataGridColumn<ReportRow, string | number | null>({
          id: column.key,
          header: headerOf(definition, column, intl),
          accessor: (row) => sortValue(kindOf(definition, column, row), row[column.key]),
          format: (_, row) => cellText(definition, column, row, intl),
          // Figures and dates exactly as the server sent them, for spreadsheets; words as shown.
          csv: (_, row) =>
            kindOf(definition, column, row) === 'text' ? cellText(definition, column, row, intl) : row[column.key],
          align: isFigure(column.kind) || hasRowKinds(definition, column) ? 'end' : 'start',
          width: definition.columnWidths?.[column.key] ?? (column.night ? NIGHT_WIDTH : KIND_WIDTHS[column.kind]),
          isRowHeader: index === 0,
        }),
      ),
    [table, definition, intl],
  );
  // A sort stays while its column does (Run again, another filter); other columns start in the
  // server's order.
  useEffect(() => {
    if (table) setSorting((current) => current.filter((entry) => table.columns.some(({ key }) => key === entry.id)));
  }, [table]);

  const grid = useRef<DataGridHandle>(null);
  const rows = table?.rows ?? NO_ROWS;
  const navigate = useNavigate();
  const { rowLink } = definition;
  // Row ids are the rows' places in the answer, whatever the sort.
  const openRow = useMemo(
    () =>
      rowLink
        ? (key: string | number) => {
            const row = rows[Number(key)];
            const link = row ? rowLink(row) : undefined;
            if (link) navigate(link);
          }
        : undefined,
    [rowLink, rows, navigate],
  );
  const title = intl.formatMessage(definition.title);
  const hasRows = rows.length > 0;

  return (
    <AdminScreen
      title={title}
      intro={intl.formatMessage(definition.intro)}
      bar={
        <form className={styles.parameters} aria-label={intl.formatMessage(m.parameters)} onSubmit={run} noValidate>
          <ReportParameterFields
            parameters={parameters}
            values={values}
            problems={draftProblems}
            choices={choices}
            hotelDate={hotelDate}
            isDisabled={applied === null}
            onChange={change}
          />
          <Button type="submit" variant="primary" isDisabled={applied === null || isLoading} className={styles.run}>
            {intl.formatMessage(m.run)}
          </Button>
        </form>
      }
      notice={<LoadFailure error={error} />}
    >
      <div className={styles.status}>
        <div className={styles.facts} aria-live="polite">
          {isStale ? <span className={styles.stale}>{intl.formatMessage(m.notRun)}</span> : null}
          {table ? (
            <>
              <span>{intl.formatMessage(rowCountMessage, { count: rows.length })}</span>
              <span>{`${intl.formatMessage(m.hotelDate)}: ${formatDate(table.hotelDate)}`}</span>
              <span>{`${intl.formatMessage(m.generatedAt)}: ${formatDateTime(table.generatedAt)}`}</span>
            </>
          ) : null}
        </div>
        <Toolbar aria-label={intl.formatMessage(m.actions)} className={adminStyles.toolbar}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!hasRows}
            onPress={() => {
              if (shown)
                grid.current?.exportCsv({ fileName: exportFileName(definition.name, parameters, shown.values) });
            }}
          >
            {intl.formatMessage(m.exportCsv)}
          </Button>
          <Button variant="secondary" size="sm" isDisabled={!shown} onPress={() => window.print()}>
            {intl.formatMessage(m.print)}
          </Button>
        </Toolbar>
      </div>
      {shown && definition.chart ? (
        <Suspense fallback={null}>
          <div className={styles.chart}>{definition.chart(shown.table, title)}</div>
        </Suspense>
      ) : null}
      <DataGrid<ReportRow>
        ref={grid}
        aria-label={title}
        columns={columns}
        rows={rows}
        // A report without totals (one figure per row) has no totals row.
        footerRow={table && Object.keys(table.totals).length > 0 ? table.totals : undefined}
        footerLabel={intl.formatMessage(m.total)}
        isLoading={isLoading || (applied === null && !error)}
        sorting={sorting}
        onSortingChange={setSorting}
        onRowAction={openRow}
        maxHeight="max(15rem, calc(100vh - 24rem))"
      />
      {shown ? (
        <ReportPrintLayout
          definition={definition}
          values={shown.values}
          table={shown.table}
          columns={columns}
          sorting={sorting}
          choices={choices}
        />
      ) : null}
    </AdminScreen>
  );
}
