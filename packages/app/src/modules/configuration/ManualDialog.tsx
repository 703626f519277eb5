import { ApiError, type Schemas } from '@pms/api-client';
import {
  ComboBox,
  ComboBoxItem,
  type FormValidationErrors,
  LanguageFlag,
  Link,
  Radio,
  RadioGroup,
  TextArea,
  TextField,
} from '@pms/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import * as adminStyles from '../../shared/admin/AdminScreen.css.ts';
import { matchesQuery } from '../../shared/admin/adminList.ts';
import { FormDialog } from '../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../shared/admin/failures.ts';
import { ExternalIcon } from '../../shared/admin/icons.tsx';
import { type LanguageCode, languageOf } from '../../shared/i18n/languages.ts';
import { isHelpKey } from '../../shared/manual/helpKey.ts';
import { MENU_ENTRIES, SECTIONS } from '../../shared/menu/catalogue.ts';
import { useCreateHelpText, useUpdateHelpText } from './api/helpText.ts';
import * as styles from './HelpSettingPage.css.ts';
import { TEXT_LANGUAGES } from './interfaceTexts.ts';
import { ManualPreview } from './ManualPreview.tsx';
import { languageNameMessages, manualMessages, manualSubtitleMessage, sectionOfMessage } from './messages.ts';

type HelpText = Schemas['HelpText'];

const MAX_TITLE = 120;
const MAX_BODY = 20_000;

const sameKey = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/** Where the help page opens a menu's manual; a tab of its own, sharing this tab's session. */
export const manualUrl = (menu: string) => `/help/${encodeURIComponent(menu)}`;

interface HelpKey {
  key: string;
  /** How the menu shows it in the reader's language. */
  name: string;
  /** "Section", or the sections that have a screen of this title. */
  detail: string;
}

/**
 * The help keys the shell opens help/{menu} with: a section's label on its own pages, a
 * screen's help title on the others. Screens of the same title in several sections share one key.
 */
function helpKeysOf(intl: IntlShape): HelpKey[] {
  const sectionName = new Map(SECTIONS.map((section) => [section.id, intl.formatMessage(section.label)]));
  const keys: HelpKey[] = SECTIONS.map((section) => ({
    key: String(section.label.defaultMessage),
    name: intl.formatMessage(section.label),
    detail: intl.formatMessage(manualMessages.section),
  }));
  const screens = new Map<string, { name: string; sections: Set<string> }>();
  for (const route of MENU_ENTRIES) {
    if (keys.some((known) => sameKey(known.key, route.helpTitle))) continue;
    const entry = screens.get(route.helpTitle) ?? { name: intl.formatMessage(route.label), sections: new Set() };
    entry.sections.add(sectionName.get(route.section) ?? route.section);
    screens.set(route.helpTitle, entry);
  }
  for (const [key, entry] of [...screens].sort(([a], [b]) => a.localeCompare(b))) {
    keys.push({
      key,
      name: entry.name,
      detail: intl.formatMessage(sectionOfMessage, { section: [...entry.sections].join(', ') }),
    });
  }
  return keys;
}

export type ManualTarget = { kind: 'create' } | { kind: 'edit'; manual: HelpText };

interface ManualDialogProps {
  target: ManualTarget;
  /** Every manual: a menu has one per language. */
  manuals: readonly HelpText[];
  /** The language a new manual starts in: the editor's own. */
  defaultLanguage: LanguageCode;
  onClose: () => void;
  onSaved: () => void;
  onStale: () => void;
}

