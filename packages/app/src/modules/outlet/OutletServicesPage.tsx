import type { Schemas } from '@pms/api-client';
import {
  Badge,
  Box,
  Button,
  Card,
  DataGrid,
  type DataGridColumn,
  formatMoney,
  Inline,
  Notice,
  Radio,
  RadioGroup,
  SearchField,
  Stack,
  StatusChip,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import * as pageStyles from '../../shared/admin/AdminScreen.css.ts';
import { failureText } from '../../shared/admin/failures.ts';
import { commonMessages } from '../../shared/admin/messages.ts';
import { RefreshControls } from '../../shared/refresh/RefreshControls.tsx';
import { activeOutletsQuery, departmentNamesQuery, outletItemsQuery } from './api/outlet.ts';
import {
  itemCountMessage,
  itemsHeadingMessage,
  itemsShownMessage,
  outletMessages as m,
  noMatchMessage,
  saleMessages,
} from './messages.ts';
import * as styles from './OutletServicesPage.css.ts';
import { OutletSale } from './sale/OutletSale.tsx';

type Outlet = Schemas['Outlet'];
type OutletItem = Schemas['OutletItem'];

/** The chosen outlet's code in the address, so a reload or a bookmark keeps it. */
const OUTLET_PARAM = 'outlet';

interface OutletData {
  /** The hotel's active outlets, by code. */
  outlets: readonly Outlet[];
  /** Active items by outlet id, by code. */
  itemsByOutlet: ReadonlyMap<number, readonly OutletItem[]>;
  /** Department names by id. */
  departments: ReadonlyMap<number, string>;
}

/**
 * The active outlets, their active items and the department names: shown once all three are read,
 * refreshed as every screen's figures are, and read again together on Reload or Try again.
 */
function useOutletData() {
  const queries = [
    useQuery(activeOutletsQuery()),
    useQuery(outletItemsQuery()),
    useQuery(departmentNamesQuery()),
  ] as const;
  const [outlets, items, departments] = queries;
  const data: OutletData | undefined =
    outlets.data && items.data && departments.data
      ? { outlets: outlets.data, itemsByOutlet: items.data, departments: departments.data }
      : undefined;
  const error = queries.find((query) => query.error)?.error ?? null;
  const reload = () => {
    for (const query of queries) void query.refetch();
  };
  return { data, error, queries, reload };
}

const NO_ITEMS: readonly OutletItem[] = [];

/**
 * Home of Outlet Services (spec §2, /menu/app/outlet): the hotel's active outlets as a choice of
 * tiles; for the chosen outlet its price list, the check being made (charged to an in-house room
 * or paid now, posted in the caller's cashier shift, issue 18) and the day's checks.
 */
export function OutletServicesPage() {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, queries, reload } = useOutletData();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosenCode = searchParams.get(OUTLET_PARAM);
  const outlets = data?.outlets ?? [];
  // One outlet needs no choosing; a code no longer active chooses nothing.
  const chosen = outlets.length === 1 ? outlets[0] : outlets.find((outlet) => outlet.code === chosenCode);

  const choose = (code: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(OUTLET_PARAM, code);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack
      as="section"
      space="lg"
      padding="lg"
      className={styles.page}
      aria-labelledby={headingId}
      aria-busy={!data && !error}
    >
      <Inline as="header" space="md" align="between" alignY="bottom">
        <div className={pageStyles.heading}>
          <h1 id={headingId} className={pageStyles.title}>
            {intl.formatMessage(m.title)}
          </h1>
          <p className={pageStyles.intro}>{intl.formatMessage(m.intro)}</p>
        </div>
        <RefreshControls queries={queries} />
      </Inline>

      {error ? (
        <Notice tone="error" title={intl.formatMessage(commonMessages.canNotConnect)}>
          <Inline space="md">
            <span>{failureText(intl, error)}</span>
            <Button variant="secondary" size="sm" onPress={reload}>
              {intl.formatMessage(m.retry)}
            </Button>
          </Inline>
        </Notice>
      ) : null}

      {!data ? (
        error ? null : (
          <p className={styles.muted}>{intl.formatMessage(m.loading)}</p>
        )
      ) : outlets.length === 0 ? (
        <Notice tone="info" title={intl.formatMessage(m.noOutletsTitle)}>
          {intl.formatMessage(m.noOutletsBody)}
        </Notice>
      ) : (
        <>
          <OutletChoice data={data} chosen={chosen} onChoose={choose} />
          {chosen ? (
            <OutletSale
              key={chosen.id}
              outlet={chosen}
              items={data.itemsByOutlet.get(chosen.id) ?? NO_ITEMS}
              renderPriceList={(onAdd) => (
                <OutletItems outlet={chosen} items={data.itemsByOutlet.get(chosen.id) ?? NO_ITEMS} onAdd={onAdd} />
              )}
            />
          ) : (
            <p className={styles.hint}>{intl.formatMessage(m.chooseOutlet)}</p>
          )}
        </>
      )}
    </Stack>
  );
}

interface OutletChoiceProps {
  data: OutletData;
  chosen: Outlet | undefined;
  onChoose: (code: string) => void;
}

