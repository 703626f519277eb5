import { useMemo } from 'react';
import { I18nProvider, useLocale } from 'react-aria';
import {
  Button as AriaButton,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Group,
  Input,
} from 'react-aria-components';
import { withClassName } from '../Field/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { numberLocaleFor } from '../NumberField/numberLocale.ts';
import { count, group, stepButton } from './QuantityStepper.css.ts';

export interface QuantityStepperProps extends Omit<AriaNumberFieldProps, 'children' | 'formatOptions'>, FieldProps {
  /**
   * The − button's name for screen readers, in the user's language ('One fewer'; react-aria's own
   * otherwise); the field's label follows it, so it reads "One fewer Beerlao".
   */
  decrementLabel?: string;
  /** The + button's name, likewise ('One more'). */
  incrementLabel?: string;
}

const WHOLE_UNITS = { maximumFractionDigits: 0, useGrouping: false } as const;

/**
 * A count of whole units with large − and + buttons either side of it, for counting on a phone
 * (a minibar, amenities): each button is 48 px square, the count can also be typed. Takes RAC
 * NumberField's props (value, onChange, minValue — 0 by default —, maxValue, isDisabled).
 */
export function QuantityStepper({
  label,
  description,
  errorMessage,
  decrementLabel,
  incrementLabel,
  minValue = 0,
  className,
  ...rest
}: QuantityStepperProps) {
  const { locale } = useLocale();
  const numberLocale = useMemo(() => numberLocaleFor(locale), [locale]);
  return (
    <I18nProvider locale={numberLocale}>
      <AriaNumberField
        {...rest}
        minValue={minValue}
        formatOptions={WHOLE_UNITS}
        className={withClassName(field, className)}
      >
        {label === undefined || label === null ? null : <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
        <Group className={group}>
          <AriaButton
            slot="decrement"
            className={stepButton}
            {...(decrementLabel ? { 'aria-label': decrementLabel } : {})}
          >
            <span aria-hidden="true">−</span>
          </AriaButton>
          <Input className={count} inputMode="numeric" />
          <AriaButton
            slot="increment"
            className={stepButton}
            {...(incrementLabel ? { 'aria-label': incrementLabel } : {})}
          >
            <span aria-hidden="true">+</span>
          </AriaButton>
        </Group>
        <FieldHelp description={description} errorMessage={errorMessage} />
      </AriaNumberField>
    </I18nProvider>
  );
}