/** Write or edit one manual, its text beside a preview of how the help page shows it. */
export function ManualDialog({ target, manuals, defaultLanguage, onClose, onSaved, onStale }: ManualDialogProps) {
  const intl = useIntl();
  const create = useCreateHelpText();
  const update = useUpdateHelpText();
  const editing = target.kind === 'edit' ? target.manual : undefined;

  const [menu, setMenu] = useState(editing?.menu ?? '');
  const [language, setLanguage] = useState<LanguageCode>(editing?.language ?? defaultLanguage);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const isSaving = create.isPending || update.isPending;

  const keys = useMemo(() => helpKeysOf(intl), [intl]);
  const suggestions = useMemo(
    () => keys.filter((known) => matchesQuery(`${known.key} ${known.name} ${known.detail}`, menu)),
    [keys, menu],
  );

  const trimmedMenu = menu.trim();
  const localErrors = (): FormValidationErrors => {
    const found: FormValidationErrors = {};
    if (!isHelpKey(trimmedMenu)) found.menu = [intl.formatMessage(manualMessages.menuInvalid)];
    else if (
      manuals.some(
        (manual) => manual.id !== editing?.id && manual.language === language && sameKey(manual.menu, trimmedMenu),
      )
    ) {
      found.menu = [intl.formatMessage(manualMessages.menuTaken)];
    }
    if (title.trim() === '') found.title = [intl.formatMessage(manualMessages.titleRequired)];
    if (body.trim() === '') found.body = [intl.formatMessage(manualMessages.bodyRequired)];
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found = localErrors();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const fields = { menu: trimmedMenu, language, title: title.trim(), body };
    try {
      if (editing) {
        const changed = Object.fromEntries(
          Object.entries(fields).filter(([name, value]) => editing[name as keyof typeof fields] !== value),
        );
        if (Object.keys(changed).length === 0) {
          onClose();
          return;
        }
        const data = [{ id: editing.id, version: editing.version, ...changed }];
        await update.run(data);
      } else {
        const data = [fields];
        await create.run(data);
      }
      onSaved();
    } catch (error) {
      // Changed or deleted by someone else since the list was read.
      if (isStaleVersion(error) || (error instanceof ApiError && error.code === 'NOT_FOUND')) {
        onStale();
        return;
      }
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      const shown = ['menu', 'language', 'title', 'body'];
      const allShown =
        Object.keys(fieldErrors).length > 0 && Object.keys(fieldErrors).every((name) => shown.includes(name));
      if (!allShown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const dialogTitle = intl.formatMessage(editing ? manualMessages.editTitle : manualMessages.addTitle);
  const locale = languageOf(language).locale;
  return (
    <FormDialog
      title={dialogTitle}
      subtitle={
        editing
          ? intl.formatMessage(manualSubtitleMessage, {
              menu: editing.menu,
              language: intl.formatMessage(languageNameMessages[editing.language]),
            })
          : undefined
      }
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
      footerStart={
        isHelpKey(trimmedMenu) ? (
          <Link
            href={manualUrl(trimmedMenu)}
            target="_blank"
            rel="opener"
            variant="standalone"
            className={styles.footerLink}
          >
            {intl.formatMessage(manualMessages.openManual)}
            <ExternalIcon />
            <span className={adminStyles.visuallyHidden}>{intl.formatMessage(manualMessages.newWindow)}</span>
          </Link>
        ) : null
      }
    >
      <div className={styles.topRow}>
        <ComboBox
          name="menu"
          label={intl.formatMessage(manualMessages.menu)}
          description={intl.formatMessage(manualMessages.menuHelp)}
          items={suggestions}
          inputValue={menu}
          onInputChange={setMenu}
          onSelectionChange={(key) => {
            if (typeof key === 'string') setMenu(key);
          }}
          allowsCustomValue
          isRequired
          autoFocus={!editing}
        >
          {(item) => (
            <ComboBoxItem id={item.key} textValue={item.key}>
              <span className={styles.suggestion}>
                <span className={styles.suggestionName}>
                  {item.key}
                  {item.name === item.key ? '' : ` · ${item.name}`}
                </span>
                <span className={styles.suggestionDetail}>{item.detail}</span>
              </span>
            </ComboBoxItem>
          )}
        </ComboBox>
        <RadioGroup
          name="language"
          label={intl.formatMessage(manualMessages.language)}
          orientation="horizontal"
          value={language}
          onChange={(value) => setLanguage(value as LanguageCode)}
          isRequired
        >
          {TEXT_LANGUAGES.map((code) => (
            <Radio key={code} value={code}>
              <span className={styles.language}>
                <LanguageFlag code={code} className={styles.flag} />
                {intl.formatMessage(languageNameMessages[code])}
              </span>
            </Radio>
          ))}
        </RadioGroup>
      </div>
      <TextField
        name="title"
        label={intl.formatMessage(manualMessages.manualTitle)}
        value={title}
        onChange={setTitle}
        isRequired
        autoFocus={Boolean(editing)}
        autoComplete="off"
        maxLength={MAX_TITLE}
      />
      <div className={styles.editor}>
        <TextArea
          name="body"
          label={intl.formatMessage(manualMessages.body)}
          description={intl.formatMessage(manualMessages.bodyHelp)}
          value={body}
          onChange={setBody}
          isRequired
          maxLength={MAX_BODY}
          rows={14}
          lang={locale}
          spellCheck="true"
        />
        <section className={styles.previewPane} aria-label={intl.formatMessage(manualMessages.preview)}>
          <span className={styles.previewLabel} aria-hidden="true">
            {intl.formatMessage(manualMessages.preview)}
          </span>
          <div className={styles.previewBox}>
            <ManualPreview
              title={title}
              body={body}
              lang={locale}
              emptyText={intl.formatMessage(manualMessages.previewEmpty)}
            />
          </div>
        </section>
      </div>
    </FormDialog>
  );
}
