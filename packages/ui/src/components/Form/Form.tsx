import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from '../Field/classNames.ts';
import { form } from './Form.css.ts';

export interface FormProps extends AriaFormProps {
  /**
   * 'aria' (default): errors show as the user edits and never block submission, so the server has
   * the last word. 'native': the browser blocks submission while a field is invalid.
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * RAC Form with the fields stacked. Server-side errors go in `validationErrors`, keyed by input
 * `name` (see `toValidationErrors` for an error envelope's field errors); each shows under its
 * input until the user changes that input (committed when leaving it). Enter in a text input
 * submits.
 */
export function Form({ validationBehavior = 'aria', className, ...rest }: FormProps) {
  return <AriaForm {...rest} validationBehavior={validationBehavior} className={cx(form, className)} />;
}
