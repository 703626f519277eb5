import { ApiError } from '@pms/api-client';
import type { IntlShape } from 'react-intl';
import { shiftMessages } from '../shift/messages.ts';
import { postingMessages as m } from './messages.ts';

/**
 * The cashier's words for the server's refusals of a posting, void or payment; undefined for
 * anything else (the caller falls back to the server's description).
 */
export function refusalText(intl: IntlShape, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case 'NO_OPEN_SHIFT':
      return intl.formatMessage(shiftMessages.closedElsewhere);
    case 'FOLIO_CLOSED':
      return intl.formatMessage(m.folioClosed);
    case 'STAY_NOT_IN_HOUSE':
      return intl.formatMessage(m.notInHouse);
    case 'VOID_OTHER_SHIFT':
      return intl.formatMessage(m.voidOtherShift);
    default:
      return undefined;
  }
}
