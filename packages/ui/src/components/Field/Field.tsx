import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  Text,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx as join, withClassName } from './classNames.ts';
import {
  description as descriptionStyle,
  errorMessage as errorStyle,
  label as labelStyle,
  requiredMark,
} from './Field.css.ts';

/** The parts every labelled input of the design system shares. */
export interface FieldProps {
  /** Visible label. Without one, give the control an `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, linked to it with aria-describedby. */
  description?: ReactNode;
  /**
   * Shown while the field is invalid (`isInvalid`, a failed `validate`, or a server error passed
   * to `Form`'s `validationErrors`). Without it, the validation messages themselves are shown.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export interface FieldLabelProps extends AriaLabelProps {
  /** Adds the required marker. The input itself carries aria-required, so the marker is hidden from AT. */
  isRequired?: boolean;
}

/** RAC Label with the theme's looks and an optional required marker (*). */
export function FieldLabel({ isRequired, className, children, ...rest }: FieldLabelProps) {
  return (
    <AriaLabel {...rest} className={join(labelStyle, className)}>
      {children}
      {isRequired ? (
        <span className={requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}

/** Help text; inside a RAC field it is wired to the input with aria-describedby. */
export function FieldDescription({ className, ...rest }: Omit<TextProps, 'slot'>) {
  return <Text {...rest} slot="description" className={join(descriptionStyle, className)} />;
}

/** The field's error message; rendered only while the field is invalid. */
export function FieldErrorMessage({ className, ...rest }: AriaFieldErrorProps) {
  return <AriaFieldError {...rest} className={withClassName(errorStyle, className)} />;
}

/** Description and error message in the order every field shows them. */
export function FieldHelp({ description, errorMessage }: Pick<FieldProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description === undefined || description === null ? null : <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}
