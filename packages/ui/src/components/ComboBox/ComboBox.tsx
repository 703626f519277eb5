import type { ReactNode } from 'react';
import { ComboBox as AriaComboBox, type ComboBoxProps as AriaComboBoxProps, Input } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { withClassName } from '../Field/classNames.ts';
import { field, input, listEmpty } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import {
  FieldListBox,
  FieldOption,
  type FieldOptionProps,
  FieldPopover,
  useThemedPortal,
} from '../Field/FieldOverlay.tsx';
import { InputFrame } from '../Field/InputFrame.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { strings } from './ComboBox.strings.ts';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T, 'single'>, 'children' | 'selectionMode'>,
    FieldProps {
  /** ComboBoxItem elements, or a function rendering one per item of `items`/`defaultItems`. */
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /** While true and the list is empty, the popover says "Loading..." instead of "No results". */
  isLoading?: boolean;
}

/**
 * A searchable lookup (guest, company, country, rate code). Two ways to feed it, as in RAC:
 * - `defaultItems`: the full list; it is filtered as the user types (contains, case- and
 *   accent-insensitive).
 * - `items` + `inputValue`/`onInputChange` (+ `isLoading`): the caller filters or fetches, e.g.
 *   with RAC's `useAsyncList`; no filtering happens here.
 * An empty list shows "No results". `allowsCustomValue` keeps typed text that matches no option.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  children,
  placeholder,
  isLoading = false,
  allowsEmptyCollection = true,
  className,
  ...rest
}: ComboBoxProps<T>) {
  const t = useUiStrings(strings, '@pms/ui/ComboBox');
  const portal = useThemedPortal();
  return (
    <AriaComboBox<T, 'single'>
      {...rest}
      ref={portal.ref}
      allowsEmptyCollection={allowsEmptyCollection}
      className={withClassName(field, className)}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label === undefined || label === null ? null : <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
          <InputFrame isInvalid={isInvalid} isDisabled={isDisabled}>
            <Input className={input} placeholder={placeholder} />
            <IconButton size="sm" aria-label={t('showSuggestions')}>
              <ChevronDownIcon />
            </IconButton>
          </InputFrame>
          <FieldHelp description={description} errorMessage={errorMessage} />
          <FieldPopover portalContainer={portal.container} placement="bottom start">
            <FieldListBox<T>
              renderEmptyState={() => <div className={listEmpty}>{isLoading ? t('loading') : t('noResults')}</div>}
            >
              {children}
            </FieldListBox>
          </FieldPopover>
        </>
      )}
    </AriaComboBox>
  );
}

export type ComboBoxItemProps<T extends object = object> = FieldOptionProps<T>;

/** One option of a ComboBox; its text is what the input shows once picked. */
export function ComboBoxItem<T extends object>(props: ComboBoxItemProps<T>) {
  return <FieldOption<T> {...props} />;
}
