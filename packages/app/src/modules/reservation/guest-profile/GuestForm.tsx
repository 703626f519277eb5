import type { Schemas } from '@pms/api-client';
import { GuestProfileCreate as guestRules } from '@pms/api-client/fieldRules';
import {
  Box,
  Button,
  ComboBox,
  ComboBoxItem,
  type FormValidationErrors,
  Notice,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
} from '@pms/ui';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { FormDialog, type SaveFailure } from '../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import {
  emptyValues,
  type FieldProblem,
  type FormValues,
  type InputValue,
  problemsOf,
  requestOf,
  valuesOf,
} from '../../../shared/masterData/fields.ts';
import { createFormBackup } from '../../../shared/masterData/formBackup.ts';
import * as masterStyles from '../../../shared/masterData/MasterDataScreen.css.ts';
import {
  addTitleMessage,
  editTitleMessage,
  masterDataMessages,
  tooLargeMessage,
  tooLongMessage,
  tooSmallMessage,
} from '../../../shared/masterData/messages.ts';
import { checkFields, lengthHint, violationText } from '../../../shared/rules/fieldRules.ts';
import { useCreateGuestProfile, useUpdateGuestProfile } from '../api/guestProfile.ts';
import { GUEST_FIELDS, type GuestProfile, guestName, VIP_LEVELS } from './guestFields.ts';
import { guestMessages as m, vipMessage } from './messages.ts';
import type { GuestReferences, ReferenceField } from './useGuestReferences.ts';

export type GuestFormTarget = { kind: 'create' } | { kind: 'edit'; profile: GuestProfile };

interface GuestFormProps {
  target: GuestFormTarget;
  references: GuestReferences;
  onClose: () => void;
  onSaved: (profile: GuestProfile) => void;
  /** The profile changed under the form: the screen says so and reloads it. */
  onStale: () => void;
}

// Storage can be missing altogether (a locked-down browser); the backup then keeps nothing.
const storageOf = (name: 'sessionStorage' | 'localStorage') => {
  try {
    return window[name] ?? null;
  } catch {
    return null;
  }
};
const noStore = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

function problemText(intl: IntlShape, problem: FieldProblem): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(masterDataMessages.required);
    case 'tooLong':
      return intl.formatMessage(tooLongMessage, { max: problem.max });
    case 'tooSmall':
      return intl.formatMessage(tooSmallMessage, { min: intl.formatNumber(problem.min) });
    case 'tooLarge':
      return intl.formatMessage(tooLargeMessage, { max: intl.formatNumber(problem.max) });
  }
}

const fieldLabel = (name: string): MessageDescriptor =>
  GUEST_FIELDS.find((field) => field.name === name)?.label ?? m.name;

export const vipText = (intl: IntlShape, level: number) =>
  level === 0 ? intl.formatMessage(m.notVip) : intl.formatMessage(vipMessage, { level });

/**
 * Add or edit a guest profile: every field of the profile, the reference fields as ComboBoxes
 * that filter as staff type (some 250 countries). Adding keeps what staff type, as every add form
 * does (spec §4); a stale edit is handed back to the screen.
 */
