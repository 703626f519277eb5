import type { ResponseData } from '@pms/api-client';
import {
  Button,
  Card,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  Form,
  type FormValidationErrors,
  formatDate,
  formatMoney,
  ModalDialog,
  Notice,
  NumberField,
  Select,
  SelectItem,
  Spinner,
  ToneIcon,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { RowAction } from '../../../../shared/admin/AdminScreen.tsx';
import { useLatest } from '../../../../shared/admin/adminList.ts';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { EditIcon, PlusIcon, TrashIcon } from '../../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../../shared/admin/messages.ts';
import type { MasterDataRow } from '../../../../shared/masterData/fields.ts';
import { masterDataMessages } from '../../../../shared/masterData/messages.ts';
import { referenceQuery } from '../../../../shared/query/actionQuery.ts';
import { rateCodeRatesQuery, useSetRateCodeRates } from '../../api/rateCode.ts';
import {
  afterRateCodeMessage,
  beforeRateCodeMessage,
  editRateLabel,
  rateCodeMessages as messages,
  overlapsMessage,
  ratePeriodBothMessage,
  ratePeriodFromMessage,
  ratePeriodUntilMessage,
  removeRateLabel,
} from './messages.ts';
import * as styles from './RateCodeRatesDialog.css.ts';
import {
  AMOUNT_FIELDS,
  type DraftRate,
  draftFrom,
  draftOf,
  editorValuesOf,
  MAX_AMOUNT,
  problemsOf,
  type RateCodeDates,
  type RateEditorValues,
  type RateField,
  type RateProblem,
  requestOf,
  rowErrorsOf,
  sortRates,
} from './rateTable.ts';

/** A room type or meal type as its list-minimum answers it. */
type Coded = { id: number; code: string; name: string };
type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; roomTypes: Coded[]; mealTypes: Coded[] };
type RateTable = ResponseData<'configuration/rate-code', 'rates'>[number];

/** The row being added or changed, below the toolbar: `editing` is the table's row, if any. */
interface Editor {
  editing?: DraftRate;
  values: RateEditorValues;
  errors: FormValidationErrors;
}

interface RateCodeRatesDialogProps {
  /** The rate code as the grid shows it; its version is the one the save sends. */
  row: MasterDataRow;
  onClose: () => void;
  onSaved: () => void;
  /** The rate code changed since the grid loaded it: the screen says so and reloads. */
  onStale: () => void;
}

// The meal plan picker's choice for "none of its own": the row takes the rate code's.
const OWN_MEAL_PLAN = 'own';
const AMOUNT_LABELS = {
  singleAmount: messages.singleAmount,
  doubleAmount: messages.doubleAmount,
  extraAdultAmount: messages.extraAdultAmount,
  extraChildAmount: messages.extraChildAmount,
} as const;

const dateOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value.slice(0, 10) : null);

function periodText(intl: IntlShape, dates: RateCodeDates): string | null {
  const startsOn = dates.startsOn ? formatDate(dates.startsOn) : null;
  const endsOn = dates.endsOn ? formatDate(dates.endsOn) : null;
  if (startsOn && endsOn) return intl.formatMessage(ratePeriodBothMessage, { startsOn, endsOn });
  if (startsOn) return intl.formatMessage(ratePeriodFromMessage, { startsOn });
  if (endsOn) return intl.formatMessage(ratePeriodUntilMessage, { endsOn });
  return null;
}

/**
 * The rate table of one rate code (`rates`): a price per occupancy for a room type over a date
 * range, with its meal plan. Rows are added, changed and removed here and saved whole with
 * `set-rates` and the rate code's row version, as an edit of the code is. What the server refuses
 * in a row comes back naming it: that row opens in the editor with the refusal under its field.
 */
