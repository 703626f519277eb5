import type { Schemas } from '@pms/api-client';
import { Button, Checkbox, CheckboxGroup, DateRangePicker, formatDate, Toolbar } from '@pms/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Fragment, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import * as pageStyles from '../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../shared/admin/AdminScreen.tsx';
import { useHotelDate } from '../../shared/hotelDate.ts';
import { mayOpen } from '../../shared/menu/access.ts';
import { MENU_ENTRIES } from '../../shared/menu/catalogue.ts';
import { refreshed } from '../../shared/query/actionQuery.ts';
import { RefreshControls } from '../../shared/refresh/RefreshControls.tsx';
import { sessionAtom } from '../../shared/session/controller.ts';
import { availabilityQuery } from './api/availability.ts';
import {
  bookCellMessage,
  cellMessage,
  heldMessages,
  availabilityMessages as m,
  nightCountMessage,
  weekdayMessages,
} from './messages.ts';
import { ALL_WEEKDAYS, addDays, DEFAULT_NIGHTS, daysInclusive, MAX_NIGHTS, weekdayOf } from './nights.ts';
import * as styles from './RoomAvailabilityPage.css.ts';

type Night = Schemas['AvailabilityNight'];

const NEW_RESERVATION_PATH = 'app/new-reservation-v3';
/** Who may open new reservation: the grid offers a booking to them only (the route would refuse the rest). */
const NEW_RESERVATION_ACCESS = MENU_ENTRIES.find((route) => route.path === NEW_RESERVATION_PATH)?.access ?? [];

/** 'none' when nothing is left (or the type is overbooked), 'few' when a handful is. */
function levelOf(night: Night): 'none' | 'few' | undefined {
  if (night.available <= 0) return 'none';
  if (night.available <= Math.max(2, Math.ceil(night.rooms * 0.1))) return 'few';
  return undefined;
}

/**
 * Room availability (spec §2 room-availability; the reception paths open it too): room types ×
 * nights for a period, from the hotel date for 14 nights by default, refreshed every 20000 ms.
 * A room type's cell from the hotel date on starts a new reservation for that type and night.
 */