/** The outlets as tiles of one radio group: arrow keys move the choice, Tab leaves the group. */
function OutletChoice({ data, chosen, onChoose }: OutletChoiceProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Stack as="section" space="sm" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {intl.formatMessage(m.outletsHeading)}
      </h2>
      <RadioGroup
        aria-labelledby={headingId}
        orientation="horizontal"
        value={chosen?.code ?? null}
        onChange={onChoose}
        className={styles.tileGroup}
      >
        {data.outlets.map((outlet) => (
          <OutletTile
            key={outlet.id}
            outlet={outlet}
            department={outlet.departmentId === null ? undefined : data.departments.get(outlet.departmentId)}
            itemCount={data.itemsByOutlet.get(outlet.id)?.length ?? 0}
          />
        ))}
      </RadioGroup>
    </Stack>
  );
}

function OutletTile({ outlet, department, itemCount }: { outlet: Outlet; department?: string; itemCount: number }) {
  const intl = useIntl();
  const detailsId = useId();
  return (
    // The outlet's name names the choice; the rest of the tile describes it.
    <Radio value={outlet.code} aria-label={outlet.name} aria-describedby={detailsId} className={styles.tile}>
      <Stack as="span" space="xs" flexGrow={1}>
        {/* No wrapping: a long name breaks inside its own line, the code stays on the right. */}
        <Box as="span" display="flex" alignItems="start" justifyContent="between" gap="sm">
          <span className={styles.tileName}>{outlet.name}</span>
          <Badge className={styles.tileCode}>{outlet.code}</Badge>
        </Box>
        <Stack as="span" space="xxs" id={detailsId} className={styles.tileDetails}>
          {outlet.location ? <span className={styles.tileLine}>{outlet.location}</span> : null}
          <span className={styles.tileLine}>{department ?? intl.formatMessage(m.noDepartment)}</span>
          <Inline as="span" space="sm" align="between" marginTop="xs">
            <span className={styles.tileCount}>{intl.formatMessage(itemCountMessage, { count: itemCount })}</span>
            {outlet.postsToRoom === 1 ? <StatusChip tone="blue">{intl.formatMessage(m.postsToRoom)}</StatusChip> : null}
          </Inline>
        </Stack>
      </Stack>
    </Radio>
  );
}

/**
 * What the chosen outlet sells, searched by code or name on the screen (the list is short); a row
 * opened (click, Enter) or its Add button puts one more of the item on the check.
 */
function OutletItems({
  outlet,
  items,
  onAdd,
}: {
  outlet: Outlet;
  items: readonly OutletItem[];
  onAdd: (item: OutletItem) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const text = search.trim().toLocaleLowerCase();
  const rows = useMemo(
    () =>
      text
        ? items.filter(
            (item) => item.code.toLocaleLowerCase().includes(text) || item.name.toLocaleLowerCase().includes(text),
          )
        : items,
    [items, text],
  );
  const columns = useMemo<DataGridColumn<OutletItem>[]>(
    () => [
      { id: 'code', accessor: 'code', header: intl.formatMessage(m.columnCode), width: 80, isRowHeader: true },
      { id: 'name', accessor: 'name', header: intl.formatMessage(m.columnName), width: 240 },
      {
        id: 'price',
        accessor: 'price',
        header: intl.formatMessage(m.columnPrice),
        width: 100,
        align: 'end',
        format: (price) => formatMoney(price),
        csv: (price) => price,
      },
      {
        id: 'add',
        accessor: 'id',
        header: intl.formatMessage(saleMessages.columnAdd),
        width: 90,
        enableSorting: false,
        cell: (_, item) => (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${intl.formatMessage(saleMessages.add)} ${item.name}`}
            onPress={() => onAdd(item)}
          >
            {intl.formatMessage(saleMessages.add)}
          </Button>
        ),
        csv: () => '',
      },
    ],
    [intl, onAdd],
  );

  return (
    <Card padding="md" className={styles.items}>
      <Stack space="md" align="start">
        <h2 id={headingId} className={styles.sectionTitle}>
          {intl.formatMessage(itemsHeadingMessage, { outlet: outlet.name })}
        </h2>
        {items.length > 0 ? (
          <Inline space="md">
            <SearchField
              aria-label={intl.formatMessage(m.searchLabel)}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              value={search}
              onChange={setSearch}
              className={styles.search}
            />
            <span className={styles.count} aria-live="polite">
              {text
                ? intl.formatMessage(itemsShownMessage, { shown: rows.length, total: items.length })
                : intl.formatMessage(itemCountMessage, { count: items.length })}
            </span>
          </Inline>
        ) : null}
      </Stack>
      {items.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noItems)}</p>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(noMatchMessage, { search: search.trim() })}</p>
      ) : (
        <DataGrid
          aria-labelledby={headingId}
          columns={columns}
          rows={rows}
          getRowId={(item) => String(item.id)}
          onRowAction={(key) => {
            const item = items.find((row) => String(row.id) === String(key));
            if (item) onAdd(item);
          }}
          defaultSorting={[{ id: 'code', desc: false }]}
          className={styles.grid}
        />
      )}
    </Card>
  );
}
