import type { ResponseData } from '@pms/api-client';
import type { OccupancyNight } from '../../../shared/charts/OccupancyChart.tsx';
import { addDays } from '../../../shared/dates.ts';
import { actionQuery, refreshed } from '../../../shared/query/actionQuery.ts';

/** The forecast's nights: the hotel date and the 13 after it. */
export const FORECAST_NIGHTS = 14;

const theFigures = (answer: ResponseData<'report/dashboard', 'get'>) => answer[0];

/** Today's figures of every dashboard (report/dashboard), refreshed as live figures are (spec §7). */
export const dashboardFiguresQuery = () =>
  actionQuery('report/dashboard', 'get', [], { ...refreshed, select: theFigures });

/** Occupancy is measured against the rooms in use less those out of order, as availability counts them. */
const occupancyNights = (answer: ResponseData<'reservation/availability', 'get'>): OccupancyNight[] =>
  (answer[0]?.totals ?? []).map((night) => ({
    night: night.night,
    sold: night.sold,
    roomsAvailable: night.rooms - night.outOfOrder,
  }));

/**
 * The occupancy of the hotel date and the 13 nights after it, refreshed with the page's figures.
 * Nothing is read until the hotel date is known (it comes with the figures).
 */
export const occupancyForecastQuery = (hotelDate: string | undefined) =>
  actionQuery(
    'reservation/availability',
    'get',
    [{ fromDate: hotelDate ?? '', toDate: hotelDate ? addDays(hotelDate, FORECAST_NIGHTS - 1) : '' }],
    { ...refreshed, enabled: hotelDate !== undefined, select: occupancyNights },
  );
