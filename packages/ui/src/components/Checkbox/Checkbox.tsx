import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { withClassName } from '../Field/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { CheckIcon, MinusIcon } from '../Field/icons.tsx';
import { box, checkbox, options } from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The visible label. Without one (e.g. in a table row), give an `aria-label`. */
  children?: ReactNode;
}

/**
 * RAC Checkbox: `isSelected`/`defaultSelected`/`onChange`, `isIndeterminate` for a "select all"
 * that covers some rows. Inside a CheckboxGroup give it a `value`.
 */
export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={withClassName(checkbox, className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export type CheckboxGroupOrientation = 'vertical' | 'horizontal';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'>, FieldProps {
  /** Checkbox elements, each with a `value`. */
  children: ReactNode;
  /** 'vertical' (default) stacks the options; 'horizontal' lines them up and wraps. */
  orientation?: CheckboxGroupOrientation;
}

/** Several independent choices under one label; `value` is the array of checked values. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation,
  children,
  className,
  ...rest
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...rest} className={withClassName(field, className)}>
      {label === undefined || label === null ? null : <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
      <div className={options({ orientation })}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
