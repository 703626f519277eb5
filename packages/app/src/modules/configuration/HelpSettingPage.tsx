import type { Schemas } from '@pms/api-client';
import { DataGrid, type DataGridColumn, dataGridColumn, LanguageFlag, LoadingPopup } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  AdminScreen,
  actionsColumn,
  EditDeleteActions,
  ListActions,
  ListFilter,
  LoadFailure,
  RowAction,
} from '../../shared/admin/AdminScreen.tsx';
import { matchesQuery, useAdminCommands, useLatest } from '../../shared/admin/adminList.ts';
import { ExternalIcon } from '../../shared/admin/icons.tsx';
import { commonMessages } from '../../shared/admin/messages.ts';
import { languageAtom } from '../../shared/state.ts';
import { helpTextsQuery, useDeleteHelpText } from './api/helpText.ts';
import * as styles from './HelpSettingPage.css.ts';
import { ManualDialog, type ManualTarget, manualUrl } from './ManualDialog.tsx';
import { manualExcerpt } from './manualText.ts';
import { deleteManualMessage, languageNameMessages, manualCountMessage, manualMessages } from './messages.ts';

type HelpText = Schemas['HelpText'];

const DEFAULT_SORTING = [{ id: 'menu', desc: false }];
const LANGUAGE_ORDER = { EN: 0, TH: 1, LA: 2 } as const;

/** /menu/app/setting-help: the manuals help/{menu} shows, one per menu and language. */
export function HelpSettingPage() {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  const manuals = useQuery(helpTextsQuery());
  const deleteCommand = useDeleteHelpText();
  const { isBusy, succeeded, reportStale, remove } = useAdminCommands([helpTextsQuery().queryKey]);
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<ManualTarget | null>(null);

  const rows = useMemo(
    () =>
      (manuals.data ?? []).filter((manual) =>
        matchesQuery(
          `${manual.menu} ${manual.language} ${intl.formatMessage(languageNameMessages[manual.language])} ${manual.title} ${manual.body}`,
          query,
        ),
      ),
    [manuals.data, query, intl],
  );

  const actions = useLatest({
    edit: (manual: HelpText) => setTarget({ kind: 'edit', manual }),
    // window.open keeps the opener: the manual's tab starts with a copy of this tab's session.
    open: (manual: HelpText) => window.open(manualUrl(manual.menu), '_blank'),
    remove: (manual: HelpText) =>
      remove(
        intl.formatMessage(deleteManualMessage, {
          menu: manual.menu,
          language: intl.formatMessage(languageNameMessages[manual.language]),
        }),
        () => deleteCommand.run([{ id: manual.id }]),
      ),
  });

  const columns = useMemo<DataGridColumn<HelpText>[]>(
    () => [
      actionsColumn<HelpText>(intl.formatMessage(commonMessages.actions), 112, (manual) => (
        <EditDeleteActions
          onEdit={() => actions.current.edit(manual)}
          onDelete={() => void actions.current.remove(manual)}
        >
          <RowAction
            label={intl.formatMessage(manualMessages.openManual)}
            icon={<ExternalIcon />}
            onPress={() => actions.current.open(manual)}
          />
        </EditDeleteActions>
      )),
      {
        id: 'menu',
        accessor: 'menu',
        header: intl.formatMessage(manualMessages.menu),
        width: 170,
        isRowHeader: true,
        cell: (menu) => (
          <span className={styles.cellText} title={menu}>
            {menu}
          </span>
        ),
      },
      dataGridColumn<HelpText, number>({
        id: 'language',
        accessor: (manual) => LANGUAGE_ORDER[manual.language],
        header: intl.formatMessage(manualMessages.language),
        width: 110,
        format: (_order, manual) => intl.formatMessage(languageNameMessages[manual.language]),
        cell: (_order, manual) => (
          <span className={styles.language}>
            <LanguageFlag code={manual.language} className={styles.flag} />
            {intl.formatMessage(languageNameMessages[manual.language])}
          </span>
        ),
      }),
      {
        id: 'title',
        accessor: 'title',
        header: intl.formatMessage(manualMessages.manualTitle),
        width: 270,
        cell: (title) => (
          <span className={styles.cellText} title={title}>
            {title}
          </span>
        ),
      },
      dataGridColumn<HelpText, string>({
        id: 'text',
        accessor: (manual) => manualExcerpt(manual.body),
        header: intl.formatMessage(manualMessages.text),
        width: 210,
        enableSorting: false,
        cell: (excerpt) => <span className={styles.excerpt}>{excerpt}</span>,
      }),
      dataGridColumn<HelpText, number>({
        id: 'length',
        accessor: (manual) => manual.body.length,
        header: intl.formatMessage(manualMessages.length),
        width: 100,
        align: 'end',
        format: (count) => intl.formatNumber(count),
        cell: (count) => <span className={styles.length}>{intl.formatNumber(count)}</span>,
      }),
    ],
    [intl, actions],
  );

  const close = () => setTarget(null);

  return (
    <AdminScreen
      title={intl.formatMessage(manualMessages.title)}
      intro={intl.formatMessage(manualMessages.intro)}
      bar={
        <>
          <ListFilter
            label={intl.formatMessage(manualMessages.search)}
            placeholder={intl.formatMessage(manualMessages.searchPlaceholder)}
            query={query}
            onQueryChange={setQuery}
            count={manuals.data ? intl.formatMessage(manualCountMessage, { count: rows.length }) : null}
          />
          <ListActions
            label={intl.formatMessage(manualMessages.toolbar)}
            onReload={() => void manuals.refetch()}
            isLoading={manuals.isFetching}
            onAdd={() => setTarget({ kind: 'create' })}
          />
        </>
      }
      notice={<LoadFailure error={manuals.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(manualMessages.gridLabel)}
        columns={columns}
        rows={rows}
        getRowId={(manual) => String(manual.id)}
        defaultSorting={DEFAULT_SORTING}
        isLoading={manuals.isFetching}
        maxHeight="max(15rem, calc(100vh - 19rem))"
      />
      {target ? (
        <ManualDialog
          target={target}
          manuals={manuals.data ?? []}
          defaultLanguage={language}
          onClose={close}
          onSaved={() => {
            close();
            succeeded();
          }}
          onStale={() => {
            close();
            reportStale();
          }}
        />
      ) : null}
      <LoadingPopup isOpen={isBusy} />
    </AdminScreen>
  );
}
