import { actionQuery } from '../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../shared/query/useCommand.ts';

/** The rate table of one rate code, with the code's row version. */
export const rateCodeRatesQuery = (rateCodeId: number) =>
  actionQuery('configuration/rate-code', 'rates', [{ rateCodeId }]);

/** Saves a rate code's table whole, under the code's row version. */
export const useSetRateCodeRates = () => useCommand('configuration/rate-code', 'set-rates');
