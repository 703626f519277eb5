import { formatDate } from '@pms/ui';
import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { chartBarMessage, chartSummaryMessage, chartMessages as m } from './messages.ts';
import * as styles from './OccupancyChart.css.ts';

export interface OccupancyNight {
  night: string;
  /** Stays that take inventory that night. */
  sold: number;
  /** Rooms in use less those out of order: what occupancy is measured against. */
  roomsAvailable: number;
}

export interface OccupancyChartProps {
  nights: readonly OccupancyNight[];
  /** What the nights are (the next 14, the last closed ones), the caption of the figures' table. */
  caption: string;
}

// The picture is drawn in these units and scaled to the card's width by the viewBox.
const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 20, right: 8, bottom: 44, left: 48 };

const occupancyOf = (night: OccupancyNight) => (night.roomsAvailable > 0 ? night.sold / night.roomsAvailable : 0);

/**
 * Occupancy per night as bars (sold ÷ available). The SVG is one image with a spoken summary;
 * each bar names its figures in a <title> for pointer users, and the same figures are in a table
 * that only screen readers read, since a picture of bars cannot be navigated.
 */
export function OccupancyChart({ nights, caption }: OccupancyChartProps) {
  const intl = useIntl();
  const tableId = useId();
  const first = nights[0];
  const last = nights.at(-1);
  if (!first || !last) return <p className={styles.muted}>{intl.formatMessage(m.noNights)}</p>;

  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const number = (value: number) => intl.formatNumber(value);
  // The weekday in the user's language; the night is a calendar date, so it is read in UTC.
  const weekday = (night: string) => intl.formatDate(`${night}T00:00:00Z`, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = (night: string) => formatDate(night).slice(0, 6);

  const occupancies = nights.map(occupancyOf);
  // An overbooked night may pass 100 %; the scale grows to show it rather than cut the bar off.
  const top = Math.max(1, ...occupancies);
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: nights.map((night) => night.night), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });

  const average =
    nights.reduce((sum, night) => sum + night.sold, 0) /
    Math.max(
      1,
      nights.reduce((sum, night) => sum + night.roomsAvailable, 0),
    );
  const highest = nights.reduce((best, night) => (occupancyOf(night) > occupancyOf(best) ? night : best), first);
  const lowest = nights.reduce((best, night) => (occupancyOf(night) < occupancyOf(best) ? night : best), first);
  const summary = intl.formatMessage(chartSummaryMessage, {
    from: formatDate(first.night),
    to: formatDate(last.night),
    average: percent(average),
    highest: percent(occupancyOf(highest)),
    highestNight: formatDate(highest.night),
    lowest: percent(occupancyOf(lowest)),
    lowestNight: formatDate(lowest.night),
  });

  const describeBar = (night: OccupancyNight) =>
    intl.formatMessage(chartBarMessage, {
      night: `${weekday(night.night)} ${formatDate(night.night)}`,
      occupancy: percent(occupancyOf(night)),
      sold: number(night.sold),
      available: number(night.roomsAvailable),
    });

  // visx calls this as a function per tick, not as a component.
  const nightTick = ({ x: tickX, y: tickY, formattedValue }: TickRendererProps) => (
    <text x={tickX} y={tickY} textAnchor="middle" className={styles.tickLabel}>
      <tspan x={tickX} dy="0.3em" className={styles.tickWeekday}>
        {formattedValue ? weekday(formattedValue) : ''}
      </tspan>
      <tspan x={tickX} dy="1.25em">
        {formattedValue ? dayMonth(formattedValue) : ''}
      </tspan>
    </text>
  );

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        aria-describedby={tableId}
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(4).map((tick) => (
            <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
          ))}
          {nights.map((night) => {
            const barX = x(night.night) ?? 0;
            const barY = y(occupancyOf(night));
            return (
              <g key={night.night} data-night={night.night}>
                <Bar
                  x={barX}
                  y={barY}
                  width={x.bandwidth()}
                  height={innerHeight - barY}
                  className={styles.bar}
                  data-level={occupancyOf(night) >= 0.9 ? 'high' : undefined}
                >
                  <title>{describeBar(night)}</title>
                </Bar>
                <text x={barX + x.bandwidth() / 2} y={barY - 4} textAnchor="middle" className={styles.barValue}>
                  {percent(occupancyOf(night))}
                </text>
              </g>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => percent(Number(value))}
            axisClassName={styles.axis}
            tickLabelProps={{ className: styles.tickLabel, textAnchor: 'end', dx: -4, dy: '0.3em' }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            axisClassName={styles.axis}
            tickComponent={nightTick}
            tickFormat={(night) => night}
          />
        </Group>
      </svg>
      {/* Hidden on its own, a table still widens the page (tables ignore the 1px width and the
          overflow of the hidden style): a phone scrolled sideways by it while the chart loaded. */}
      <div className={styles.visuallyHidden}>
        <table id={tableId}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.night)}</th>
              <th scope="col">{intl.formatMessage(m.sold)}</th>
              <th scope="col">{intl.formatMessage(m.available)}</th>
              <th scope="col">{intl.formatMessage(m.occupancy)}</th>
            </tr>
          </thead>
          <tbody>
            {nights.map((night) => (
              <tr key={night.night}>
                <th scope="row">{`${weekday(night.night)} ${formatDate(night.night)}`}</th>
                <td>{number(night.sold)}</td>
                <td>{number(night.roomsAvailable)}</td>
                <td>{percent(occupancyOf(night))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
