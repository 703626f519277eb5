import {
  Button,
  composeRenderProps,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  type SelectProps,
  SelectValue,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { type LanguageCode, LanguageFlag } from './flags.tsx';
import * as styles from './LanguageSwitcher.css.ts';
import { strings } from './LanguageSwitcher.strings.ts';

export type { LanguageCode } from './flags.tsx';

interface LanguageOption {
  code: LanguageCode;
  /** The language's own name, so a reader of that language finds it whatever the UI language. */
  name: string;
  /** BCP 47 tag of `name`, for the right font and pronunciation. */
  lang: string;
}

const LANGUAGES: Record<LanguageCode, LanguageOption> = {
  EN: { code: 'EN', name: 'English', lang: 'en' },
  TH: { code: 'TH', name: 'ไทย', lang: 'th' },
  LA: { code: 'LA', name: 'ລາວ', lang: 'lo' },
};

export const LANGUAGE_CODES: readonly LanguageCode[] = ['EN', 'TH', 'LA'];

export interface LanguageSwitcherProps
  extends Omit<
    SelectProps<LanguageOption>,
    'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode' | 'placeholder'
  > {
  /** The current language (controlled). */
  value?: LanguageCode;
  /** The starting language (uncontrolled); EN, the spec's default, when neither is given. */
  defaultValue?: LanguageCode;
  onChange?: (value: LanguageCode) => void;
  /** The languages offered, in order; all three staff languages by default. */
  languages?: readonly LanguageCode[];
}

const isLanguageCode = (key: Key | null): key is LanguageCode => key === 'EN' || key === 'TH' || key === 'LA';

/**
 * Picks the staff language (EN, TH, LA) with flags; a RAC Select. Its label ('Language') is read
 * by screen readers but not shown: the flag and code say it for sighted users.
 */
export function LanguageSwitcher({
  value,
  defaultValue,
  onChange,
  languages = LANGUAGE_CODES,
  className,
  ...rest
}: LanguageSwitcherProps) {
  const t = useUiStrings(strings, '@pms/ui/LanguageSwitcher');
  const options = languages.map((code) => LANGUAGES[code]);
  return (
    <Select
      {...rest}
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
          {({ selectedItem }) =>
            selectedItem ? (
              <>
                <LanguageFlag code={selectedItem.code} className={styles.flag} />
                <span>{selectedItem.code}</span>
              </>
            ) : null
          }
        </SelectValue>
        <svg
          className={styles.chevron}
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m4 6 4 4 4-4" />
        </svg>
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
    </Select>
  );
}
