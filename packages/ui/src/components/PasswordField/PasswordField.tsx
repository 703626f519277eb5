import { useEffect, useRef, useState } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps, Input } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { withClassName } from '../Field/classNames.ts';
import { field, input } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { InputFrame } from '../Field/InputFrame.tsx';
import { EyeIcon, EyeOffIcon } from '../Field/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { toggle } from './PasswordField.css.ts';
import { strings } from './PasswordField.strings.ts';
import { createTypingFlag, PASSWORD_TYPING_DEBOUNCE_MS, type TypingFlag } from './typingFlag.ts';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldProps {
  placeholder?: string;
  /** Start with the password shown. */
  defaultRevealed?: boolean;
}

/**
 * Password input with a show/hide toggle. While the user types, the toggle's icon is highlighted;
 * it returns to normal 800 ms after the last keystroke (the spec's password debounce). The value
 * itself reaches `onChange` at once. Inside a Form, Enter submits.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  defaultRevealed = false,
  autoComplete = 'current-password',
  onChange,
  className,
  ...rest
}: PasswordFieldProps) {
  const t = useUiStrings(strings, '@pms/ui/PasswordField');
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  const isTyping = useTypingFlag();

  return (
    <AriaTextField
      {...rest}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      onChange={(value) => {
        isTyping.keystroke();
        onChange?.(value);
      }}
      className={withClassName(field, className)}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label === undefined || label === null ? null : <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
          <InputFrame isInvalid={isInvalid} isDisabled={isDisabled}>
            <Input className={input} placeholder={placeholder} spellCheck={false} autoCapitalize="off" />
            <IconButton
              size="sm"
              aria-label={t(isRevealed ? 'hidePassword' : 'showPassword')}
              isDisabled={isDisabled}
              onPress={() => setRevealed((revealed) => !revealed)}
              data-typing={isTyping.value || undefined}
              className={toggle}
            >
              {isRevealed ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
          </InputFrame>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </AriaTextField>
  );
}

function useTypingFlag() {
  const [value, setValue] = useState(false);
  const flag = useRef<TypingFlag | null>(null);
  flag.current ??= createTypingFlag(PASSWORD_TYPING_DEBOUNCE_MS, setValue);
  useEffect(() => () => flag.current?.dispose(), []);
  return {
    value,
    keystroke: () => flag.current?.keystroke(),
  };
}
