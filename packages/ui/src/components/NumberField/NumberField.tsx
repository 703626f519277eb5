import { useMemo } from 'react';
import { I18nProvider, useLocale } from 'react-aria';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Group,
  Input,
} from 'react-aria-components';
import { cx, withClassName } from '../Field/classNames.ts';
import { field, frame, input } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { numericInput } from './NumberField.css.ts';
import { MONEY_FORMAT, numberLocaleFor } from './numberLocale.ts';

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldProps {
  placeholder?: string;
}

/**
 * A number input in the spec's format: 2 decimals, '.' decimal and ',' thousands separators, zero
 * as 0.00, in every UI language (same output as `formatMoney`). Typing '1,234.5' gives 1234.5 and
 * shows 1,234.50 when the field loses focus. An empty field's value is NaN, as in RAC.
 * `formatOptions` overrides the format, e.g. `{ maximumFractionDigits: 0 }` for a count of nights.
 * ArrowUp/ArrowDown step by `step` (default 1).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  formatOptions = MONEY_FORMAT,
  className,
  ...rest
}: NumberFieldProps) {
  const { locale } = useLocale();
  const numberLocale = useMemo(() => numberLocaleFor(locale), [locale]);
  return (
    <I18nProvider locale={numberLocale}>
      <AriaNumberField {...rest} formatOptions={formatOptions} className={withClassName(field, className)}>
        {label === undefined || label === null ? null : <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
        <Group className={frame}>
          <Input className={cx(input, numericInput)} placeholder={placeholder} />
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </AriaNumberField>
    </I18nProvider>
  );
}
