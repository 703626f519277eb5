import type { ActionOf, ApiPath, RequestData, ResponseData } from '@pms/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { IntlShape } from 'react-intl';
import { actionQuery, type ReferencePath, referenceQuery } from '../query/actionQuery.ts';
import type { ReportChoice, ReportChoices, ReportQuery, ReportRun, ReportTable, ReportValues } from './definition.ts';

// The one place the typed read of one path becomes a read of any: only what `select` answers
// reaches the screen, and the query client's default function sends the key's own action.
const asReportQuery = <T>(options: object) => options as ReportQuery<T>;

/**
 * A report read by one action of the API, for complete and valid `values`; `table` finds the
 * report in the answer. The last report stays on screen while the next one loads.
 */
export function reportQuery<P extends ApiPath, A extends ActionOf<P>>(
  values: ReportValues,
  path: P,
  action: A,
  data: RequestData<P, A>,
  table: (answer: ResponseData<P, A>) => ReportTable,
): ReportQuery<ReportRun> {
  return asReportQuery(
    actionQuery(path, action, data, {
      select: (answer): ReportRun => ({ values, table: table(answer) }),
      placeholderData: keepPreviousData,
    }),
  );
}

type ReferenceRows<P extends ReferencePath> = ResponseData<P, ActionOf<P> & 'list-minimum'>;

/** A filter's choices from a reference list (`list-minimum`), on the cache every screen shares. */
export function referenceChoices<P extends ReferencePath>(
  path: P,
  choicesOf: (rows: ReferenceRows<P>, intl: IntlShape) => ReportChoice[],
  options: { isSearchable?: boolean } = {},
): ReportChoices {
  return {
    ...options,
    query: (intl) =>
      asReportQuery({ ...referenceQuery(path), select: (rows: ReferenceRows<P>) => choicesOf(rows, intl) }),
  };
}

/** A filter's fixed choices (words of the contract), in the staff language; nothing is read. */
export function fixedChoices(name: string, choicesOf: (intl: IntlShape) => ReportChoice[]): ReportChoices {
  return {
    query: (intl) => {
      const choices = choicesOf(intl);
      return asReportQuery(
        queryOptions({
          queryKey: ['report/choices', name, intl.locale],
          queryFn: () => choices,
          initialData: choices,
          staleTime: Number.POSITIVE_INFINITY,
        }),
      );
    },
  };
}
