import type { Schemas } from '@pms/api-client';
import { Button, Checkbox, CheckboxGroup, DateRangePicker, formatDate, Toolbar } from '@pms/ui';
import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as pageStyles from '../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../shared/admin/AdminScreen.tsx';
import { useActionData, useApi } from '../../shared/api.ts';
import { RefreshControls } from '../../shared/refresh/RefreshControls.tsx';
import { useRefreshedData } from '../../shared/refresh/useRefreshedData.ts';
import { cellMessage, availabilityMessages as m, nightCountMessage, weekdayMessages } from './messages.ts';
import { ALL_WEEKDAYS, addDays, DEFAULT_NIGHTS, localToday, MAX_NIGHTS, nightsBetween, weekdayOf } from './nights.ts';
import * as styles from './RoomAvailabilityPage.css.ts';

type Grid = Schemas['AvailabilityGrid'];
type Night = Schemas['AvailabilityNight'];

const NO_CRITERIA: [] = [];
const ONLINE_ONLY = { requireOnline: true } as const;

/** 'none' when nothing is left (or the type is overbooked), 'few' when a handful is. */
function levelOf(night: Night): 'none' | 'few' | undefined {
  if (night.available <= 0) return 'none';
  if (night.available <= Math.max(2, Math.ceil(night.rooms * 0.1))) return 'few';
  return undefined;
}

/** The hotel date (configuration/hotel GetHotelDate, as the shell reads it); undefined while it loads. */
function useHotelDate(): string | undefined {
  const hotelDate = useActionData('configuration/hotel', 'GetHotelDate', NO_CRITERIA, ONLINE_ONLY);
  if (hotelDate.state === 'ready') return hotelDate.data[0]?.value ?? localToday();
  // Without the hotel date (offline, refused) the period starts today; staff can move it.
  return hotelDate.state === 'failed' ? localToday() : undefined;
}

/**
 * Room availability (spec §2 room-availability; the reception paths open it too): room types ×
 * nights for a period, from the hotel date for 14 nights by default, refreshed every 20000 ms.
 * Cells are not links yet: booking from a cell arrives with New reservation.
 */
export function RoomAvailabilityPage() {
  const intl = useIntl();
  const headingId = useId();
  const hotelDate = useHotelDate();
  const [chosen, setChosen] = useState<{ start: string; end: string } | null>(null);
  const [weekdays, setWeekdays] = useState<string[]>([...ALL_WEEKDAYS]);

  const period = chosen ?? (hotelDate ? { start: hotelDate, end: addDays(hotelDate, DEFAULT_NIGHTS - 1) } : null);
  const nights = period ? nightsBetween(period.start, period.end) : 0;
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
          <p className={pageStyles.intro}>{intl.formatMessage(m.intro)}</p>
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
          <AvailabilityGrid from={asked.start} to={asked.end} weekdays={weekdays} />
        ) : tooLong ? null : (
          <p className={styles.muted}>{intl.formatMessage(m.loading)}</p>
        )}
      </div>
    </section>
  );
}

function AvailabilityGrid({ from, to, weekdays }: { from: string; to: string; weekdays: readonly string[] }) {
  const intl = useIntl();
  const api = useApi();
  const captionId = useId();
  const { data, error, at, reload } = useRefreshedData((options) =>
    api
      .call('reservation/availability', 'get', [{ fromDate: from, toDate: to }], options)
      .then((answer) => answer.data[0] as Grid),
  );
  // A new period is read at once; the hook reads again by itself every 20000 ms.
  const asked = `${from}/${to}`;
  const previous = useRef(asked);
  useEffect(() => {
    if (previous.current === asked) return;
    previous.current = asked;
    reload();
  }, [asked, reload]);

  const shown = useMemo(() => {
    if (!data) return [];
    const wanted = new Set(weekdays.map(Number));
    return data.totals.flatMap((night, index) => (wanted.has(weekdayOf(night.night)) ? [index] : []));
  }, [data, weekdays]);

  const number = (value: number) => intl.formatNumber(value);
  const isCurrent = data?.fromDate === from && data?.toDate === to;

  const cell = (night: Night | undefined) => {
    if (!night) return <td className={styles.cell} />;
    return (
      <td className={styles.cell} data-level={levelOf(night)}>
        <span className={styles.available} aria-hidden="true">
          {number(night.available)}
        </span>
        <span className={styles.sold} aria-hidden="true">
          {`${number(night.sold)}/${number(night.rooms)}`}
        </span>
        <span className={styles.visuallyHidden}>
          {intl.formatMessage(cellMessage, {
            available: number(night.available),
            sold: number(night.sold),
            rooms: number(night.rooms),
          })}
        </span>
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
        </ul>
        <RefreshControls at={at} onReload={reload} />
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
          <table className={styles.table}>
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
                  <th scope="row" className={styles.rowHeader}>
                    <span className={styles.code}>{type.code}</span> <span className={styles.name}>{type.name}</span>
                  </th>
                  {shown.map((index) => (
                    <Fragment key={index}>{cell(type.nights[index])}</Fragment>
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
              <tr className={styles.occupancyRow}>
                <th scope="row" className={styles.rowHeader}>
                  {intl.formatMessage(m.occupancy)}
                </th>
                {shown.map((index) => {
                  const night = data.totals[index];
                  return (
                    <td key={index} className={styles.occupancy}>
                      {night && night.rooms > 0
                        ? intl.formatNumber(night.sold / night.rooms, { style: 'percent', maximumFractionDigits: 0 })
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
