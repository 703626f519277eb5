import type { CalendarDate } from '@internationalized/date';
import { DateField as AriaDateField, type DateFieldProps as AriaDateFieldProps } from 'react-aria-components';
import { withClassName } from '../Field/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { DateFieldLocale, DateSegments } from './DateSegments.tsx';
import { type DateValueInput, toIsoDate } from './dates.ts';
import { useCalendarDate } from './useCalendarDate.ts';
import { useDateLimits } from './useDateErrorMessage.ts';

/** Props the date components replace: values may be ISO strings, and dates are whole days. */
type ReplacedDateProps =
  | 'children'
  | 'value'
  | 'defaultValue'
  | 'minValue'
  | 'maxValue'
  | 'placeholderValue'
  | 'onChange'
  | 'granularity'
  | 'hourCycle'
  | 'hideTimeZone'
  | 'shouldForceLeadingZeros';

export interface DateFieldProps extends Omit<AriaDateFieldProps<CalendarDate>, ReplacedDateProps>, FieldProps {
  /** A CalendarDate or an ISO date string ('2026-11-21'); null for empty. */
  value?: DateValueInput | null;
  defaultValue?: DateValueInput | null;
  minValue?: DateValueInput;
  maxValue?: DateValueInput;
  /** The date the segments start from when the user steps with the arrow keys (e.g. the hotel date). */
  placeholderValue?: DateValueInput;
  /** The new date as a CalendarDate and as an ISO string; both null when cleared. */
  onChange?: (value: CalendarDate | null, isoDate: string | null) => void;
}

/**
 * A typed date without a calendar popover, shown as dd-MMM-yyyy (21-Nov-2026) in every language.
 * Staff type the day, month number and year; arrow keys step a segment.
 */
export function DateField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  minValue,
  maxValue,
  placeholderValue,
  onChange,
  className,
  ...rest
}: DateFieldProps) {
  const date = useCalendarDate(value);
  const defaultDate = useCalendarDate(defaultValue);
  const { min, max, placeholder, defaultErrorMessage } = useDateLimits({
    minValue,
    maxValue,
    placeholderValue,
    isDateUnavailable: rest.isDateUnavailable,
  });
  return (
    <DateFieldLocale>
      <AriaDateField<CalendarDate>
        {...rest}
        value={date}
        defaultValue={defaultDate}
        minValue={min}
        maxValue={max}
        placeholderValue={placeholder}
        onChange={onChange && ((next) => onChange(next, toIsoDate(next)))}
        granularity="day"
        shouldForceLeadingZeros
        className={withClassName(field, className)}
      >
        {({ state }) => (
          <>
            {label === undefined || label === null ? null : (
              <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
            )}
            <DateSegments isFramed />
            <FieldHelp
              description={description}
              errorMessage={errorMessage ?? ((validation) => defaultErrorMessage(validation, [state.value]))}
            />
          </>
        )}
      </AriaDateField>
    </DateFieldLocale>
  );
}
