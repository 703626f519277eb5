import type { ActionOf, ApiPath } from '@pms/api-client';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { PageCriteria } from '../list/useListParams.ts';
import { actionQuery, referenceQuery } from '../query/actionQuery.ts';
import { type CommandOptions, useCommand } from '../query/useCommand.ts';
import type { MasterDataField, MasterDataPath, MasterDataRow, MinimumRow, ReferencePath } from './fields.ts';

/** One page of a master-data `search`. */
export interface SearchPage {
  total: number;
  offset: number;
  rows: MasterDataRow[];
}

const NO_PAGE: SearchPage = { total: 0, offset: 0, rows: [] };

// The generic kit reads and writes whichever master-data path it is given. The description's
// `MasterDataPath` has already checked that the path has these actions, and the server validates
// every request; one stand-in path lets the typed factories take the union without distributing
// over a hundred request types.
type AnyPath = 'configuration/building';

/** One page of a master-data list, as the server sorts, searches and pages it. */
export const masterDataSearchQuery = (path: MasterDataPath, criteria: PageCriteria) =>
  actionQuery(path as AnyPath, 'search', [criteria] as never, {
    // The rows stay under the spinner while the next page, order or search loads.
    placeholderData: keepPreviousData,
    select: (data): SearchPage => (data[0] as SearchPage | undefined) ?? NO_PAGE,
  });

type MasterDataAction = 'create' | 'update' | 'delete';

/** A write of a master-data list: its answer's rows, or the ApiError. Reads of `path` go again after it. */
export function useMasterDataCommand(
  path: MasterDataPath,
  action: MasterDataAction,
  options: CommandOptions<AnyPath, ActionOf<AnyPath>> = {},
) {
  const command = useCommand(path as AnyPath, action, options as CommandOptions<AnyPath, typeof action>);
  const run = command.run as unknown as (data: Record<string, unknown>[]) => Promise<MasterDataRow[]>;
  return { ...command, run };
}

/** What the ComboBoxes of a form choose from: a reference field's rows by field name. */
export interface References {
  /** The rows each reference field can point at; undefined while they load. */
  rows: Readonly<Record<string, readonly MinimumRow[] | undefined>>;
  failed: boolean;
}

/**
 * The `list-minimum` rows of every reference field, from the shared cache (referenceQuery): the
 * grid names the referenced rows with them and the form offers them as choices.
 */
export function useReferences(fields: readonly MasterDataField[]): References & { paths: readonly ApiPath[] } {
  const referencing = useMemo(() => fields.filter((field) => field.reference), [fields]);
  const combine = useCallback(
    (results: { data?: unknown; isError: boolean }[]): References => ({
      rows: Object.fromEntries(
        referencing.map((field, index) => [field.name, results[index]?.data as MinimumRow[] | undefined]),
      ),
      failed: results.some((result) => result.isError),
    }),
    [referencing],
  );
  const references = useQueries({
    queries: referencing.map((field) => referenceQuery(field.reference?.path as ReferencePath)),
    combine,
  });
  const paths = useMemo(() => referencing.map((field) => field.reference?.path as ApiPath), [referencing]);
  return { ...references, paths };
}
