import { ApiError, type Schemas } from '@pms/api-client';
import { ComboBox, ComboBoxItem, type FormValidationErrors, LanguageFlag, TextField, useDialogs } from '@pms/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { matchesQuery } from '../../shared/admin/adminList.ts';
import { FormDialog } from '../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, isStaleVersion } from '../../shared/admin/failures.ts';
import { commonMessages } from '../../shared/admin/messages.ts';
import type { LanguageCode } from '../../shared/i18n/languages.ts';
import { useCreateInterfaceTexts, useDeleteInterfaceTexts, useUpdateInterfaceTexts } from './api/interfaceTexts.ts';
import {
  bracesPairUp,
  type InterfaceCatalog,
  isTextCode,
  MAX_TEXT_VALUE,
  missingPlaceholders,
  placeholdersOf,
  TEXT_LANGUAGES,
  type TextRow,
} from './interfaceTexts.ts';
import * as styles from './LanguageConfigPage.css.ts';
import {
  builtInTextMessage,
  interfaceTextMessages,
  keepPlaceholdersMessage,
  languageNameMessages,
  missingPlaceholdersMessage,
} from './messages.ts';

type InterfaceText = Schemas['UserInterfaceText'];
type Values = Record<LanguageCode, string>;

export type InterfaceTextTarget = { kind: 'create' } | { kind: 'edit'; row: TextRow };

/** Suggestions shown at once: enough to choose from, few enough to open instantly. */
const MAX_SUGGESTIONS = 60;

const valueField = (language: LanguageCode) => `textValue-${language}`;

interface InterfaceTextDialogProps {
  target: InterfaceTextTarget;
  /** Every row of the grid: a new code must not be one of them. */
  rows: readonly TextRow[];
  /** The app's own messages; undefined while they load (suggestions and hints wait for them). */
  catalog: InterfaceCatalog | undefined;
  onClose: () => void;
  onSaved: () => void;
  /** Closed after some of its calls went through: the list must be read again. */
  onPartlySaved: () => void;
  onStale: () => void;
}

/** What a save sends: the changed languages as updates, the new ones as news, the emptied ones as deletes. */
function planOf(code: string, values: Values, saved: Partial<Record<LanguageCode, InterfaceText>>) {
  const updates: Schemas['UserInterfaceTextUpdate'][] = [];
  const news: Schemas['UserInterfaceTextNew'][] = [];
  const deletes: InterfaceText[] = [];
  for (const language of TEXT_LANGUAGES) {
    const before = saved[language];
    const value = values[language].trim();
    if (!before) {
      if (value) news.push({ textCode: code, textValue: value, language });
    } else if (!value) {
      deletes.push(before);
    } else if (before.textValue !== value || before.textCode !== code) {
      updates.push({
        id: before.id,
        version: before.version,
        ...(before.textCode === code ? {} : { textCode: code }),
        ...(before.textValue === value ? {} : { textValue: value }),
      });
    }
  }
  return { updates, news, deletes };
}

/**
 * Add or edit the texts of one code in every language at once. A save may take up to three
 * calls (update, new, delete); each one that goes through is kept here, so after a refusal a
 * second Save sends only what is still to do.
 */
