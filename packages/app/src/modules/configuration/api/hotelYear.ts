import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

/** The accounting periods of one hotel year, as the server wrote them from the year's dates. */
export const hotelYearPeriodsQuery = (hotelYearId: number) =>
  actionQuery('configuration/hotel-year', 'periods', [{ id: hotelYearId }]);

/** Closes or reopens one period under its row version. */
export const useSetPeriodClosed = () => useCommand('configuration/hotel-year', 'set-period-closed');
