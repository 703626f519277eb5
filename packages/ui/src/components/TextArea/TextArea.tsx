import { useState } from 'react';
import { useNumberFormatter } from 'react-aria';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { vars } from '../../theme/theme.css.ts';
import { withClassName } from '../Field/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { counter, helpRow, helpText, multilineFrame, textArea } from './TextArea.css.ts';
import { strings } from './TextArea.strings.ts';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type' | 'pattern'>, FieldProps {
  /** Example text shown while empty. Not a substitute for `label`. */
  placeholder?: string;
  /** Visible lines: the box's starting and smallest height. It can be dragged taller. */
  rows?: number;
  /** Shows "typed / maxLength" under the box. On by default whenever `maxLength` is set. */
  showCounter?: boolean;
  /**
   * Language of the text typed, e.g. a Thai manual edited in the English UI: set on the text box
   * only, so spell checking and the Thai/Lao fonts follow the text while the label and help stay
   * in the UI's language.
   */
  lang?: string;
}

/**
 * A multi-line text input with label, description and error message; takes RAC TextField's
 * props. Enter starts a new line, so inside a Form it never submits.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCounter,
  lang,
  className,
  onChange,
  ...rest
}: TextAreaProps) {
  const t = useUiStrings(strings, '@pms/ui/TextArea');
  const number = useNumberFormatter({ maximumFractionDigits: 0 });
  // Uncontrolled fields keep no value we can read, so the counter follows onChange itself.
  const [uncontrolledLength, setUncontrolledLength] = useState(() => (rest.defaultValue ?? '').length);
  // UTF-16 code units, as the browser counts them against maxlength: the counter reaches the
  // limit exactly when typing stops.
  const length = rest.value === undefined ? uncontrolledLength : rest.value.length;
  const { maxLength } = rest;
  const hasCounter = maxLength !== undefined && (showCounter ?? true);

  return (
    <AriaTextField
      {...rest}
      onChange={(value) => {
        setUncontrolledLength(value.length);
        onChange?.(value);
      }}
      className={withClassName(field, className)}
    >
      {({ isInvalid, isDisabled }) => {
        const help = <FieldHelp description={description} errorMessage={errorMessage} />;
        return (
          <>
            {label === undefined || label === null ? null : (
              <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
            )}
            <Group role="presentation" isInvalid={isInvalid} isDisabled={isDisabled} className={multilineFrame}>
              <AriaTextArea
                className={textArea}
                placeholder={placeholder}
                rows={rows}
                lang={lang}
                // Dragging the handle may not make the box shorter than its `rows`.
                style={{
                  minHeight: `calc(${rows} * ${vars.lineHeight.normal} * 1em + 2 * ${vars.space.xs})`,
                }}
              />
            </Group>
            {hasCounter ? (
              <div className={helpRow}>
                <div className={helpText}>{help}</div>
                <span className={counter} data-full={length >= maxLength || undefined}>
                  {t('counter', { count: number.format(length), max: number.format(maxLength) })}
                </span>
              </div>
            ) : (
              help
            )}
          </>
        );
      }}
    </AriaTextField>
  );
}
