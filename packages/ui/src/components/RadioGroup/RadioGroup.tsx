import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { cx, withClassName } from '../Field/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { circle, group, options, radio } from './RadioGroup.css.ts';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldProps {
  /** Radio elements. */
  children: ReactNode;
}

/**
 * One choice among a few options that all stay visible (e.g. shift AM / PM / Night). Arrow keys
 * move the selection; Tab leaves the group. `orientation` 'horizontal' lines the options up.
 */
export function RadioGroup({ label, description, errorMessage, children, className, ...rest }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...rest} className={withClassName(cx(field, group), className)}>
      {label === undefined || label === null ? null : <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
      <div className={options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children?: ReactNode;
}

/** One option of a RadioGroup, identified by its `value`. */
export function Radio({ children, className, ...rest }: RadioProps) {
  return (
    <AriaRadio {...rest} className={withClassName(radio, className)}>
      <span className={circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
