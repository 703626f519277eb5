import type { CalendarDate } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Dialog,
  Group,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { Calendar } from '../Calendar/Calendar.tsx';
import { DateSegments, GregorianLocale } from '../DateField/DateSegments.tsx';
import { type DateValueInput, toIsoDate } from '../DateField/dates.ts';
import { useCalendarDate } from '../DateField/useCalendarDate.ts';
import { useDateLimits } from '../DateField/useDateErrorMessage.ts';
import { cx, withClassName } from '../Field/classNames.ts';
import { field, frame } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { FieldPopover, useThemedPortal } from '../Field/FieldOverlay.tsx';
import { CalendarIcon } from '../Field/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { dialog, pickerFrame, spacer } from './DatePicker.css.ts';
import { strings } from './DatePicker.strings.ts';

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

export interface DatePickerProps extends Omit<AriaDatePickerProps<CalendarDate>, ReplacedDateProps>, FieldProps {
  /** A CalendarDate or an ISO date string ('2026-11-21'); null for empty. */
  value?: DateValueInput | null;
  defaultValue?: DateValueInput | null;
  minValue?: DateValueInput;
  maxValue?: DateValueInput;
  /** The month the calendar opens on and the segments start from while empty (e.g. the hotel date). */
  placeholderValue?: DateValueInput;
  /** The new date as a CalendarDate and as an ISO string; both null when cleared. */
  onChange?: (value: CalendarDate | null, isoDate: string | null) => void;
}

/**
 * A date typed as dd-MMM-yyyy (21-Nov-2026, in every language) or picked from a calendar popover.
 * The button, or Alt+ArrowDown in the field, opens the month grid; Escape closes it.
 */
export function DatePicker({
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
}: DatePickerProps) {
  const t = useUiStrings(strings, '@pms/ui/DatePicker');
  const portal = useThemedPortal();
  const date = useCalendarDate(value);
  const defaultDate = useCalendarDate(defaultValue);
  const { min, max, placeholder, defaultErrorMessage } = useDateLimits({
    minValue,
    maxValue,
    placeholderValue,
    isDateUnavailable: rest.isDateUnavailable,
  });
  // The whole picker counts Gregorian years, down to the screen-reader description of the value.
  return (
    <GregorianLocale>
      <AriaDatePicker<CalendarDate>
        {...rest}
        ref={portal.ref}
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
            <Group className={cx(frame, pickerFrame)}>
              <DateSegments />
              <span className={spacer} />
              <IconButton size="sm" aria-label={t('openCalendar')}>
                <CalendarIcon />
              </IconButton>
            </Group>
            <FieldHelp
              description={description}
              errorMessage={errorMessage ?? ((validation) => defaultErrorMessage(validation, [state.value]))}
            />
            <FieldPopover portalContainer={portal.container} placement="bottom start" matchTriggerWidth={false}>
              <Dialog className={dialog}>
                <Calendar />
              </Dialog>
            </FieldPopover>
          </>
        )}
      </AriaDatePicker>
    </GregorianLocale>
  );
}
