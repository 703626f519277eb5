import {
  Box,
  Button,
  Checkbox,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  type FormValidationErrors,
  Notice,
  NumberField,
  Select,
  SelectItem,
  Switch,
  TextField,
} from '@pms/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { FormDialog, type SaveFailure } from '../admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../admin/failures.ts';
import { useMasterDataCommand } from './api.ts';
import {
  decimalsOf,
  emptyValues,
  type FieldProblem,
  type FormValues,
  type InputValue,
  type MasterDataField,
  type MasterDataPath,
  type MasterDataRow,
  type MinimumRow,
  problemsOf,
  requestOf,
  valuesOf,
} from './fields.ts';
import type { FormBackup } from './formBackup.ts';
import * as styles from './MasterDataScreen.css.ts';
import { masterDataMessages, tooLargeMessage, tooLongMessage, tooSmallMessage } from './messages.ts';

export type MasterDataFormTarget = { kind: 'create' } | { kind: 'edit'; row: MasterDataRow };

interface MasterDataFormProps {
  title: string;
  subtitle?: string;
  target: MasterDataFormTarget;
  fields: readonly MasterDataField[];
  /** The rows each reference field can point at, by field name; undefined while they load. */
  references: Readonly<Record<string, readonly MinimumRow[] | undefined>>;
  referencesFailed: boolean;
  backup: FormBackup;
  /** The list's API path: the form sends its `create` or `update`. */
  path: MasterDataPath;
  onClose: () => void;
  onSaved: (row: MasterDataRow | undefined) => void;
  /** The row changed under the form: the screen says so and reloads. */
  onStale: () => void;
}

const NO_ROWS: readonly MinimumRow[] = [];
const WIDE_TEXT = 80;

function problemText(intl: IntlShape, field: MasterDataField, problem: FieldProblem): string {
  const number = (value: number) =>
    intl.formatNumber(value, { maximumFractionDigits: decimalsOf(field), useGrouping: true });
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(masterDataMessages.required);
    case 'tooLong':
      return intl.formatMessage(tooLongMessage, { max: problem.max });
    case 'tooSmall':
      return intl.formatMessage(tooSmallMessage, { min: number(problem.min) });
    case 'tooLarge':
      return intl.formatMessage(tooLargeMessage, { max: number(problem.max) });
  }
}

/**
 * Add or edit one record of a master-data list. Rendered while open, so an edit starts from the row
 * as it is and an add from the backup (spec §4) or an empty form.
 */
