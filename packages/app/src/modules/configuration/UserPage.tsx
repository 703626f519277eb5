import type { Schemas } from '@pms/api-client';
import {
  Badge,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  formatDate,
  LoadingPopup,
  StatusChip,
  useDialogs,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../../shared/admin/AdminScreen.css.ts';
import {
  AdminScreen,
  actionsColumn,
  BadgeList,
  ListActions,
  ListFilter,
  LoadFailure,
  RowAction,
} from '../../shared/admin/AdminScreen.tsx';
import { matchesQuery, useAdminCommands, useLatest } from '../../shared/admin/adminList.ts';
import { DisableIcon, EditIcon, EnableIcon, KeyIcon, StarIcon, UnlockIcon } from '../../shared/admin/icons.tsx';
import { commonMessages } from '../../shared/admin/messages.ts';
import { rolesQuery } from './api/roles.ts';
import { useResetPassword, usersQuery, useUnlockUser, useUpdateUser } from './api/users.ts';
import {
  disableQuestionMessage,
  failedAttemptsMessage,
  lockedUntilMessage,
  resetQuestionMessage,
  userCountMessage,
  userMessages,
} from './messages.ts';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog.tsx';
import { UserFormDialog, type UserFormTarget } from './UserFormDialog.tsx';

type User = Schemas['User'];
type UserWithPassword = Schemas['UserWithPassword'];

const DEFAULT_SORTING = [{ id: 'loginName', desc: false }];

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Local wall-clock time of an instant, HH:mm. */
const timeOf = (iso: string) => {
  const date = new Date(iso);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
};
/** dd-MMM-yyyy HH:mm in local time. */
const dateTimeOf = (iso: string) => `${formatDate(iso)} ${timeOf(iso)}`;

const isLockedNow = (user: User) => user.lockedUntil !== null && new Date(user.lockedUntil).getTime() > Date.now();
/** Whether Unlock has anything to undo: a block, a running wait, or failures being counted. */
const canUnlock = (user: User) => user.isBlocked || isLockedNow(user) || user.failedAttempts > 0;

/** How far the sign-in lockout has gone, for sorting: blocked, waiting, failures counted, clear. */
const lockoutRank = (user: User) => (user.isBlocked ? 3 : isLockedNow(user) ? 2 : user.failedAttempts > 0 ? 1 : 0);

const matches = (user: User, query: string) =>
  matchesQuery(`${user.loginName} ${user.displayName} ${user.roles.join(' ')}`, query);

export function UserPage() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const users = useQuery(usersQuery());
  const { isBusy, succeeded, reportStale, run } = useAdminCommands([usersQuery().queryKey]);
  const roles = useQuery(rolesQuery());
  const unlockCommand = useUnlockUser();
  const resetCommand = useResetPassword();
  const updateCommand = useUpdateUser();
  const [query, setQuery] = useState('');
  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null);
  const [temporary, setTemporary] = useState<UserWithPassword | null>(null);

  const openForm = (target: UserFormTarget) => {
    // Roles may have been added since the screen opened.
    void roles.refetch();
    setFormTarget(target);
  };

  const rows = useMemo(() => (users.data ?? []).filter((user) => matches(user, query.trim())), [users.data, query]);

  const unlock = async (user: User) => {
    const data = [{ id: user.id, version: user.version }];
    const done = await run(() => unlockCommand.run(data));
    if (done) succeeded();
  };

  const resetPassword = async (user: User) => {
    const name = user.displayName;
    const confirmed = await dialogs.confirm({
      title: intl.formatMessage(userMessages.resetTitle),
      message: intl.formatMessage(resetQuestionMessage, { name }),
      isDestructive: true,
    });
    if (!confirmed) return;
    const data = [{ id: user.id, version: user.version }];
    const done = await run(() => resetCommand.run(data));
    const withPassword = done?.value[0];
    if (withPassword) setTemporary(withPassword);
  };

  const toggleActive = async (user: User) => {
    if (user.isActive) {
      const confirmed = await dialogs.confirm({
        title: intl.formatMessage(userMessages.disableTitle),
        message: intl.formatMessage(disableQuestionMessage, { name: user.displayName }),
        isDestructive: true,
      });
      if (!confirmed) return;
    }
    const data = [{ id: user.id, version: user.version, isActive: !user.isActive }];
    const done = await run(() => updateCommand.run(data));
    if (done) succeeded();
  };

  const actions = useLatest({
    edit: (user: User) => openForm({ kind: 'edit', user }),
    unlock,
    resetPassword,
    toggleActive,
  });

  const columns = useMemo<DataGridColumn<User>[]>(() => {
    const mainRole = intl.formatMessage(userMessages.mainRole);
    const none = intl.formatMessage(commonMessages.empty);
    const lockoutText = (user: User) =>
      user.isBlocked
        ? intl.formatMessage(userMessages.blocked)
        : isLockedNow(user) && user.lockedUntil
          ? intl.formatMessage(lockedUntilMessage, { time: timeOf(user.lockedUntil) })
          : user.failedAttempts > 0
            ? intl.formatMessage(failedAttemptsMessage, { count: user.failedAttempts })
            : '';
    return [
      actionsColumn<User>(intl.formatMessage(commonMessages.actions), 118, (user) => (
        <span className={styles.rowActions}>
          <RowAction
            label={intl.formatMessage(commonMessages.edit)}
            icon={<EditIcon />}
            onPress={() => actions.current.edit(user)}
          />
          <RowAction
            label={intl.formatMessage(userMessages.unlock)}
            icon={<UnlockIcon />}
            onPress={() => void actions.current.unlock(user)}
            isDisabled={!canUnlock(user)}
            isUrgent={user.isBlocked || isLockedNow(user)}
          />
          <RowAction
            label={intl.formatMessage(userMessages.resetPassword)}
            icon={<KeyIcon />}
            onPress={() => void actions.current.resetPassword(user)}
          />
          <RowAction
            label={intl.formatMessage(user.isActive ? userMessages.disable : userMessages.enable)}
            icon={user.isActive ? <DisableIcon /> : <EnableIcon />}
            onPress={() => void actions.current.toggleActive(user)}
          />
        </span>
      )),
      {
        id: 'loginName',
        accessor: 'loginName',
        header: intl.formatMessage(userMessages.loginName),
        width: 120,
        isRowHeader: true,
      },
      { id: 'displayName', accessor: 'displayName', header: intl.formatMessage(userMessages.displayName), width: 160 },
      {
        id: 'roles',
        accessor: 'roles',
        header: intl.formatMessage(userMessages.roles),
        width: 220,
        format: (roles) => roles.join(' | '),
        cell: (roles) => (
          <BadgeList
            items={roles.map((code, index) =>
              index === 0
                ? {
                    key: code,
                    tone: 'info',
                    label: `${code} (${mainRole})`,
                    content: (
                      <>
                        <StarIcon />
                        <span className={styles.badgeLabel}>{code}</span>
                        <span className={styles.visuallyHidden}>({mainRole})</span>
                      </>
                    ),
                  }
                : { key: code, label: code, content: <span className={styles.badgeLabel}>{code}</span> },
            )}
            visible={2}
          />
        ),
      },
      {
        id: 'status',
        accessor: 'isActive',
        header: intl.formatMessage(userMessages.status),
        width: 100,
        format: (isActive) => intl.formatMessage(isActive ? userMessages.active : userMessages.disabled),
        cell: (isActive) => (
          <StatusChip tone={isActive ? 'green' : 'gray'}>
            {intl.formatMessage(isActive ? userMessages.active : userMessages.disabled)}
          </StatusChip>
        ),
      },
      dataGridColumn<User, number>({
        id: 'signIn',
        accessor: lockoutRank,
        header: intl.formatMessage(userMessages.signIn),
        width: 160,
        format: (_rank, user) => lockoutText(user),
        cell: (rank, user) =>
          rank === 0 ? (
            <span className={styles.muted}>{none}</span>
          ) : (
            <StatusChip tone={rank === 3 ? 'red' : rank === 2 ? 'yellow' : 'gray'}>{lockoutText(user)}</StatusChip>
          ),
      }),
      {
        id: 'mustChangePassword',
        accessor: 'mustChangePassword',
        header: intl.formatMessage(userMessages.passwordChange),
        width: 130,
        format: (must) => (must ? intl.formatMessage(userMessages.mustChange) : ''),
        cell: (must) =>
          must ? (
            <Badge tone="warning">{intl.formatMessage(userMessages.mustChange)}</Badge>
          ) : (
            <span className={styles.muted}>{none}</span>
          ),
      },
      {
        id: 'lastLogin',
        accessor: 'lastLoginAt',
        header: intl.formatMessage(userMessages.lastLogin),
        width: 140,
        format: (at) => (at ? dateTimeOf(at) : intl.formatMessage(userMessages.never)),
        cell: (at) =>
          at ? (
            <time dateTime={at}>{dateTimeOf(at)}</time>
          ) : (
            <span className={styles.muted}>{intl.formatMessage(userMessages.never)}</span>
          ),
      },
    ];
  }, [intl, actions]);

  const closeForm = () => setFormTarget(null);
  const saved = (user: User | UserWithPassword) => {
    setFormTarget(null);
    // The password dialog says it went well; the toast follows it so it never hides the password.
    if ('temporaryPassword' in user) setTemporary(user);
    else succeeded();
  };

  return (
    <AdminScreen
      title={intl.formatMessage(userMessages.title)}
      intro={intl.formatMessage(userMessages.intro)}
      bar={
        <>
          <ListFilter
            label={intl.formatMessage(userMessages.search)}
            placeholder={intl.formatMessage(userMessages.searchPlaceholder)}
            query={query}
            onQueryChange={setQuery}
            count={users.data ? intl.formatMessage(userCountMessage, { count: rows.length }) : null}
          />
          <ListActions
            label={intl.formatMessage(userMessages.toolbar)}
            onReload={() => void users.refetch()}
            isLoading={users.isFetching}
            onAdd={() => openForm({ kind: 'create' })}
          />
        </>
      }
      notice={<LoadFailure error={users.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(userMessages.gridLabel)}
        columns={columns}
        rows={rows}
        getRowId={(user) => String(user.id)}
        defaultSorting={DEFAULT_SORTING}
        isLoading={users.isFetching}
        maxHeight="max(15rem, calc(100vh - 19rem))"
      />
      {formTarget ? (
        <UserFormDialog
          target={formTarget}
          roles={roles.data}
          rolesFailed={Boolean(roles.error)}
          onClose={closeForm}
          onSaved={saved}
          onStale={() => {
            setFormTarget(null);
            reportStale();
          }}
        />
      ) : null}
      {temporary ? (
        <TemporaryPasswordDialog
          user={temporary}
          onClose={() => {
            setTemporary(null);
            succeeded();
          }}
        />
      ) : null}
      <LoadingPopup isOpen={isBusy} />
    </AdminScreen>
  );
}
