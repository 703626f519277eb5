import { type ReactNode, useMemo } from 'react';
import { I18nProvider, useLocale } from 'react-aria';
import { DateInput, DateSegment } from 'react-aria-components';
import { dateInput, framedDateInput, segment as segmentStyle } from './DateField.css.ts';
import { dateFieldLocale, gregorianLocale, segmentText } from './dates.ts';

/**
 * The typed part of a date field, in day-month-year order: RAC's DateInput, which is the field's
 * group. Inside a DatePicker RAC builds the field state here, from this locale; a DateField must
 * itself be wrapped in `DateFieldLocale`. `isFramed` draws the input frame around the segments
 * (a DateField); inside a picker the frame is the picker's group.
 */
export function DateSegments({ slot, isFramed = false }: { slot?: 'start' | 'end'; isFramed?: boolean }) {
  return (
    <DateFieldLocale>
      <DateInput slot={slot} className={isFramed ? framedDateInput : dateInput}>
        {(segment) => (
          <DateSegment segment={segment} className={segmentStyle}>
            {segmentText}
          </DateSegment>
        )}
      </DateInput>
    </DateFieldLocale>
  );
}

/** Provides the day-month-year, Gregorian, Latin-digit variant of the UI locale (see dateFieldLocale). */
export function DateFieldLocale({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const fieldLocale = useMemo(() => dateFieldLocale(locale), [locale]);
  return <I18nProvider locale={fieldLocale}>{children}</I18nProvider>;
}

/**
 * Provides the UI locale with the Gregorian calendar and Latin digits: month and weekday names stay
 * in the UI language, years are Gregorian (Thai would default to the Buddhist era, 2569 for 2026).
 */
export function GregorianLocale({ children }: { children: ReactNode }) {
  const { locale } = useLocale();
  const gregorian = useMemo(() => gregorianLocale(locale), [locale]);
  return <I18nProvider locale={gregorian}>{children}</I18nProvider>;
}
