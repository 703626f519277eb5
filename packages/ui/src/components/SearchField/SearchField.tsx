import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Input,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { withClassName } from '../Field/classNames.ts';
import { field, input, leadingIcon } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { InputFrame } from '../Field/InputFrame.tsx';
import { CloseIcon, SearchIcon } from '../Field/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { strings } from './SearchField.strings.ts';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldProps {
  placeholder?: string;
}

/**
 * A search box: Enter calls `onSubmit`, Escape or the clear button empties it (`onClear`).
 * Takes RAC SearchField's props.
 */
export function SearchField({ label, description, errorMessage, placeholder, className, ...rest }: SearchFieldProps) {
  const t = useUiStrings(strings, '@pms/ui/SearchField');
  return (
    <AriaSearchField {...rest} className={withClassName(field, className)}>
      {({ isEmpty, isInvalid, isDisabled }) => (
        <>
          {label === undefined || label === null ? null : <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
          <InputFrame isInvalid={isInvalid} isDisabled={isDisabled}>
            <span className={leadingIcon}>
              <SearchIcon />
            </span>
            <Input className={input} placeholder={placeholder} />
            {isEmpty || isDisabled ? null : (
              // RAC wires this button (clears, keeps focus in the input, out of the tab order).
              <IconButton size="sm" aria-label={t('clearSearch')}>
                <CloseIcon />
              </IconButton>
            )}
          </InputFrame>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </AriaSearchField>
  );
}
