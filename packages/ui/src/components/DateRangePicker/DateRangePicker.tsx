import type { CalendarDate } from '@internationalized/date';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Dialog,
  Group,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { RangeCalendar } from '../Calendar/Calendar.tsx';
import { rangeDash } from '../DateField/DateField.css.ts';
import { DateSegments, GregorianLocale } from '../DateField/DateSegments.tsx';
import {
  type CalendarDateRange,
  type DateRangeInput,
  type DateValueInput,
  type IsoDateRange,
  toIsoDateRange,
} from '../DateField/dates.ts';
import { useCalendarDateRange } from '../DateField/useCalendarDate.ts';
import { useDateLimits } from '../DateField/useDateErrorMessage.ts';
import { dialog, pickerFrame, spacer } from '../DatePicker/DatePicker.css.ts';
import { strings } from '../DatePicker/DatePicker.strings.ts';
import { cx, withClassName } from '../Field/classNames.ts';
import { field, frame } from '../Field/Field.css.ts';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { FieldPopover, useThemedPortal } from '../Field/FieldOverlay.tsx';
import { CalendarIcon } from '../Field/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';

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

export interface DateRangePickerProps
  extends Omit<AriaDateRangePickerProps<CalendarDate>, ReplacedDateProps>,
    FieldProps {
  /** Start and end as CalendarDates or ISO date strings; null for empty. */
  value?: DateRangeInput | null;
  defaultValue?: DateRangeInput | null;
  minValue?: DateValueInput;
  maxValue?: DateValueInput;
  /** The month the calendar opens on while empty (e.g. the hotel date). */
  placeholderValue?: DateValueInput;
  /** The new range as CalendarDates and as ISO strings; both null when cleared. */
  onChange?: (value: CalendarDateRange | null, isoDates: IsoDateRange | null) => void;
}

/**
 * A range of days (a stay, a report period) typed as two dd-MMM-yyyy dates or picked in a calendar
 * popover: the first press picks the start, the second the end.
 */
export function DateRangePicker({
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
}: DateRangePickerProps) {
  const t = useUiStrings(strings, '@pms/ui/DatePicker');
  const portal = useThemedPortal();
  const range = useCalendarDateRange(value);
  const defaultRange = useCalendarDateRange(defaultValue);
  const { isDateUnavailable } = rest;
  const { min, max, placeholder, defaultErrorMessage } = useDateLimits({
    minValue,
    maxValue,
    placeholderValue,
    isDateUnavailable: isDateUnavailable && ((date) => isDateUnavailable(date, null)),
  });
  // The whole picker counts Gregorian years, down to the screen-reader description of the value.
  return (
    <GregorianLocale>
      <AriaDateRangePicker<CalendarDate>
        {...rest}
        ref={portal.ref}
        value={range}
        defaultValue={defaultRange}
        minValue={min}
        maxValue={max}
        placeholderValue={placeholder}
        onChange={onChange && ((next) => onChange(next, toIsoDateRange(next)))}
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
              <DateSegments slot="start" />
              <span aria-hidden="true" className={rangeDash}>
                –
              </span>
              <DateSegments slot="end" />
              <span className={spacer} />
              <IconButton size="sm" aria-label={t('openCalendar')}>
                <CalendarIcon />
              </IconButton>
            </Group>
            <FieldHelp
              description={description}
              errorMessage={
                errorMessage ??
                ((validation) => defaultErrorMessage(validation, [state.value?.start, state.value?.end]))
              }
            />
            <FieldPopover portalContainer={portal.container} placement="bottom start" matchTriggerWidth={false}>
              <Dialog className={dialog}>
                <RangeCalendar />
              </Dialog>
            </FieldPopover>
          </>
        )}
      </AriaDateRangePicker>
    </GregorianLocale>
  );
}