export function GuestForm({ target, references, onClose, onSaved, onStale }: GuestFormProps) {
  const intl = useIntl();
  // One Idempotency-Key per save intent: Save pressed again with the same values after a lost
  // answer is the same request to the server.
  const create = useCreateGuestProfile();
  const update = useUpdateGuestProfile();
  const editing = target.kind === 'edit' ? target.profile : undefined;
  const backup = useMemo(
    () =>
      createFormBackup(
        'reservation/guest-profile',
        GUEST_FIELDS,
        storageOf('sessionStorage') ?? noStore,
        storageOf('localStorage') ?? noStore,
      ),
    [],
  );

  const [initial] = useState(() => {
    if (editing) return { values: valuesOf(GUEST_FIELDS, editing), restored: false };
    const restored = backup.read();
    return { values: restored ?? emptyValues(GUEST_FIELDS), restored: restored !== null };
  });
  const [values, setValues] = useState<FormValues>(initial.values);
  const [isRestored, setRestored] = useState(initial.restored);
  const [keep, setKeep] = useState(() => backup.isEnabled());
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  // From Save until the form closes (the saved guest is read again first) or the save fails.
  const [isSaving, setSaving] = useState(false);

  // Spec §4: the backup belongs to adding; editing a record clears it.
  useEffect(() => {
    if (editing) backup.clear();
  }, [editing, backup]);
  useEffect(() => {
    if (!editing && keep) backup.save(values);
  }, [editing, keep, values, backup]);

  const change = (name: string, value: InputValue) => setValues((current) => ({ ...current, [name]: value }));
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const problems = problemsOf(GUEST_FIELDS, values);
    const found: FormValidationErrors = {};
    for (const [name, problem] of Object.entries(problems)) found[name] = [problemText(intl, problem)];
    // The contract's other rules (a phone's characters, an e-mail's form), checked before sending.
    const typed = Object.fromEntries(Object.entries(values).filter(([name]) => !found[name]));
    for (const [name, violation] of Object.entries(checkFields(guestRules, typed))) {
      found[name] = [violationText(intl, violation)];
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const request = requestOf(GUEST_FIELDS, values, editing);
      // requestOf writes the fields GUEST_FIELDS names, with the contract's names and limits.
      const answer = editing
        ? await update.run([request as Schemas['GuestProfileUpdate']])
        : await create.run([request as Schemas['GuestProfileCreate']]);
      if (!editing) backup.clear();
      const saved = answer[0];
      if (saved) onSaved(saved);
    } catch (error) {
      setSaving(false);
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      const fieldErrors = fieldErrorsOf(error, [], intl, guestRules);
      setErrors(fieldErrors);
      const names = GUEST_FIELDS.map((field) => field.name);
      const allShown =
        Object.keys(fieldErrors).length > 0 && Object.keys(fieldErrors).every((name) => names.includes(name));
      if (!allShown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const reference = (name: ReferenceField, autoFocus = false) => {
    const choices = references.choices[name];
    const value = values[name];
    return (
      <ComboBox<{ id: number; label: string }>
        name={name}
        label={intl.formatMessage(fieldLabel(name))}
        defaultItems={choices ?? []}
        selectedKey={typeof value === 'number' ? value : null}
        onSelectionChange={(key) => change(name, key === null ? null : Number(key))}
        isLoading={choices === undefined && !references.error}
        autoFocus={autoFocus}
        errorMessage={references.error ? intl.formatMessage(masterDataMessages.referencesFailed) : undefined}
        isInvalid={references.error ? true : undefined}
      >
        {(choice) => (
          <ComboBoxItem id={choice.id} textValue={choice.label}>
            {choice.label}
          </ComboBoxItem>
        )}
      </ComboBox>
    );
  };

  const textField = (name: string, maxLength: number, more: { isRequired?: boolean; type?: string } = {}) => (
    <TextField
      name={name}
      label={intl.formatMessage(fieldLabel(name))}
      value={text(name)}
      onChange={(typed) => change(name, typed)}
      maxLength={maxLength}
      description={lengthHint(intl, text(name), maxLength)}
      autoComplete="off"
      {...more}
    />
  );

  const vipLevel = typeof values.vipLevel === 'number' ? values.vipLevel : 0;

  return (
    <FormDialog
      title={intl.formatMessage(editing ? editTitleMessage : addTitleMessage, {
        item: intl.formatMessage(m.item),
      })}
      subtitle={editing ? guestName(editing) : undefined}
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
      footerStart={
        editing ? null : (
          <Switch
            isSelected={keep}
            onChange={(on) => {
              setKeep(on);
              backup.setEnabled(on);
            }}
            className={masterStyles.keepSwitch}
          >
            <span title={intl.formatMessage(masterDataMessages.keepTypingHelp)}>
              {intl.formatMessage(masterDataMessages.keepTyping)}
            </span>
          </Switch>
        )
      }
    >
      {isRestored && !editing ? (
        <Notice tone="info" title={intl.formatMessage(masterDataMessages.restoredTitle)}>
          <span className={masterStyles.restored}>
            {intl.formatMessage(masterDataMessages.restoredBody)}
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                backup.clear();
                setValues(emptyValues(GUEST_FIELDS));
                setErrors({});
                setRestored(false);
              }}
            >
              {intl.formatMessage(masterDataMessages.startAgain)}
            </Button>
          </span>
        </Notice>
      ) : null}
      {/* Two inputs a row, one on a phone; the notes take a whole row. */}
      <Box display="grid" gridColumns={{ mobile: 1, tablet: 2 }} alignItems="start" gap="md">
        {reference('titleId', true)}
        {textField('firstName', 60)}
        {textField('lastName', 60, { isRequired: true })}
        {reference('nationalityId')}
        {reference('cityId')}
        {textField('idNumber', 30)}
        {textField('email', 120, { type: 'email' })}
        {textField('phone', 30, { type: 'tel' })}
        <Select
          name="vipLevel"
          label={intl.formatMessage(m.vipLevel)}
          selectedKey={vipLevel}
          onSelectionChange={(key) => change('vipLevel', Number(key))}
        >
          {VIP_LEVELS.map((level) => (
            <SelectItem key={level} id={level}>
              {vipText(intl, level)}
            </SelectItem>
          ))}
        </Select>
        {reference('guestTypeId')}
        <Box gridColumn="full">
          <TextArea
            name="notes"
            label={intl.formatMessage(m.notes)}
            value={text('notes')}
            onChange={(typed) => change('notes', typed)}
            maxLength={1000}
            rows={3}
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
