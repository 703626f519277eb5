import { type KeyboardEvent, useId, useState } from 'react';
import type { SelectProps } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { lazyPart } from '../OverlayLayer/lazyPart.tsx';
import type { LanguageCode } from './flags.tsx';
import type { OpenStrategy } from './LanguageSelect.tsx';
import * as styles from './LanguageSwitcher.css.ts';
import { strings } from './LanguageSwitcher.strings.ts';
import { Chevron, ChosenLanguage, type LanguageOption } from './languages.tsx';

export type { LanguageCode } from './flags.tsx';
export { LANGUAGE_CODES } from './languages.tsx';

// react-aria's Select (listbox, popover, collections) is a fifth of the login page: it loads when
// the pointer or the focus reaches the trigger, and takes the trigger's place when it is pressed.
const { Part: LanguageSelect, preload } = lazyPart(() =>
  import('./LanguageSelect.tsx').then((module) => module.LanguageSelect),
);

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

const OPENING_KEYS: Record<string, OpenStrategy> = { ArrowDown: 'first', ArrowUp: 'last' };

/**
 * Picks the staff language (EN, TH, LA) with flags; a RAC Select. Its label ('Language') is read
 * by screen readers but not shown: the flag and code say it for sighted users. Until it is first
 * pressed it is a plain button that looks and reads the same (a listbox button, collapsed).
 */
export function LanguageSwitcher(props: LanguageSwitcherProps) {
  const [opened, setOpened] = useState<{ focusStrategy: OpenStrategy } | null>(null);
  if (opened) return <LanguageSelect {...props} openOnMount={opened} />;
  return (
    <LightTrigger
      {...props}
      onOpen={(focusStrategy) => {
        preload().then(
          () => setOpened({ focusStrategy }),
          // Offline: the trigger stays as it is, and the next press tries again.
          () => undefined,
        );
      }}
    />
  );
}

function LightTrigger({
  value,
  defaultValue,
  className,
  isDisabled,
  onOpen,
}: LanguageSwitcherProps & { onOpen: (focusStrategy: OpenStrategy) => void }) {
  const t = useUiStrings(strings, '@pms/ui/LanguageSwitcher');
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const code = value ?? defaultValue ?? 'EN';
  const load = () => {
    preload().catch(() => undefined);
  };
  return (
    <div className={[styles.select, typeof className === 'string' ? className : undefined].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {t('language')}
      </span>
      <button
        type="button"
        className={styles.trigger}
        data-light=""
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        aria-haspopup="listbox"
        aria-expanded="false"
        // Named as react-aria names a Select's button: the value, then the label.
        aria-labelledby={`${valueId} ${labelId}`}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => onOpen(null)}
        onKeyDown={(event: KeyboardEvent) => {
          const focusStrategy = OPENING_KEYS[event.key];
          if (focusStrategy === undefined) return;
          event.preventDefault();
          onOpen(focusStrategy);
        }}
      >
        <span id={valueId} className={styles.value}>
          <ChosenLanguage code={code} />
        </span>
        <Chevron />
      </button>
    </div>
  );
}
