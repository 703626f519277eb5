import { ApiError } from '@pms/api-client';

/**
 * Why the company's contract does not sell a stay (reservation/rate `quote` answered 422
 * CONTRACT_REFUSED), read from the field each reason is at and the engine's words, so the screen
 * can say it in the user's language; a reason it does not know keeps the server's text.
 */
export type RefusalReason = { message: string } & (
  | { kind: 'closed-to-arrival'; date: string }
  | { kind: 'closed-to-departure'; date: string }
  | { kind: 'min-stay'; nights: number }
  | { kind: 'child-age'; age: number }
  | { kind: 'no-rate' }
  | { kind: 'other' }
);

export interface ContractRefusal {
  /** The contract's code, when the server named it. */
  contractCode: string | null;
  reasons: RefusalReason[];
}

const DATE = /(\d{4}-\d{2}-\d{2})/;

function reasonOf(field: string, message: string): RefusalReason {
  const at = field.split('/').at(-1);
  const date = DATE.exec(message)?.[1];
  if (at === 'arrival' && date && /closed to arrival/i.test(message))
    return { kind: 'closed-to-arrival', date, message };
  if (at === 'departure') {
    const minimum = /at least (\d+) night/i.exec(message);
    if (minimum) return { kind: 'min-stay', nights: Number(minimum[1]), message };
    if (date && /closed to departure/i.test(message)) return { kind: 'closed-to-departure', date, message };
  }
  const age = /aged (\d+)/i.exec(message);
  if (at === 'children' && age) return { kind: 'child-age', age: Number(age[1]), message };
  if (at === 'roomTypeId') return { kind: 'no-rate', message };
  return { kind: 'other', message };
}

/** The contract's refusal of the stay, or null when the error is something else. */
export function contractRefusalOf(error: unknown): ContractRefusal | null {
  if (!(error instanceof ApiError) || error.code !== 'CONTRACT_REFUSED') return null;
  const reasons = error.errors.map((each) => reasonOf(each.field, each.message));
  return {
    contractCode: /^Contract (\S+) /.exec(error.desc)?.[1] ?? null,
    reasons: reasons.length > 0 ? reasons : [{ kind: 'other', message: error.desc }],
  };
}
