import type { Schemas } from '@pms/api-client';
import { Badge, DataGrid, type DataGridColumn, LoadingPopup } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../shared/admin/AdminScreen.css.ts';
import {
  AdminScreen,
  actionsColumn,
  BadgeList,
  EditDeleteActions,
  ListActions,
  LoadFailure,
} from '../../shared/admin/AdminScreen.tsx';
import { useAdminCommands, useLatest } from '../../shared/admin/adminList.ts';
import { LockIcon } from '../../shared/admin/icons.tsx';
import { commonMessages } from '../../shared/admin/messages.ts';
import { roleGrantsQuery, rolesQuery, useDeleteRole } from './api/roles.ts';
import { deleteRoleMessage, roleCountMessage, roleMessages } from './messages.ts';
import { RoleFormDialog, type RoleFormTarget } from './RoleFormDialog.tsx';
import * as roleStyles from './RolePage.css.ts';

type Role = Schemas['Role'];

// Custom roles, the ones an administrator works on, above the built-in ones.
const DEFAULT_SORTING = [{ id: 'kind', desc: false }];
const NO_ROLES: Role[] = [];

export function RolePage() {
  const intl = useIntl();
  const roles = useQuery(rolesQuery());
  const grants = useQuery(roleGrantsQuery());
  const deleteCommand = useDeleteRole();
  const { isBusy, succeeded, reportStale, remove } = useAdminCommands([rolesQuery().queryKey]);
  const [formTarget, setFormTarget] = useState<RoleFormTarget | null>(null);

  const rows = roles.data ?? NO_ROLES;

  // A role still held by users is refused (409 IN_USE): the server says by how many.
  const actions = useLatest({
    edit: (role: Role) => setFormTarget({ kind: 'edit', role }),
    remove: (role: Role) =>
      remove(intl.formatMessage(deleteRoleMessage, { code: role.code }), () => deleteCommand.run([{ id: role.id }])),
  });

  const columns = useMemo<DataGridColumn<Role>[]>(
    () => [
      {
        id: 'code',
        accessor: 'code',
        header: intl.formatMessage(roleMessages.code),
        width: 220,
        cell: (code) => <span className={styles.code}>{code}</span>,
      },
      { id: 'name', accessor: 'name', header: intl.formatMessage(roleMessages.name), width: 170 },
      {
        id: 'functions',
        accessor: 'functions',
        header: intl.formatMessage(roleMessages.functions),
        width: 260,
        enableSorting: false,
        format: (functions) => functions.join(', '),
        cell: (functions) => (
          <BadgeList
            items={functions.map((fn) => ({
              key: fn,
              label: fn,
              content: <span className={styles.badgeLabel}>{fn}</span>,
              tone: fn === 'ADMIN' ? 'warning' : 'neutral',
            }))}
            visible={2}
          />
        ),
      },
      {
        id: 'kind',
        accessor: 'isBuiltIn',
        header: intl.formatMessage(roleMessages.kind),
        width: 100,
        format: (isBuiltIn) => intl.formatMessage(isBuiltIn ? roleMessages.builtIn : roleMessages.custom),
        cell: (isBuiltIn) =>
          isBuiltIn ? (
            <Badge tone="neutral">{intl.formatMessage(roleMessages.builtIn)}</Badge>
          ) : (
            <Badge tone="info">{intl.formatMessage(roleMessages.custom)}</Badge>
          ),
      },
      {
        id: 'userCount',
        accessor: 'userCount',
        header: intl.formatMessage(roleMessages.users),
        width: 70,
        align: 'end',
        cell: (count) => <span className={roleStyles.count}>{count}</span>,
      },
      actionsColumn<Role>(intl.formatMessage(commonMessages.actions), 110, (role) =>
        role.isBuiltIn ? (
          <span className={styles.readOnly} title={intl.formatMessage(roleMessages.readOnlyHelp)}>
            <LockIcon />
            {intl.formatMessage(roleMessages.readOnly)}
          </span>
        ) : (
          <EditDeleteActions
            onEdit={() => actions.current.edit(role)}
            onDelete={() => void actions.current.remove(role)}
          />
        ),
      ),
    ],
    [intl, actions],
  );

  return (
    <AdminScreen
      title={intl.formatMessage(roleMessages.title)}
      intro={intl.formatMessage(roleMessages.intro)}
      bar={
        <>
          <div className={styles.barStart}>
            <span className={styles.count} aria-live="polite">
              {roles.data ? intl.formatMessage(roleCountMessage, { count: rows.length }) : null}
            </span>
          </div>
          <ListActions
            label={intl.formatMessage(roleMessages.toolbar)}
            onReload={() => void roles.refetch()}
            isLoading={roles.isFetching}
            onAdd={() => setFormTarget({ kind: 'create' })}
          />
        </>
      }
      notice={<LoadFailure error={roles.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(roleMessages.gridLabel)}
        columns={columns}
        rows={rows}
        getRowId={(role) => String(role.id)}
        defaultSorting={DEFAULT_SORTING}
        isLoading={roles.isFetching}
        maxHeight="max(15rem, calc(100vh - 19rem))"
      />
      {formTarget ? (
        <RoleFormDialog
          target={formTarget}
          grants={grants.data}
          grantsFailed={Boolean(grants.error)}
          onClose={() => setFormTarget(null)}
          onSaved={() => {
            setFormTarget(null);
            succeeded();
          }}
          onStale={() => {
            setFormTarget(null);
            reportStale();
          }}
        />
      ) : null}
      <LoadingPopup isOpen={isBusy} />
    </AdminScreen>
  );
}
