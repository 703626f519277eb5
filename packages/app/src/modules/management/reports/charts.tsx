import { lazy } from 'react';
import type { ReportTable } from '../../../shared/report/definition.ts';

// The chart library is only fetched when a report shows its chart.
const OccupancyChart = lazy(async () => ({
  default: (await import('../../../shared/charts/OccupancyChart.tsx')).OccupancyChart,
}));

/** A month of nights at the most: more bars are too thin to read, and the table holds them all. */
const MAX_NIGHTS = 31;

/**
 * Occupancy by night above a report of one row a night: the night's date in `dateKey`, the rooms
 * sold (or on the books) in `soldKey` and the rooms available in `available`.
 */
export const occupancyChart = (dateKey: string, soldKey: string) => (table: ReportTable, title: string) => {
  if (table.rows.length === 0 || table.rows.length > MAX_NIGHTS) return null;
  const nights = table.rows.flatMap((row) => {
    const night = row[dateKey];
    return typeof night === 'string'
      ? [{ night, sold: Number(row[soldKey] ?? 0), roomsAvailable: Number(row.available ?? 0) }]
      : [];
  });
  return <OccupancyChart nights={nights} caption={title} />;
};
