import { DataGrid, type DataGridColumn, dataGridColumn, LoadingPopup, Notice } from '@pms/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../shared/admin/AdminScreen.css.ts';
import {
  AdminScreen,
  actionsColumn,
  EditDeleteActions,
  ListActions,
  ListFilter,
  LoadFailure,
} from '../../shared/admin/AdminScreen.tsx';
import { matchesQuery, useAdminCommands, useLatest } from '../../shared/admin/adminList.ts';
import { commonMessages } from '../../shared/admin/messages.ts';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { interfaceTextsQuery, useDeleteInterfaceTexts } from './api/interfaceTexts.ts';
import { InterfaceTextDialog, type InterfaceTextTarget } from './InterfaceTextDialog.tsx';
import { groupTexts, TEXT_LANGUAGES, type TextRow, useInterfaceCatalog } from './interfaceTexts.ts';
import * as styles from './LanguageConfigPage.css.ts';
import {
  deleteTextsMessage,
  interfaceTextCountMessage,
  interfaceTextMessages,
  languageNameMessages,
} from './messages.ts';

const DEFAULT_SORTING = [{ id: 'textCode', desc: false }];

/** /menu/app/language-config: the interface texts (spec §7), one row per code, its languages side by side. */
export function LanguageConfigPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const texts = useQuery(interfaceTextsQuery());
  const { catalog, error: catalogError } = useInterfaceCatalog();
  const deleteCommand = useDeleteInterfaceTexts();
  const { isBusy, succeeded, reportStale, remove } = useAdminCommands([interfaceTextsQuery().queryKey]);
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<InterfaceTextTarget | null>(null);
  // Reload reads the shell's texts (the same path's `get`) again too: a label fixed elsewhere shows on the tabs.
  const reload = () => void queryClient.invalidateQueries({ queryKey: [interfaceTextsQuery().queryKey[0]] });

  const allRows = useMemo(() => groupTexts(texts.data ?? []), [texts.data]);
  const rows = useMemo(
    () =>
      allRows.filter((row) =>
        matchesQuery(
          [
            row.textCode,
            catalog?.builtIn(row.textCode, 'EN') ?? '',
            ...TEXT_LANGUAGES.map((code) => row.texts[code]?.textValue ?? ''),
          ].join(' '),
          query,
        ),
      ),
    [allRows, catalog, query],
  );

  const actions = useLatest({
    edit: (row: TextRow) => setTarget({ kind: 'edit', row }),
    remove: (row: TextRow) => {
      const data = TEXT_LANGUAGES.flatMap((code) => {
        const text = row.texts[code];
        return text ? [{ id: text.id }] : [];
      });
      return remove(intl.formatMessage(deleteTextsMessage, { code: row.textCode }), () => deleteCommand.run(data));
    },
  });

  const columns = useMemo<DataGridColumn<TextRow>[]>(() => {
    const builtInHint = intl.formatMessage(interfaceTextMessages.builtInHint);
    const none = intl.formatMessage(commonMessages.empty);
    const languageColumn = (code: LanguageCode) =>
      dataGridColumn<TextRow, string>({
        id: code,
        accessor: (row) => row.texts[code]?.textValue ?? '',
        header: intl.formatMessage(languageNameMessages[code]),
        width: 170,
        cell: (value, row) => {
          if (value) {
            return (
              <span className={styles.cellText} title={value}>
                {value}
              </span>
            );
          }
          const builtIn = catalog?.builtIn(row.textCode, code);
          return (
            <span className={styles.inherited} title={builtInHint}>
              {builtIn ?? none}
            </span>
          );
        },
      });
    return [
      actionsColumn<TextRow>(intl.formatMessage(commonMessages.actions), 100, (row) => (
        <EditDeleteActions onEdit={() => actions.current.edit(row)} onDelete={() => void actions.current.remove(row)} />
      )),
      {
        id: 'textCode',
        accessor: 'textCode',
        header: intl.formatMessage(interfaceTextMessages.textCode),
        width: 200,
        isRowHeader: true,
        cell: (code) => (
          <span className={styles.code} title={code}>
            {code}
          </span>
        ),
      },
      dataGridColumn<TextRow, string>({
        id: 'builtIn',
        accessor: (row) => catalog?.builtIn(row.textCode, 'EN') ?? '',
        header: intl.formatMessage(interfaceTextMessages.builtInEnglish),
        width: 180,
        cell: (text) =>
          text ? (
            <span className={styles.cellText} title={text}>
              {text}
            </span>
          ) : (
            <span className={adminStyles.muted}>{none}</span>
          ),
      }),
      ...TEXT_LANGUAGES.map(languageColumn),
    ];
  }, [intl, catalog, actions]);

  const close = () => setTarget(null);

  return (
    <AdminScreen
      title={intl.formatMessage(interfaceTextMessages.title)}
      intro={intl.formatMessage(interfaceTextMessages.intro)}
      bar={
        <>
          <ListFilter
            label={intl.formatMessage(interfaceTextMessages.search)}
            placeholder={intl.formatMessage(interfaceTextMessages.searchPlaceholder)}
            query={query}
            onQueryChange={setQuery}
            count={texts.data ? intl.formatMessage(interfaceTextCountMessage, { count: rows.length }) : null}
          />
          <ListActions
            label={intl.formatMessage(interfaceTextMessages.toolbar)}
            onReload={reload}
            isLoading={texts.isFetching}
            onAdd={() => setTarget({ kind: 'create' })}
          />
        </>
      }
      notice={
        <>
          <LoadFailure error={texts.error} />
          {catalogError ? (
            <Notice tone="warning" title={intl.formatMessage(commonMessages.canNotConnect)}>
              {intl.formatMessage(interfaceTextMessages.catalogFailed)}
            </Notice>
          ) : null}
        </>
      }
    >
      <DataGrid
        aria-label={intl.formatMessage(interfaceTextMessages.gridLabel)}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.textCode}
        defaultSorting={DEFAULT_SORTING}
        isLoading={texts.isFetching}
        maxHeight="max(15rem, calc(100vh - 19rem))"
      />
      {target ? (
        <InterfaceTextDialog
          target={target}
          rows={allRows}
          catalog={catalog}
          onClose={close}
          onSaved={() => {
            close();
            succeeded();
          }}
          onPartlySaved={close}
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
