import type { CalendarDate, DateValue } from '@internationalized/date';
import type { ValidationResult } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { strings } from './DateField.strings.ts';
import { type DateValueInput, formatCalendarDate } from './dates.ts';
import { useCalendarDate } from './useCalendarDate.ts';

interface DateLimits {
  minValue?: CalendarDate | undefined;
  maxValue?: CalendarDate | undefined;
  isDateUnavailable?: ((date: DateValue) => boolean) | undefined;
}

/**
 * The default error message of the date components. RAC's own messages format dates in the
 * browser's style (11/21/2026) and language, so range and availability errors get ours, with
 * dd-MMM-yyyy and in the UI language. Messages from `validate` or the server pass through.
 * `dates` is the field's value: one date, or a range's start and end.
 */
export function useDateErrorMessage({ minValue, maxValue, isDateUnavailable }: DateLimits) {
  const t = useUiStrings(strings, '@pms/ui/DateField');
  return (validation: ValidationResult, dates: ReadonlyArray<DateValue | null | undefined>): string => {
    const fallback = validation.validationErrors.join(' ');
    if (validation.validationDetails.customError) {
      return fallback;
    }
    const messages = new Set<string>();
    const [start, end] = dates;
    if (dates.length === 2 && start && end && end.compare(start) < 0) {
      messages.add(t('rangeReversed'));
    }
    for (const date of dates) {
      if (!date) continue;
      if (minValue && date.compare(minValue) < 0)
        messages.add(t('rangeUnderflow', { date: formatCalendarDate(minValue) }));
      if (maxValue && date.compare(maxValue) > 0)
        messages.add(t('rangeOverflow', { date: formatCalendarDate(maxValue) }));
      if (isDateUnavailable?.(date)) messages.add(t('unavailable'));
    }
    return messages.size > 0 ? [...messages].join(' ') : fallback;
  };
}

/**
 * The limits every date component takes (min, max, placeholder as CalendarDate or ISO string),
 * converted once, with the default error message that names them.
 */
export function useDateLimits(props: {
  minValue?: DateValueInput | undefined;
  maxValue?: DateValueInput | undefined;
  placeholderValue?: DateValueInput | undefined;
  isDateUnavailable?: ((date: DateValue) => boolean) | undefined;
}) {
  const min = useCalendarDate(props.minValue);
  const max = useCalendarDate(props.maxValue);
  const placeholder = useCalendarDate(props.placeholderValue);
  const defaultErrorMessage = useDateErrorMessage({
    minValue: min,
    maxValue: max,
    isDateUnavailable: props.isDateUnavailable,
  });
  return { min, max, placeholder, defaultErrorMessage };
}