export function MasterDataForm({
  title,
  subtitle,
  target,
  fields,
  references,
  referencesFailed,
  backup,
  path,
  onClose,
  onSaved,
  onStale,
}: MasterDataFormProps) {
  const intl = useIntl();
  const create = useMasterDataCommand(path, 'create');
  const update = useMasterDataCommand(path, 'update');
  const editing = target.kind === 'edit' ? target.row : undefined;

  const [initial] = useState(() => {
    if (editing) return { values: valuesOf(fields, editing), restored: false };
    const restored = backup.read();
    return { values: restored ?? emptyValues(fields), restored: restored !== null };
  });
  const [values, setValues] = useState<FormValues>(initial.values);
  const [isRestored, setRestored] = useState(initial.restored);
  const [keep, setKeep] = useState(() => backup.isEnabled());
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const isSaving = create.isPending || update.isPending;

  // Spec §4: the backup belongs to adding; editing a row clears it.
  useEffect(() => {
    if (editing) backup.clear();
  }, [editing, backup]);

  useEffect(() => {
    if (!editing && keep) backup.save(values);
  }, [editing, keep, values, backup]);

  const change = (name: string, value: InputValue) => setValues((current) => ({ ...current, [name]: value }));

  const switchKeep = (on: boolean) => {
    setKeep(on);
    backup.setEnabled(on);
  };

  const startAgain = () => {
    backup.clear();
    setValues(emptyValues(fields));
    setErrors({});
    setRestored(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const problems = problemsOf(fields, values);
    const found: FormValidationErrors = {};
    for (const field of fields) {
      const problem = problems[field.name];
      if (problem) found[field.name] = [problemText(intl, field, problem)];
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const data = [requestOf(fields, values, editing)];
    try {
      const answer = await (editing ? update : create).run(data);
      if (!editing) backup.clear();
      onSaved(answer[0]);
    } catch (error) {
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      const fieldErrors = fieldErrorsOf(error, [], intl);
      setErrors(fieldErrors);
      const names = fields.map((field) => field.name);
      const allShown =
        Object.keys(fieldErrors).length > 0 && Object.keys(fieldErrors).every((name) => names.includes(name));
      if (!allShown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const input = (field: MasterDataField, index: number) => {
    const label = intl.formatMessage(field.label);
    const value = values[field.name] ?? null;
    const common = { name: field.name, label, isRequired: field.required, autoFocus: index === 0 };
    switch (field.kind) {
      case 'text':
        return (
          <TextField
            {...common}
            value={typeof value === 'string' ? value : ''}
            onChange={(text) => change(field.name, text)}
            maxLength={field.maxLength}
            autoComplete="off"
          />
        );
      case 'integer':
      case 'decimal':
        return (
          <NumberField
            {...common}
            value={typeof value === 'number' ? value : Number.NaN}
            onChange={(number) => change(field.name, Number.isFinite(number) ? number : null)}
            // No minValue/maxValue: the field would clamp what was typed (-5 saved as 0.00);
            // problemsOf refuses a number out of range with a message instead.
            formatOptions={{
              minimumFractionDigits: decimalsOf(field),
              maximumFractionDigits: decimalsOf(field),
              useGrouping: true,
            }}
          />
        );
      case 'flag':
        return (
          <Checkbox
            name={field.name}
            isSelected={value === true}
            onChange={(selected) => change(field.name, selected)}
            autoFocus={index === 0}
          >
            {label}
          </Checkbox>
        );
      case 'date':
        return (
          <DatePicker
            {...common}
            value={typeof value === 'string' ? value : null}
            onChange={(_date, iso) => change(field.name, iso)}
          />
        );
      case 'choice':
        return (
          <Select
            {...common}
            selectedKey={typeof value === 'string' ? value : null}
            onSelectionChange={(key) => change(field.name, key === null ? null : String(key))}
          >
            {(field.choices ?? []).map((choice) => (
              <SelectItem key={choice.value} id={choice.value}>
                {intl.formatMessage(choice.label)}
              </SelectItem>
            ))}
          </Select>
        );
      case 'reference': {
        const rows = references[field.name];
        const describe = field.reference?.label ?? ((row: MinimumRow) => String(row.id));
        return (
          <ComboBox<MinimumRow>
            {...common}
            defaultItems={rows ?? NO_ROWS}
            selectedKey={typeof value === 'number' ? value : null}
            onSelectionChange={(key) => change(field.name, typeof key === 'number' ? key : key ? Number(key) : null)}
            isLoading={rows === undefined && !referencesFailed}
            errorMessage={referencesFailed ? intl.formatMessage(masterDataMessages.referencesFailed) : undefined}
            isInvalid={referencesFailed || undefined}
          >
            {(row) => (
              <ComboBoxItem id={row.id} textValue={describe(row)}>
                {describe(row)}
              </ComboBoxItem>
            )}
          </ComboBox>
        );
      }
    }
  };

  return (
    <FormDialog
      title={title}
      subtitle={subtitle}
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
      footerStart={
        editing ? null : (
          <Switch isSelected={keep} onChange={switchKeep} className={styles.keepSwitch}>
            <span title={intl.formatMessage(masterDataMessages.keepTypingHelp)}>
              {intl.formatMessage(masterDataMessages.keepTyping)}
            </span>
          </Switch>
        )
      }
    >
      {isRestored && !editing ? (
        <Notice tone="info" title={intl.formatMessage(masterDataMessages.restoredTitle)}>
          <span className={styles.restored}>
            {intl.formatMessage(masterDataMessages.restoredBody)}
            <Button variant="secondary" size="sm" onPress={startAgain}>
              {intl.formatMessage(masterDataMessages.startAgain)}
            </Button>
          </span>
        </Notice>
      ) : null}
      {/* Two inputs a row, one on a phone; long texts take the whole row. */}
      <Box display="grid" gridColumns={{ mobile: 1, tablet: 2 }} alignItems="start" gap="md">
        {fields.map((field, index) => (
          <Box
            key={field.name}
            gridColumn={field.kind === 'text' && (field.maxLength ?? 0) > WIDE_TEXT ? 'full' : undefined}
            className={field.kind === 'flag' ? styles.flagCell : undefined}
          >
            {input(field, index)}
          </Box>
        ))}
      </Box>
    </FormDialog>
  );
}
