import { nightsOf } from '@pms/domain/calendar';
import { parseAmount } from '@pms/domain/money';
import type { FrontDeskStay, RoomMoveCommand } from '../api/roomMove.ts';

export type RatePolicy = RoomMoveCommand['ratePolicy'];

/** The contract's longest reason (RoomMoveCommand.reason). */
export const REASON_MAX_LENGTH = 200;

/** The nights a move reprices: from the hotel date to the night before departure (none on the last day). */
export const remainingNights = (hotelDate: string, departure: string): string[] =>
  departure > hotelDate ? nightsOf(hotelDate, departure) : [];

export interface MoveDraft {
  roomId: number | null;
  reason: string;
  ratePolicy: RatePolicy;
  /** With ratePolicy change: the new rate, the same for each remaining night. */
  rate: string;
}

export type MoveProblem = 'roomRequired' | 'reasonRequired' | 'reasonTooLong' | 'rateInvalid' | 'noNightsToReprice';

/**
 * The move command a dialog sends, or what keeps it from being sent, by field. The server checks
 * the room again (free for every remaining night, ready, large enough); this only spares staff
 * a round trip for what is plainly missing.
 */
export function moveCommandOf(
  stay: Pick<FrontDeskStay, 'stayId' | 'version' | 'departure'>,
  draft: MoveDraft,
  hotelDate: string,
): { command: RoomMoveCommand; problems?: undefined } | { command?: undefined; problems: Record<string, MoveProblem> } {
  const problems: Record<string, MoveProblem> = {};
  const reason = draft.reason.trim();
  if (draft.roomId === null) problems.roomId = 'roomRequired';
  if (!reason) problems.reason = 'reasonRequired';
  else if (reason.length > REASON_MAX_LENGTH) problems.reason = 'reasonTooLong';
  const nights = remainingNights(hotelDate, stay.departure);
  let rate: string | null = null;
  if (draft.ratePolicy === 'change') {
    rate = parseAmount(draft.rate);
    if (nights.length === 0) problems.rate = 'noNightsToReprice';
    else if (rate === null) problems.rate = 'rateInvalid';
  }
  if (Object.keys(problems).length > 0 || draft.roomId === null) return { problems };
  return {
    command: {
      stayId: stay.stayId,
      version: stay.version,
      roomId: draft.roomId,
      reason,
      ratePolicy: draft.ratePolicy,
      ...(draft.ratePolicy === 'change' && rate !== null
        ? { nightlyRates: nights.map((night) => ({ night, amount: rate })) }
        : {}),
    },
  };
}
