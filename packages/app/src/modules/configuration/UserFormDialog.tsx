import type { Schemas } from '@pms/api-client';
import {
  Box,
  Checkbox,
  CheckboxGroup,
  type FormValidationErrors,
  Notice,
  Select,
  SelectItem,
  Switch,
  TextField,
} from '@pms/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../shared/admin/failures.ts';
import { commonMessages } from '../../shared/admin/messages.ts';
import { useCreateUser, useUpdateUser } from './api/users.ts';
import { userMessages, userSubtitleMessage } from './messages.ts';
import * as styles from './UserPage.css.ts';

type User = Schemas['User'];
type Role = Schemas['Role'];

const LOGIN_NAME = /^[A-Za-z0-9._-]{1,40}$/;

export type UserFormTarget = { kind: 'create' } | { kind: 'edit'; user: User };

interface UserFormDialogProps {
  target: UserFormTarget;
  /** The roles to choose from; undefined while they load. */
  roles: readonly Role[] | undefined;
  /** The roles could not be loaded: the form says so instead of waiting for them. */
  rolesFailed?: boolean;
  onClose: () => void;
  /** A create answers the temporary password with the user. */
  onSaved: (user: User | Schemas['UserWithPassword']) => void;
  /** The row changed under the form: the screen says so and reloads. */
  onStale: () => void;
}

/** Keeps the roles in their order (the first is the main role) and adds new ones at the end. */
function reorder(current: readonly string[], next: readonly string[]): string[] {
  const kept = current.filter((code) => next.includes(code));
  return [...kept, ...next.filter((code) => !kept.includes(code))];
}

/** Add or edit one user; rendered while open, so every opening starts from the row as it is. */
export function UserFormDialog({ target, roles, rolesFailed = false, onClose, onSaved, onStale }: UserFormDialogProps) {
  const intl = useIntl();
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = target.kind === 'edit' ? target.user : undefined;

  const [loginName, setLoginName] = useState('');
  const [displayName, setDisplayName] = useState(editing?.displayName ?? '');
  const [chosen, setChosen] = useState<string[]>(editing ? [...editing.roles] : []);
  const [isActive, setActive] = useState(editing?.isActive ?? true);
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const isSaving = create.isPending || update.isPending;

  // Roles the user holds that the list does not know (deleted meanwhile) stay visible and removable.
  const known = new Set(roles?.map((role) => role.code));
  const choices: { code: string; name: string }[] = [
    ...(roles ?? []).map((role) => ({ code: role.code, name: role.name })),
    ...chosen.filter((code) => roles && !known.has(code)).map((code) => ({ code, name: '' })),
  ];
  const nameOf = (code: string) => choices.find((choice) => choice.code === code)?.name ?? '';

  const localErrors = (): FormValidationErrors => {
    const found: FormValidationErrors = {};
    if (!editing && !LOGIN_NAME.test(loginName.trim())) {
      found.loginName = [intl.formatMessage(userMessages.loginNameInvalid)];
    }
    if (displayName.trim() === '') found.displayName = [intl.formatMessage(userMessages.displayNameRequired)];
    if (chosen.length === 0) found.roles = [intl.formatMessage(userMessages.rolesRequired)];
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found = localErrors();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      if (editing) {
        const data = [
          { id: editing.id, version: editing.version, displayName: displayName.trim(), roles: chosen, isActive },
        ];
        const answer = await update.run(data);
        onSaved(answer[0] ?? editing);
      } else {
        const data = [{ loginName: loginName.trim(), displayName: displayName.trim(), roles: chosen }];
        const created = (await create.run(data))[0];
        if (created) onSaved(created);
      }
    } catch (error) {
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      const fieldErrors = fieldErrorsOf(error, ['roles']);
      setErrors(fieldErrors);
      const shownFields = editing ? ['displayName', 'roles'] : ['loginName', 'displayName', 'roles'];
      const allShown =
        Object.keys(fieldErrors).length > 0 && Object.keys(fieldErrors).every((name) => shownFields.includes(name));
      if (!allShown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const title = intl.formatMessage(editing ? userMessages.editTitle : userMessages.addTitle);
  return (
    <FormDialog
      title={title}
      subtitle={
        editing
          ? intl.formatMessage(userSubtitleMessage, { name: editing.displayName, loginName: editing.loginName })
          : undefined
      }
      isSaving={isSaving}
      canSave={Boolean(roles)}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Box display="grid" gridColumns={{ mobile: 1, tablet: 2 }} alignItems="start" gap="md">
        {editing ? null : (
          <TextField
            name="loginName"
            label={intl.formatMessage(userMessages.loginName)}
            description={intl.formatMessage(userMessages.loginNameHelp)}
            value={loginName}
            onChange={setLoginName}
            isRequired
            autoFocus
            autoComplete="off"
            spellCheck="false"
            maxLength={40}
          />
        )}
        <TextField
          name="displayName"
          label={intl.formatMessage(userMessages.displayName)}
          value={displayName}
          onChange={setDisplayName}
          isRequired
          autoFocus={Boolean(editing)}
          autoComplete="off"
          maxLength={80}
        />
      </Box>
      {roles ? (
        <CheckboxGroup
          name="roles"
          label={intl.formatMessage(userMessages.roles)}
          description={intl.formatMessage(userMessages.rolesHelp)}
          orientation="horizontal"
          value={chosen}
          onChange={(next) => setChosen((current) => reorder(current, next))}
          isRequired
        >
          {choices.map((choice) => (
            <Checkbox key={choice.code} value={choice.code} className={styles.roleOption}>
              <span className={styles.roleText}>
                <span className={styles.roleCode}>{choice.code}</span>{' '}
                {choice.name ? <span className={styles.roleName}>{choice.name}</span> : null}
              </span>
            </Checkbox>
          ))}
        </CheckboxGroup>
      ) : rolesFailed ? (
        <Notice tone="error" title={intl.formatMessage(commonMessages.canNotConnect)} />
      ) : (
        <p role="status" className={styles.rolesLoading}>
          {intl.formatMessage(userMessages.rolesLoading)}
        </p>
      )}
      <Box display="grid" gridColumns={{ mobile: 1, tablet: 2 }} alignItems="start" gap="md">
        <Select
          name="mainRole"
          label={intl.formatMessage(userMessages.mainRoleLabel)}
          description={intl.formatMessage(userMessages.mainRoleHelp)}
          items={chosen.map((code) => ({ code }))}
          value={chosen[0] ?? null}
          onChange={(key) => {
            if (typeof key === 'string') setChosen((current) => [key, ...current.filter((code) => code !== key)]);
          }}
          isDisabled={chosen.length < 2}
        >
          {(item) => (
            <SelectItem id={item.code} textValue={item.code}>
              {nameOf(item.code) ? `${item.code} · ${nameOf(item.code)}` : item.code}
            </SelectItem>
          )}
        </Select>
        {editing ? (
          <div className={styles.switchCell}>
            <Switch isSelected={isActive} onChange={setActive}>
              {intl.formatMessage(userMessages.activeSwitch)}
            </Switch>
          </div>
        ) : null}
      </Box>
    </FormDialog>
  );
}
