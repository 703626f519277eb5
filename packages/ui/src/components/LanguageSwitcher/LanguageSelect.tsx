// The language switcher's react-aria Select (listbox, popover, collection), loaded on the first
// interaction with the light trigger of LanguageSwitcher.tsx, which it then replaces.
import { use, useEffect, useRef } from 'react';
import {
  Button,
  composeRenderProps,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectStateContext,
  SelectValue,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { LanguageFlag } from './flags.tsx';
import * as styles from './LanguageSwitcher.css.ts';
import { strings } from './LanguageSwitcher.strings.ts';
import type { LanguageSwitcherProps } from './LanguageSwitcher.tsx';
import { Chevron, ChosenLanguage, LANGUAGE_CODES, LANGUAGES, type LanguageOption } from './languages.tsx';

/** How the list opens: as a click opens it, or as Arrow Down ('first') and Arrow Up ('last') do. */
export type OpenStrategy = 'first' | 'last' | null;

export interface LanguageSelectProps extends LanguageSwitcherProps {
  /** Opens the list once mounted (the press on the light trigger that loaded this part). */
  openOnMount?: { focusStrategy: OpenStrategy };
}

const isLanguageCode = (key: Key | null): key is keyof typeof LANGUAGES => key === 'EN' || key === 'TH' || key === 'LA';

/** Finishes the press that loaded the select: the trigger has the focus by now, the list opens. */
function OpenOnMount({ focusStrategy }: { focusStrategy: OpenStrategy }) {
  const state = use(SelectStateContext);
  const isOpened = useRef(false);
  // The options are collected after the first commit, and a Select with none does not open.
  const size = state?.collection.size ?? 0;
  useEffect(() => {
    if (!state || size === 0 || isOpened.current) return;
    isOpened.current = true;
    state.open(focusStrategy);
  }, [state, size, focusStrategy]);
  return null;
}

export function LanguageSelect({
  value,
  defaultValue,
  onChange,
  languages = LANGUAGE_CODES,
  className,
  openOnMount,
  ...rest
}: LanguageSelectProps) {
  const t = useUiStrings(strings, '@pms/ui/LanguageSwitcher');
  const options = languages.map((code) => LANGUAGES[code]);
  return (
    <Select
      {...rest}
      // It replaces the trigger that was pressed: the focus stays where the user left it.
      autoFocus={openOnMount ? true : rest.autoFocus}
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? 'EN') : undefined}
      onChange={(key) => {
        if (isLanguageCode(key)) onChange?.(key);
      }}
      className={composeRenderProps(className, (extra) => [styles.select, extra].filter(Boolean).join(' '))}
    >
      <Label className={styles.label}>{t('language')}</Label>
      <Button className={styles.trigger}>
        <SelectValue<LanguageOption> className={styles.value}>
          {({ selectedItem }) => (selectedItem ? <ChosenLanguage code={selectedItem.code} /> : null)}
        </SelectValue>
        <Chevron />
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={4}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem
              id={option.code}
              textValue={`${option.name} (${option.code})`}
              aria-label={`${option.name} (${option.code})`}
              className={styles.option}
            >
              {({ isSelected }) => (
                <>
                  <LanguageFlag code={option.code} className={styles.flag} />
                  <span className={styles.code}>{option.code}</span>
                  <span className={styles.name} lang={option.lang}>
                    {option.name}
                  </span>
                  {isSelected ? (
                    <svg
                      className={styles.check}
                      viewBox="0 0 16 16"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path d="m3.5 8.5 3 3 6-7" />
                    </svg>
                  ) : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      {openOnMount ? <OpenOnMount focusStrategy={openOnMount.focusStrategy} /> : null}
    </Select>
  );
}
