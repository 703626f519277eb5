import type { Schemas } from '@pms/api-client';
import { Checkbox, CheckboxGroup, Disclosure, type FormValidationErrors, TextField } from '@pms/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../shared/admin/failures.ts';
import { useCreateRole, useUpdateRole } from './api/roles.ts';
import { functionMessages, grantsToggleMessage, roleMessages } from './messages.ts';
import * as styles from './RolePage.css.ts';

type Role = Schemas['Role'];
type FunctionCode = Schemas['FunctionCode'];
type FunctionGrant = Schemas['FunctionGrant'];

const ROLE_CODE = /^[A-Za-z][A-Za-z0-9-]{1,39}$/;

/** Every function of the contract, in the order the form lists them when the grants are not at hand. */
export const FUNCTION_CODES: readonly FunctionCode[] = [
  'ADMIN',
  'RESERVATION',
  'RECEPTION',
  'CASHIER',
  'HOUSEKEEPING',
  'ENGINEER',
  'SALE',
  'MANAGEMENT-INFORMATION-SYSTEM',
  'CONFIGULATION-SETTING',
  'FINANCIAL-SETTING',
  'HOUSEKEEPING-SETTING',
  'SALE-SETTING',
];

export type RoleFormTarget = { kind: 'create' } | { kind: 'edit'; role: Role };

interface RoleFormDialogProps {
  target: RoleFormTarget;
  /** What each function grants ("path action"); undefined while loading or when it failed. */
  grants: readonly FunctionGrant[] | undefined;
  grantsFailed?: boolean;
  onClose: () => void;
  onSaved: (role: Role) => void;
  onStale: () => void;
}

/** Add a custom role or edit one; built-in roles never reach this form. */
export function RoleFormDialog({
  target,
  grants,
  grantsFailed = false,
  onClose,
  onSaved,
  onStale,
}: RoleFormDialogProps) {
  const intl = useIntl();
  const create = useCreateRole();
  const update = useUpdateRole();
  const editing = target.kind === 'edit' ? target.role : undefined;

  const [code, setCode] = useState('');
  const [name, setName] = useState(editing?.name ?? '');
  const [functions, setFunctions] = useState<FunctionCode[]>(editing ? [...editing.functions] : []);
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const isSaving = create.isPending || update.isPending;

  const grantsOf = new Map(grants?.map((grant) => [grant.function, grant.grants]));
  const listed = grants ? grants.map((grant) => grant.function) : FUNCTION_CODES;
  // In the form's order, whatever order they were ticked in.
  const ordered = (chosen: readonly string[]) => listed.filter((fn) => chosen.includes(fn));

  const localErrors = (): FormValidationErrors => {
    const found: FormValidationErrors = {};
    if (!editing && !ROLE_CODE.test(code.trim())) found.code = [intl.formatMessage(roleMessages.codeInvalid)];
    if (name.trim() === '') found.name = [intl.formatMessage(roleMessages.nameRequired)];
    if (functions.length === 0) found.functions = [intl.formatMessage(roleMessages.functionsRequired)];
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
      const saved = editing
        ? (await update.run([{ id: editing.id, version: editing.version, name: name.trim(), functions }]))[0]
        : (await create.run([{ code: code.trim(), name: name.trim(), functions }]))[0];
      if (saved) onSaved(saved);
    } catch (error) {
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      const fieldErrors = fieldErrorsOf(error, ['functions']);
      setErrors(fieldErrors);
      const shownFields = editing ? ['name', 'functions'] : ['code', 'name', 'functions'];
      const allShown =
        Object.keys(fieldErrors).length > 0 && Object.keys(fieldErrors).every((field) => shownFields.includes(field));
      if (!allShown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const title = intl.formatMessage(editing ? roleMessages.editTitle : roleMessages.addTitle);
  return (
    <FormDialog
      title={title}
      subtitle={editing ? editing.code : undefined}
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <div className={styles.formRow}>
        {editing ? null : (
          <TextField
            name="code"
            label={intl.formatMessage(roleMessages.code)}
            description={intl.formatMessage(roleMessages.codeHelp)}
            value={code}
            onChange={setCode}
            isRequired
            autoFocus
            autoComplete="off"
            spellCheck="false"
            maxLength={40}
          />
        )}
        <TextField
          name="name"
          label={intl.formatMessage(roleMessages.name)}
          value={name}
          onChange={setName}
          isRequired
          autoFocus={Boolean(editing)}
          autoComplete="off"
          maxLength={60}
        />
      </div>
      <CheckboxGroup
        name="functions"
        label={intl.formatMessage(roleMessages.functions)}
        description={intl.formatMessage(roleMessages.functionsHelp)}
        orientation="horizontal"
        className={styles.functionGroup}
        value={functions}
        onChange={(next) => setFunctions(ordered(next))}
        isRequired
      >
        {listed.map((fn) => {
          const granted = grantsOf.get(fn);
          return (
            <div key={fn} className={styles.functionItem} data-function={fn}>
              <Checkbox value={fn} className={styles.functionCheckbox}>
                <span className={styles.functionText}>
                  <span className={styles.functionCode}>{fn}</span>
                  <span className={styles.functionDescription}>{intl.formatMessage(functionMessages[fn])}</span>
                </span>
              </Checkbox>
              {granted?.length === 0 ? (
                <p className={styles.grantsNone}>{intl.formatMessage(roleMessages.grantsNone)}</p>
              ) : granted ? (
                <Disclosure
                  level={4}
                  className={styles.grants}
                  title={intl.formatMessage(grantsToggleMessage, { count: granted.length })}
                >
                  <ul className={styles.grantList}>
                    {granted.map((grant) => (
                      <li key={grant}>{grant}</li>
                    ))}
                  </ul>
                </Disclosure>
              ) : null}
            </div>
          );
        })}
      </CheckboxGroup>
      {grantsFailed && !grants ? (
        <p className={styles.grantsUnknown}>{intl.formatMessage(roleMessages.grantsUnknown)}</p>
      ) : null}
    </FormDialog>
  );
}