export function RateCodeRatesDialog({ row, onClose, onSaved, onStale }: RateCodeRatesDialogProps) {
  const intl = useIntl();
  const roomTypeList = useQuery(referenceQuery('configuration/room-type'));
  const mealTypeList = useQuery(referenceQuery('configuration/meal-type'));
  const ratesRead = useQuery(rateCodeRatesQuery(row.id));
  const setRatesCommand = useSetRateCodeRates();
  // The table as this opening first read it (a cached answer may be from before the last save);
  // from then on the rows are the dialog's own until they are saved.
  const [opened, setOpened] = useState<{ table: RateTable | undefined } | null>(null);
  const [rates, setRates] = useState<DraftRate[]>([]);
  const [isDirty, setDirty] = useState(false);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [refusedRows, setRefusedRows] = useState<ReadonlyMap<string, string[]>>(new Map());
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const isSaving = setRatesCommand.isPending;
  const rateCodeDates: RateCodeDates = { startsOn: dateOrNull(row.startsOn), endsOn: dateOrNull(row.endsOn) };

  const fresh = ratesRead.isFetchedAfterMount && !ratesRead.isFetching ? ratesRead.data : undefined;
  useEffect(() => {
    if (!fresh || opened) return;
    setOpened({ table: fresh[0] });
    setRates((fresh[0]?.rates ?? []).map(draftOf));
  }, [fresh, opened]);
  // Changed since the grid was loaded: saving could only be refused, so say it now.
  const isStale = opened?.table !== undefined && opened.table.version !== row.version;
  const latestOnStale = useLatest(onStale);
  useEffect(() => {
    if (isStale) latestOnStale.current();
  }, [isStale, latestOnStale]);

  const loaded: Loaded =
    roomTypeList.isError || mealTypeList.isError || ratesRead.isError
      ? { state: 'failed', error: roomTypeList.error ?? mealTypeList.error ?? ratesRead.error }
      : roomTypeList.data && mealTypeList.data && opened && !isStale
        ? { state: 'ready', roomTypes: roomTypeList.data as Coded[], mealTypes: mealTypeList.data as Coded[] }
        : { state: 'loading' };

  const roomTypes = loaded.state === 'ready' ? loaded.roomTypes : [];
  const mealTypes = loaded.state === 'ready' ? loaded.mealTypes : [];
  const roomCode = (id: number) => roomTypes.find((type) => type.id === id)?.code ?? String(id);
  const mealCode = (id: number | null) =>
    id === null
      ? intl.formatMessage(commonMessages.empty)
      : (mealTypes.find((meal) => meal.id === id)?.code ?? String(id));
  const describe = (rate: DraftRate) => ({
    room: roomCode(rate.roomTypeId),
    from: formatDate(rate.startsOn),
    to: formatDate(rate.endsOn),
  });

  const problemText = (problem: RateProblem) => {
    switch (problem.kind) {
      case 'required':
        return intl.formatMessage(masterDataMessages.required);
      case 'endsBeforeStart':
        return intl.formatMessage(messages.endsBeforeStart);
      case 'beforeRateCode':
        return intl.formatMessage(beforeRateCodeMessage, { date: formatDate(problem.date) });
      case 'afterRateCode':
        return intl.formatMessage(afterRateCodeMessage, { date: formatDate(problem.date) });
      case 'overlaps':
        return intl.formatMessage(overlapsMessage, describe(problem.other));
      case 'tooLarge':
        return intl.formatMessage(messages.amountTooLarge);
    }
  };

  const openEditor = (editing?: DraftRate, errors: FormValidationErrors = {}) => {
    setFailure(null);
    setEditor({ editing, values: editorValuesOf(editing), errors });
  };

  const change = <F extends RateField>(field: F, value: RateEditorValues[F]) =>
    setEditor((current) => (current ? { ...current, values: { ...current.values, [field]: value } } : current));

  /** Puts the editor's row into the table; answers the new table, or null when the row has problems. */
  const applyEditor = (): DraftRate[] | null => {
    if (!editor) return rates;
    const others = rates.filter((rate) => rate.key !== editor.editing?.key);
    const problems = problemsOf(editor.values, others, rateCodeDates);
    const errors: FormValidationErrors = {};
    for (const [field, problem] of Object.entries(problems)) errors[field] = [problemText(problem)];
    if (Object.keys(errors).length > 0) {
      setEditor({ ...editor, errors });
      return null;
    }
    const applied = draftFrom(editor.values, editor.editing);
    const next = sortRates(
      [...others, applied],
      roomTypes.map((type) => type.id),
    );
    setRates(next);
    setDirty(true);
    setEditor(null);
    setRefusedRows((current) => {
      const left = new Map(current);
      left.delete(applied.key);
      return left;
    });
    return next;
  };

  const submitEditor = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyEditor();
  };

  const remove = (rate: DraftRate) => {
    setRates((current) => current.filter((candidate) => candidate.key !== rate.key));
    setDirty(true);
  };

  const save = async () => {
    if (isSaving || loaded.state !== 'ready') return;
    // What the editor holds is part of what staff mean to save.
    const table = applyEditor();
    if (!table) return;
    setFailure(null);
    setRefusedRows(new Map());
    const data = [{ rateCodeId: row.id, version: row.version, rates: requestOf(table) }];
    try {
      await setRatesCommand.run(data);
      onSaved();
    } catch (error) {
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      // The server counts rows in the order they were sent: the table's order.
      const byRow = rowErrorsOf(fieldErrorsOf(error));
      const refused = new Map<string, string[]>();
      for (const [index, fields] of byRow) {
        const rate = table[index];
        if (rate) refused.set(rate.key, Object.values(fields).flat());
      }
      setRefusedRows(refused);
      const [firstIndex, firstFields] = [...byRow].sort(([a], [b]) => a - b)[0] ?? [];
      const first = firstIndex === undefined ? undefined : table[firstIndex];
      if (first && firstFields) {
        openEditor(first, firstFields as FormValidationErrors);
        return;
      }
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const editorPanel = (current: Editor) => (
    <Card heading={intl.formatMessage(current.editing ? messages.changeRate : messages.newRate)} level={3}>
      <Form
        onSubmit={submitEditor}
        validationErrors={current.errors}
        aria-label={intl.formatMessage(current.editing ? messages.changeRate : messages.newRate)}
      >
        <div className={styles.editorGrid}>
          <ComboBox<Coded>
            className={styles.wide}
            name="roomTypeId"
            label={intl.formatMessage(messages.roomType)}
            isRequired
            autoFocus
            defaultItems={roomTypes}
            selectedKey={current.values.roomTypeId}
            onSelectionChange={(key) => change('roomTypeId', key === null ? null : Number(key))}
          >
            {(type) => (
              <ComboBoxItem id={type.id} textValue={`${type.code} · ${type.name}`}>
                {`${type.code} · ${type.name}`}
              </ComboBoxItem>
            )}
          </ComboBox>
          <DatePicker
            name="startsOn"
            label={intl.formatMessage(messages.rateStartsOn)}
            isRequired
            value={current.values.startsOn}
            minValue={rateCodeDates.startsOn ?? undefined}
            maxValue={rateCodeDates.endsOn ?? undefined}
            onChange={(_date, iso) => change('startsOn', iso)}
          />
          <DatePicker
            name="endsOn"
            label={intl.formatMessage(messages.rateEndsOn)}
            isRequired
            value={current.values.endsOn}
            minValue={current.values.startsOn ?? rateCodeDates.startsOn ?? undefined}
            maxValue={rateCodeDates.endsOn ?? undefined}
            placeholderValue={current.values.startsOn ?? undefined}
            onChange={(_date, iso) => change('endsOn', iso)}
          />
          {AMOUNT_FIELDS.map((field) => (
            <NumberField
              key={field}
              name={field}
              label={intl.formatMessage(AMOUNT_LABELS[field])}
              isRequired={field === 'singleAmount' || field === 'doubleAmount'}
              minValue={0}
              maxValue={MAX_AMOUNT}
              value={current.values[field] ?? Number.NaN}
              onChange={(value) => change(field, Number.isFinite(value) ? value : null)}
            />
          ))}
          <Select
            className={styles.wide}
            name="mealTypeId"
            label={intl.formatMessage(messages.mealPlan)}
            selectedKey={current.values.mealTypeId === null ? OWN_MEAL_PLAN : String(current.values.mealTypeId)}
            onSelectionChange={(key) =>
              change('mealTypeId', key === OWN_MEAL_PLAN || key === null ? null : Number(key))
            }
          >
            <SelectItem id={OWN_MEAL_PLAN}>{intl.formatMessage(messages.mealPlanOwn)}</SelectItem>
            {mealTypes.map((meal) => (
              <SelectItem key={meal.id} id={String(meal.id)}>{`${meal.code} · ${meal.name}`}</SelectItem>
            ))}
          </Select>
          <p className={styles.amountsHelp}>{intl.formatMessage(messages.amountsHelp)}</p>
        </div>
        <div className={styles.editorButtons}>
          <Button variant="secondary" onPress={() => setEditor(null)} isDisabled={isSaving}>
            {intl.formatMessage(messages.discardRate)}
          </Button>
          <Button variant="primary" type="submit" isDisabled={isSaving}>
            {intl.formatMessage(messages.applyRate)}
          </Button>
        </div>
      </Form>
    </Card>
  );

  const table = () => (
    <div className={styles.tableFrame}>
      <table className={styles.rates}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.roomType)}</th>
            <th scope="col">{intl.formatMessage(messages.rateStartsOn)}</th>
            <th scope="col">{intl.formatMessage(messages.rateEndsOn)}</th>
            <th scope="col">{intl.formatMessage(messages.mealPlan)}</th>
            {AMOUNT_FIELDS.map((field) => (
              <th key={field} scope="col" className={styles.amount}>
                {intl.formatMessage(AMOUNT_LABELS[field])}
              </th>
            ))}
            <th scope="col" className={styles.actions}>
              <span className={styles.visuallyHidden}>{intl.formatMessage(commonMessages.actions)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => {
            const refusal = refusedRows.get(rate.key);
            const isEdited = editor?.editing?.key === rate.key;
            return (
              <tr
                key={rate.key}
                className={refusal ? styles.refusedRow : isEdited ? styles.editedRow : undefined}
                aria-invalid={refusal ? true : undefined}
              >
                <th scope="row" className={styles.roomType}>
                  {refusal ? (
                    <span className={styles.refusal} title={refusal.join(' ')}>
                      <ToneIcon name="error" />
                      <span className={styles.visuallyHidden}>
                        {`${intl.formatMessage(messages.rowRefused)}: ${refusal.join(' ')}`}
                      </span>
                    </span>
                  ) : null}
                  {roomCode(rate.roomTypeId)}
                </th>
                <td className={styles.date}>{formatDate(rate.startsOn)}</td>
                <td className={styles.date}>{formatDate(rate.endsOn)}</td>
                <td>{mealCode(rate.mealTypeId)}</td>
                {AMOUNT_FIELDS.map((field) => (
                  <td key={field} className={styles.amount}>
                    {formatMoney(rate[field])}
                  </td>
                ))}
                <td className={styles.actions}>
                  <span className={styles.rowActions}>
                    <RowAction
                      label={intl.formatMessage(editRateLabel, describe(rate))}
                      icon={<EditIcon />}
                      isDisabled={isSaving || editor !== null}
                      onPress={() => openEditor(rate)}
                    />
                    <RowAction
                      label={intl.formatMessage(removeRateLabel, describe(rate))}
                      icon={<TrashIcon />}
                      isDisabled={isSaving || editor !== null}
                      onPress={() => remove(rate)}
                    />
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );

  const body = () => {
    switch (loaded.state) {
      case 'loading':
        return <Spinner showLabel label={intl.formatMessage(messages.ratesLoading)} />;
      case 'failed':
        return (
          <Notice tone="error" title={intl.formatMessage(commonMessages.canNotConnect)}>
            {failureText(intl, loaded.error)}
          </Notice>
        );
      case 'ready':
        return (
          <>
            <div className={styles.toolbar}>
              <Button variant="secondary" onPress={() => openEditor()} isDisabled={isSaving || editor !== null}>
                <PlusIcon />
                {intl.formatMessage(messages.addRate)}
              </Button>
              {isDirty ? <span className={styles.unsaved}>{intl.formatMessage(messages.ratesUnsaved)}</span> : null}
            </div>
            {editor ? editorPanel(editor) : null}
            {rates.length === 0 ? <p className={styles.message}>{intl.formatMessage(messages.ratesNone)}</p> : table()}
          </>
        );
    }
  };

  const period = periodText(intl, rateCodeDates);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && !isSaving && onClose()}
      title={intl.formatMessage(messages.ratesTitle)}
      subtitle={`${String(row.code ?? '')} · ${String(row.name ?? '')}`}
      size="lg"
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button variant="primary" onPress={save} isDisabled={isSaving || loaded.state !== 'ready'}>
            {intl.formatMessage(commonMessages.save)}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <p className={styles.message}>{intl.formatMessage(messages.ratesHelp)}</p>
        {period ? <p className={styles.message}>{period}</p> : null}
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        {body()}
      </div>
    </ModalDialog>
  );
}