export function RoomAvailabilityPage() {
  const intl = useIntl();
  const headingId = useId();
  const hotelDate = useHotelDate();
  const mayBook = mayOpen(useAtomValue(sessionAtom), NEW_RESERVATION_ACCESS);
  const [chosen, setChosen] = useState<{ start: string; end: string } | null>(null);
  const [weekdays, setWeekdays] = useState<string[]>([...ALL_WEEKDAYS]);

  const period = chosen ?? (hotelDate ? { start: hotelDate, end: addDays(hotelDate, DEFAULT_NIGHTS - 1) } : null);
  const nights = period ? daysInclusive(period.start, period.end) : 0;
  const tooLong = nights > MAX_NIGHTS;
  const asked = period && !tooLong && nights >= 1 ? period : null;

  const shift = (direction: 1 | -1) => {
    if (!period) return;
    const length = Math.min(nights, MAX_NIGHTS);
    setChosen({ start: addDays(period.start, direction * length), end: addDays(period.end, direction * length) });
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={pageStyles.heading}>
          <h1 id={headingId} className={pageStyles.title}>
            {intl.formatMessage(m.title)}
          </h1>
          <p className={pageStyles.intro}>{intl.formatMessage(mayBook ? m.intro : m.introReadOnly)}</p>
        </div>
      </header>

      <div className={pageStyles.panel}>
        <div className={styles.controls}>
          <DateRangePicker
            label={intl.formatMessage(m.period)}
            value={period}
            onChange={(_, iso) => {
              if (iso) setChosen(iso);
            }}
            isInvalid={tooLong}
            errorMessage={tooLong ? intl.formatMessage(m.tooLong) : undefined}
            description={
              period && !tooLong
                ? `${intl.formatMessage(nightCountMessage, { count: nights })} · ${intl.formatMessage(m.periodHelp)}`
                : intl.formatMessage(m.periodHelp)
            }
            isDisabled={!period}
            className={styles.period}
          />
          <Toolbar aria-label={intl.formatMessage(m.periodToolbar)} className={styles.periodButtons}>
            <Button variant="secondary" size="sm" onPress={() => shift(-1)} isDisabled={!period}>
              {`‹ ${intl.formatMessage(m.earlier)}`}
            </Button>
            <Button variant="secondary" size="sm" onPress={() => setChosen(null)} isDisabled={!hotelDate}>
              {intl.formatMessage(m.fromHotelDate)}
            </Button>
            <Button variant="secondary" size="sm" onPress={() => shift(1)} isDisabled={!period}>
              {`${intl.formatMessage(m.later)} ›`}
            </Button>
          </Toolbar>
          <CheckboxGroup
            label={intl.formatMessage(m.weekdays)}
            orientation="horizontal"
            value={weekdays}
            onChange={setWeekdays}
            className={styles.weekdays}
          >
            {ALL_WEEKDAYS.map((day) => (
              <Checkbox key={day} value={day}>
                {intl.formatMessage(weekdayMessages[Number(day) as keyof typeof weekdayMessages])}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </div>
        {asked ? (
          <AvailabilityGrid
            from={asked.start}
            to={asked.end}
            weekdays={weekdays}
            bookableFrom={mayBook ? hotelDate : undefined}
          />
        ) : tooLong ? null : (
          <p className={styles.muted}>{intl.formatMessage(m.loading)}</p>
        )}
      </div>
    </section>
  );
}

function AvailabilityGrid({
  from,
  to,
  weekdays,
  bookableFrom,
}: {
  from: string;
  to: string;
  weekdays: readonly string[];
  /** The hotel date: a room type's cells from that night on start a booking; none for staff who do not book. */
  bookableFrom: string | undefined;
}) {
  const intl = useIntl();
  const captionId = useId();
  // A new period is read at once, with the last one greyed under it; each is read again every 20000 ms.
  const availability = useQuery({
    ...availabilityQuery({ fromDate: from, toDate: to }),
    ...refreshed,
    placeholderData: keepPreviousData,
  });
  const data = availability.data?.[0];
  const { error } = availability;

  const shown = useMemo(() => {
    if (!data) return [];
    const wanted = new Set(weekdays.map(Number));
    return data.totals.flatMap((night, index) => (wanted.has(weekdayOf(night.night)) ? [index] : []));
  }, [data, weekdays]);

  const number = (value: number) => intl.formatNumber(value);
  const isCurrent = data?.fromDate === from && data?.toDate === to;

  const cell = (night: Night | undefined, roomTypeCode?: string) => {
    if (!night) return <td className={styles.cell} />;
    const figures = [
      intl.formatMessage(cellMessage, {
        available: number(night.available),
        sold: number(night.sold),
        rooms: number(night.rooms),
      }),
      night.outOfOrder > 0 ? intl.formatMessage(heldMessages.outOfOrder, { count: night.outOfOrder }) : '',
      night.allotted > 0 ? intl.formatMessage(heldMessages.allotted, { count: night.allotted }) : '',
    ]
      .filter(Boolean)
      .join(', ');
    const content = (
      <>
        <span className={styles.available} aria-hidden="true">
          {number(night.available)}
        </span>
        <span className={styles.sold} aria-hidden="true">
          {`${number(night.sold)}/${number(night.rooms)}`}
        </span>
        {/* One line each: side by side they would widen every night of the grid. */}
        {night.outOfOrder > 0 ? (
          <span className={styles.held} aria-hidden="true">
            {intl.formatMessage(heldMessages.outOfOrderShort, { count: number(night.outOfOrder) })}
          </span>
        ) : null}
        {night.allotted > 0 ? (
          <span className={styles.held} aria-hidden="true">
            {intl.formatMessage(heldMessages.allottedShort, { count: number(night.allotted) })}
          </span>
        ) : null}
        <span className={styles.visuallyHidden}>{figures}</span>
      </>
    );
    const bookable = roomTypeCode !== undefined && bookableFrom !== undefined && night.night >= bookableFrom;
    return (
      <td className={styles.cell} data-level={levelOf(night)}>
        {bookable ? (
          <RouterLink
            to={`/menu/${NEW_RESERVATION_PATH}?${new URLSearchParams({ roomType: roomTypeCode, arrival: night.night })}`}
            className={styles.cellLink}
          >
            {content}
            {/* Named by its text, not an aria-label: a name that leaves out the visible figures fails
                WCAG 2.5.3 (label in name) for speech users. */}
            <span className={styles.visuallyHidden}>
              {`. ${intl.formatMessage(bookCellMessage, { roomType: roomTypeCode, date: formatDate(night.night) })}`}
            </span>
          </RouterLink>
        ) : (
          content
        )}
      </td>
    );
  };

  return (
    <>
      <div className={styles.gridBar}>
        <ul className={styles.legend}>
          <li>{intl.formatMessage(m.legendAvailable)}</li>
          <li className={styles.legendItem}>
            <span className={styles.swatch} data-level="few" aria-hidden="true" />
            {intl.formatMessage(m.legendFew)}
          </li>
          <li className={styles.legendItem}>
            <span className={styles.swatch} data-level="none" aria-hidden="true" />
            {intl.formatMessage(m.legendNone)}
          </li>
          <li>{intl.formatMessage(m.legendHeld)}</li>
        </ul>
        <RefreshControls queries={[availability]} />
      </div>
      <LoadFailure error={error} />
      {!data ? (
        error ? null : (
          <p className={styles.muted}>{intl.formatMessage(m.loading)}</p>
        )
      ) : data.roomTypes.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noRoomTypes)}</p>
      ) : shown.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noWeekday)}</p>
      ) : (
        // The region scrolls sideways; it takes the focus so the keyboard can scroll it too.
        <section
          className={styles.scroller}
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          aria-busy={!isCurrent}
          data-stale={isCurrent ? undefined : 'true'}
        >
          {/* The nights share the width; below their narrowest the region scrolls (phones, long periods). */}
          <table
            className={styles.table}
            style={{ minWidth: `calc(${styles.ROW_HEADER_WIDTH} + ${shown.length} * ${styles.NARROWEST_NIGHT})` }}
          >
            <caption id={captionId} className={styles.visuallyHidden}>
              {`${intl.formatMessage(m.gridLabel)}, ${formatDate(data.fromDate)} – ${formatDate(data.toDate)}`}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.corner}>
                  {intl.formatMessage(m.roomType)}
                </th>
                {shown.map((index) => {
                  const night = data.totals[index]?.night ?? '';
                  const weekday = weekdayOf(night);
                  return (
                    <th
                      key={night}
                      scope="col"
                      className={styles.nightHeader}
                      data-weekend={weekday === 6 || weekday === 7 ? 'true' : undefined}
                    >
                      <span className={styles.weekday}>
                        {intl.formatMessage(weekdayMessages[weekday as keyof typeof weekdayMessages])}
                      </span>
                      <span className={styles.date}>{formatDate(night).slice(0, -5)}</span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {data.roomTypes.map((type) => (
                <tr key={type.roomTypeId}>
                  <th scope="row" className={styles.rowHeader} title={`${type.code} ${type.name}`}>
                    <span className={styles.code}>{type.code}</span> <span className={styles.name}>{type.name}</span>
                  </th>
                  {shown.map((index) => (
                    <Fragment key={index}>{cell(type.nights[index], type.code)}</Fragment>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={styles.totalRow}>
                <th scope="row" className={styles.rowHeader}>
                  {intl.formatMessage(m.total)}
                </th>
                {shown.map((index) => (
                  <Fragment key={index}>{cell(data.totals[index])}</Fragment>
                ))}
              </tr>
              {(['outOfOrder', 'allotted'] as const).map((key) => (
                <tr key={key} className={styles.heldRow}>
                  <th scope="row" className={styles.rowHeader}>
                    {intl.formatMessage(m[key])}
                  </th>
                  {shown.map((index) => (
                    <td key={index} className={styles.heldCell}>
                      {number(data.totals[index]?.[key] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className={styles.occupancyRow}>
                <th scope="row" className={styles.rowHeader}>
                  {intl.formatMessage(m.occupancy)}
                </th>
                {shown.map((index) => {
                  const night = data.totals[index];
                  return (
                    <td key={index} className={styles.occupancy}>
                      {/* Occupancy over the rooms that can be sold: out-of-order rooms leave (domain.md, Statistics). */}
                      {night && night.rooms - night.outOfOrder > 0
                        ? intl.formatNumber(night.sold / (night.rooms - night.outOfOrder), {
                            style: 'percent',
                            maximumFractionDigits: 0,
                          })
                        : '—'}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </>
  );
}
