import type { CalendarDate } from '@internationalized/date';
import { type ReactNode, useMemo } from 'react';
import { useLocale } from 'react-aria';
import {
  Calendar as AriaCalendar,
  type CalendarProps as AriaCalendarProps,
  RangeCalendar as AriaRangeCalendar,
  type RangeCalendarProps as AriaRangeCalendarProps,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  Text,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { GregorianLocale } from '../DateField/DateSegments.tsx';
import {
  type CalendarDateRange,
  calendarWeekdayStyle,
  type DateRangeInput,
  type DateValueInput,
  type IsoDateRange,
} from '../DateField/dates.ts';
import { useCalendarDate, useCalendarDateRange } from '../DateField/useCalendarDate.ts';
import { withClassName } from '../Field/classNames.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '../Field/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { calendar, cell, errorText, grid, header, headerCell, heading, rangeCell } from './Calendar.css.ts';
import { strings } from './Calendar.strings.ts';

type ReplacedCalendarProps =
  | 'children'
  | 'value'
  | 'defaultValue'
  | 'minValue'
  | 'maxValue'
  | 'focusedValue'
  | 'defaultFocusedValue'
  | 'onChange'
  | 'visibleDuration'
  | 'createCalendar';

interface CalendarDateProps {
  minValue?: DateValueInput;
  maxValue?: DateValueInput;
  /** The day that has keyboard focus (controlled); sets the month shown. */
  focusedValue?: DateValueInput;
  defaultFocusedValue?: DateValueInput;
  /** Shown under the grid while `isInvalid`. */
  errorMessage?: ReactNode;
}

export interface CalendarProps extends Omit<AriaCalendarProps<CalendarDate>, ReplacedCalendarProps>, CalendarDateProps {
  /** A CalendarDate or an ISO date string ('2026-11-21'). */
  value?: DateValueInput | null;
  defaultValue?: DateValueInput | null;
  /** The picked day as a CalendarDate and as an ISO string. */
  onChange?: (value: CalendarDate, isoDate: string) => void;
}

export interface RangeCalendarProps
  extends Omit<AriaRangeCalendarProps<CalendarDate>, ReplacedCalendarProps>,
    CalendarDateProps {
  /** Start and end as CalendarDates or ISO date strings. */
  value?: DateRangeInput | null;
  defaultValue?: DateRangeInput | null;
  /** The picked range, and the same as ISO strings. */
  onChange?: (value: CalendarDateRange, isoDates: IsoDateRange) => void;
}

function CalendarBody({ cellClassName, errorMessage }: { cellClassName: string; errorMessage: ReactNode }) {
  const t = useUiStrings(strings, '@pms/ui/Calendar');
  const { locale } = useLocale();
  const weekdayStyle = useMemo(() => calendarWeekdayStyle(locale), [locale]);
  return (
    <>
      <div className={header}>
        <IconButton slot="previous" size="sm" aria-label={t('previousMonth')}>
          <ChevronLeftIcon />
        </IconButton>
        <Heading className={heading} />
        <IconButton slot="next" size="sm" aria-label={t('nextMonth')}>
          <ChevronRightIcon />
        </IconButton>
      </div>
      <CalendarGrid className={grid} weekdayStyle={weekdayStyle}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={cellClassName} />}</CalendarGridBody>
      </CalendarGrid>
      {errorMessage === undefined || errorMessage === null ? null : (
        <Text slot="errorMessage" className={errorText}>
          {errorMessage}
        </Text>
      )}
    </>
  );
}

function useLimits({ minValue, maxValue, focusedValue, defaultFocusedValue }: CalendarDateProps) {
  return {
    minValue: useCalendarDate(minValue),
    maxValue: useCalendarDate(maxValue),
    focusedValue: useCalendarDate(focusedValue),
    defaultFocusedValue: useCalendarDate(defaultFocusedValue),
  };
}

/**
 * A month grid to pick one day. Arrow keys move by day, Page Up/Down by month, Home/End to the
 * week's ends, Enter picks. Used in DatePicker's popover; usable on its own.
 */
export function Calendar({
  value,
  defaultValue,
  minValue,
  maxValue,
  focusedValue,
  defaultFocusedValue,
  onChange,
  errorMessage,
  className,
  ...rest
}: CalendarProps) {
  const limits = useLimits({ minValue, maxValue, focusedValue, defaultFocusedValue });
  const date = useCalendarDate(value);
  const defaultDate = useCalendarDate(defaultValue);
  return (
    <GregorianLocale>
      <AriaCalendar<CalendarDate>
        {...rest}
        {...limits}
        value={date}
        defaultValue={defaultDate}
        // Only when given: inside a DatePicker the picker's own onChange comes through context.
        onChange={onChange && ((next) => onChange(next, next.toString()))}
        className={withClassName(calendar, className)}
      >
        <CalendarBody cellClassName={cell} errorMessage={errorMessage} />
      </AriaCalendar>
    </GregorianLocale>
  );
}

/** A month grid to pick a range: first press picks the start, the second the end. */
export function RangeCalendar({
  value,
  defaultValue,
  minValue,
  maxValue,
  focusedValue,
  defaultFocusedValue,
  onChange,
  errorMessage,
  className,
  ...rest
}: RangeCalendarProps) {
  const limits = useLimits({ minValue, maxValue, focusedValue, defaultFocusedValue });
  const range = useCalendarDateRange(value);
  const defaultRange = useCalendarDateRange(defaultValue);
  return (
    <GregorianLocale>
      <AriaRangeCalendar<CalendarDate>
        {...rest}
        {...limits}
        value={range}
        defaultValue={defaultRange}
        onChange={onChange && ((next) => onChange(next, { start: next.start.toString(), end: next.end.toString() }))}
        className={withClassName(calendar, className)}
      >
        <CalendarBody cellClassName={rangeCell} errorMessage={errorMessage} />
      </AriaRangeCalendar>
    </GregorianLocale>
  );
}
