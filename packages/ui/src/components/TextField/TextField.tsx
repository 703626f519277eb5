import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps, Input } from 'react-aria-components';
import { withClassName } from '../Field/classNames.ts';
import { field, input } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { InputFrame } from '../Field/InputFrame.tsx';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldProps {
  /** Example text shown while empty. Not a substitute for `label`. */
  placeholder?: string;
}

/** A single-line text input with label, description and error message; takes RAC TextField's props. */
export function TextField({ label, description, errorMessage, placeholder, className, ...rest }: TextFieldProps) {
  return (
    <AriaTextField {...rest} className={withClassName(field, className)}>
      {({ isInvalid, isDisabled }) => (
        <>
          {label === undefined || label === null ? null : <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
          <InputFrame isInvalid={isInvalid} isDisabled={isDisabled}>
            <Input className={input} placeholder={placeholder} />
          </InputFrame>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </AriaTextField>
  );
}
