import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { withClassName } from '../Field/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import {
  FieldListBox,
  FieldOption,
  type FieldOptionProps,
  FieldPopover,
  useThemedPortal,
} from '../Field/FieldOverlay.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { chevron, trigger, value as valueStyle } from './Select.css.ts';
import { strings } from './Select.strings.ts';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'selectionMode'>,
    FieldProps {
  /** The options as data, rendered by `children` as a function. */
  items?: Iterable<T>;
  /** SelectItem elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Single choice from a short list (room type, title, market segment), opened as a list box in a
 * popover. Typing a letter on the closed select jumps to the matching option. Takes RAC Select's
 * props: `value`/`defaultValue`/`onChange` (or `selectedKey`/`onSelectionChange`). For long
 * lists, where staff would rather type, use ComboBox.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  placeholder,
  className,
  ...rest
}: SelectProps<T>) {
  const t = useUiStrings(strings, '@pms/ui/Select');
  const portal = useThemedPortal();
  return (
    <AriaSelect<T, 'single'>
      {...rest}
      ref={portal.ref}
      placeholder={placeholder ?? t('placeholder')}
      className={withClassName(field, className)}
    >
      {({ isInvalid }) => (
        <>
          {label === undefined || label === null ? null : <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
          <AriaButton className={trigger} data-invalid={isInvalid || undefined}>
            <SelectValue className={valueStyle} />
            <span className={chevron}>
              <ChevronDownIcon />
            </span>
          </AriaButton>
          <FieldHelp description={description} errorMessage={errorMessage} />
          <FieldPopover portalContainer={portal.container} placement="bottom start">
            <FieldListBox<T> items={items}>{children}</FieldListBox>
          </FieldPopover>
        </>
      )}
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object = object> = FieldOptionProps<T>;

/** One option of a Select; a check mark shows on the selected one. */
export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  return <FieldOption<T> {...props} />;
}