export function InterfaceTextDialog({
  target,
  rows,
  catalog,
  onClose,
  onSaved,
  onPartlySaved,
  onStale,
}: InterfaceTextDialogProps) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const updateCommand = useUpdateInterfaceTexts();
  const createCommand = useCreateInterfaceTexts();
  const deleteCommand = useDeleteInterfaceTexts();
  const editing = target.kind === 'edit' ? target.row : undefined;

  const [code, setCode] = useState(editing?.textCode ?? '');
  const [values, setValues] = useState<Values>(() => {
    const initial = { EN: '', TH: '', LA: '' };
    for (const language of TEXT_LANGUAGES) initial[language] = editing?.texts[language]?.textValue ?? '';
    return initial;
  });
  // The records as the server last answered them: updates need their current version.
  const [saved, setSaved] = useState<Partial<Record<LanguageCode, InterfaceText>>>(editing?.texts ?? {});
  const [hasSavedSome, setSavedSome] = useState(false);
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  // True from the first call of a save to its last: a save may take three.
  const [isSaving, setSaving] = useState(false);

  const trimmedCode = code.trim();
  const known = catalog?.known(trimmedCode);
  const builtInEnglish = catalog?.builtIn(trimmedCode, 'EN');
  // Menu labels are shown as they are; only messages carry ICU placeholders.
  const placeholders = known && !known.isMenu && builtInEnglish ? placeholdersOf(builtInEnglish) : [];

  const suggestions = useMemo(() => {
    if (!catalog) return [];
    const query = code.trim();
    const found = [];
    for (const candidate of catalog.codes) {
      if (matchesQuery(`${candidate.code} ${catalog.builtIn(candidate.code, 'EN') ?? ''}`, query))
        found.push(candidate);
      if (found.length === MAX_SUGGESTIONS) break;
    }
    return found;
  }, [catalog, code]);

  const localErrors = (): FormValidationErrors => {
    const found: FormValidationErrors = {};
    if (!isTextCode(trimmedCode)) found.textCode = [intl.formatMessage(interfaceTextMessages.textCodeInvalid)];
    else if (trimmedCode !== editing?.textCode && rows.some((row) => row.textCode === trimmedCode)) {
      found.textCode = [intl.formatMessage(interfaceTextMessages.textCodeTaken)];
    }
    if (known && !known.isMenu) {
      for (const language of TEXT_LANGUAGES) {
        const value = values[language].trim();
        if (!value) continue;
        const missing = missingPlaceholders(value, placeholders);
        if (!bracesPairUp(value))
          found[valueField(language)] = [intl.formatMessage(interfaceTextMessages.bracesUnpaired)];
        else if (missing.length > 0) {
          found[valueField(language)] = [
            intl.formatMessage(missingPlaceholdersMessage, { names: missing.map((name) => `{${name}}`).join(', ') }),
          ];
        }
      }
    }
    return found;
  };

  /** Server field errors of one call, placed on the language field of the record they name. */
  const fieldErrorsOf = (error: unknown, languages: readonly LanguageCode[]): FormValidationErrors => {
    if (!(error instanceof ApiError)) return {};
    const found: FormValidationErrors = {};
    for (const { field, message } of error.errors) {
      const match = /^\/data\/(\d+)\/(textCode|textValue)$/.exec(field);
      const language = match ? languages[Number(match[1])] : undefined;
      if (!match || !language) continue;
      const name = match[2] === 'textCode' ? 'textCode' : valueField(language);
      found[name] = [...(found[name] ?? []), message];
    }
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found = localErrors();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const plan = planOf(trimmedCode, values, saved);
    const remaining = TEXT_LANGUAGES.filter((language) => values[language].trim() !== '');
    if (!editing && remaining.length === 0) {
      setFailure({
        title: intl.formatMessage(commonMessages.notSaved),
        text: intl.formatMessage(interfaceTextMessages.atLeastOne),
      });
      return;
    }
    if (plan.updates.length + plan.news.length + plan.deletes.length === 0) {
      if (hasSavedSome) onSaved();
      else onClose();
      return;
    }
    if (remaining.length === 0) {
      const confirmed = await dialogs.confirm({
        title: intl.formatMessage(interfaceTextMessages.allClearedTitle),
        message: intl.formatMessage(commonMessages.confirmDelete),
        isDestructive: true,
      });
      if (!confirmed) return;
    }

    setSaving(true);
    // Kept as the calls go through, so a refusal further on leaves a correct starting point.
    const progress = { ...saved };
    let languages: LanguageCode[] = [];
    try {
      if (plan.updates.length > 0) {
        languages = plan.updates.map(
          (item) => TEXT_LANGUAGES.find((language) => saved[language]?.id === item.id) as LanguageCode,
        );
        const answer = await updateCommand.run(plan.updates);
        for (const text of answer) progress[text.language] = text;
        setSaved({ ...progress });
        setSavedSome(true);
      }
      if (plan.news.length > 0) {
        languages = plan.news.map((item) => item.language);
        const answer = await createCommand.run(plan.news);
        for (const text of answer) progress[text.language] = text;
        setSaved({ ...progress });
        setSavedSome(true);
      }
      if (plan.deletes.length > 0) {
        languages = plan.deletes.map((text) => text.language);
        const data = plan.deletes.map((text) => ({ id: text.id }));
        await deleteCommand.run(data);
        for (const text of plan.deletes) delete progress[text.language];
        setSaved({ ...progress });
      }
      onSaved();
    } catch (error) {
      setSaving(false);
      // A text changed or deleted by someone else since the list was read.
      if (isStaleVersion(error) || (error instanceof ApiError && error.code === 'NOT_FOUND')) {
        onStale();
        return;
      }
      const fieldErrors = fieldErrorsOf(error, languages);
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
      }
    }
  };

  const close = () => {
    if (hasSavedSome) onPartlySaved();
    else onClose();
  };

  const title = intl.formatMessage(editing ? interfaceTextMessages.editTitle : interfaceTextMessages.addTitle);
  const codeDescription = (
    <>
      {intl.formatMessage(interfaceTextMessages.textCodeHelp)}
      {catalog && isTextCode(trimmedCode) && !known ? (
        <span className={styles.warning}> {intl.formatMessage(interfaceTextMessages.unknownCode)}</span>
      ) : null}
    </>
  );

  return (
    <FormDialog
      title={title}
      subtitle={editing ? editing.textCode : undefined}
      isSaving={isSaving}
      onClose={close}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <ComboBox
        name="textCode"
        label={intl.formatMessage(interfaceTextMessages.textCode)}
        description={codeDescription}
        items={suggestions}
        inputValue={code}
        onInputChange={setCode}
        onSelectionChange={(key) => {
          if (typeof key === 'string') setCode(key);
        }}
        allowsCustomValue
        isLoading={!catalog}
        isRequired
        autoFocus={!editing}
      >
        {(item) => (
          <ComboBoxItem id={item.code} textValue={item.code}>
            <span className={styles.suggestion}>
              <span className={styles.suggestionCode}>{item.code}</span>
              <span className={styles.suggestionText}>
                {item.isMenu ? `${intl.formatMessage(interfaceTextMessages.menuCode)} · ` : ''}
                {catalog?.builtIn(item.code, 'EN') ?? ''}
              </span>
            </span>
          </ComboBoxItem>
        )}
      </ComboBox>
      {builtInEnglish ? (
        <div className={styles.builtIn}>
          <span className={styles.builtInLabel}>{intl.formatMessage(interfaceTextMessages.builtInEnglish)}</span>
          <span className={styles.builtInText}>{builtInEnglish}</span>
        </div>
      ) : null}
      <fieldset className={styles.values}>
        <legend className={styles.valuesLegend}>{intl.formatMessage(interfaceTextMessages.valuesTitle)}</legend>
        <p className={styles.valuesHelp}>
          {intl.formatMessage(interfaceTextMessages.valuesHelp)}
          {placeholders.length > 0
            ? ` ${intl.formatMessage(keepPlaceholdersMessage, {
                names: placeholders.map((name) => `{${name}}`).join(', '),
              })}`
            : ''}
        </p>
        {TEXT_LANGUAGES.map((language, index) => {
          const builtIn = language === 'EN' ? undefined : catalog?.builtIn(trimmedCode, language);
          return (
            <TextField
              key={language}
              name={valueField(language)}
              label={
                <span className={styles.languageLabel}>
                  <LanguageFlag code={language} className={styles.flag} />
                  {intl.formatMessage(languageNameMessages[language])}
                </span>
              }
              description={builtIn ? intl.formatMessage(builtInTextMessage, { text: builtIn }) : undefined}
              value={values[language]}
              onChange={(value) => setValues((current) => ({ ...current, [language]: value }))}
              autoFocus={Boolean(editing) && index === 0}
              autoComplete="off"
              maxLength={MAX_TEXT_VALUE}
            />
          );
        })}
      </fieldset>
    </FormDialog>
  );
}
