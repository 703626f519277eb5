import { defineMessage, defineMessages } from 'react-intl';

/** The occupancy chart's words (ids from the dashboard, where it began). */
export const chartMessages = defineMessages({
  night: { id: 'dashboard.chart.night', defaultMessage: 'Night' },
  sold: { id: 'dashboard.chart.sold', defaultMessage: 'Rooms sold' },
  available: { id: 'dashboard.chart.available', defaultMessage: 'Rooms available' },
  occupancy: { id: 'dashboard.chart.occupancy', defaultMessage: 'Occupancy' },
  noNights: { id: 'dashboard.chart.none', defaultMessage: 'No nights to show.' },
});

/** What the chart's picture says as a whole, for screen readers. */
export const chartSummaryMessage = defineMessage<{
  from: string;
  to: string;
  average: string;
  highest: string;
  highestNight: string;
  lowest: string;
  lowestNight: string;
}>({
  id: 'dashboard.chart.summary',
  defaultMessage:
    'Occupancy by night from {from} to {to}: average {average}, highest {highest} on {highestNight}, lowest {lowest} on {lowestNight}.',
});

/** One bar of the chart, as its tooltip and screen readers say it. */
export const chartBarMessage = defineMessage<{ night: string; occupancy: string; sold: string; available: string }>({
  id: 'dashboard.chart.bar',
  defaultMessage: '{night}: {occupancy} ({sold} of {available} rooms)',
});
