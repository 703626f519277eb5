import type { Schemas } from '@pms/api-client';
import { groupedAmount } from '@pms/domain/money';
import { formatDate, formatMoney } from '@pms/ui';
import type { IntlShape } from 'react-intl';
import { explainFee } from '../../../shared/cancellation/explain.ts';
import { cancelFeeMessages as f } from './messages.ts';

export type FeeProposal = Schemas['CancellationFeeProposal'];

/**
 * The fee field's starting value: the fee the server proposes for cancelling on the hotel date
 * (sales/cancellation-policy `fee`: each stay by its contract's cancellation policy, or the hotel's
 * rule) as staff read it, '4,000.00'; 0.00 when there is none.
 */
export function proposedFee(proposal: FeeProposal | undefined): string {
  return groupedAmount(proposal?.total ?? '0');
}

export interface FeeExplanationText {
  title: string;
  rule: string;
  stays: { stayId: number; heading: string; lines: string[] }[];
}

/** What the cancel dialog shows under the fee: the total, which rule gave it, and each stay's fee and why. */
export function feeExplanation(intl: IntlShape, proposal: FeeProposal): FeeExplanationText {
  return {
    title: intl.formatMessage(f.explanationTitle, {
      total: formatMoney(proposal.total),
      currency: proposal.currencyCode,
    }),
    rule: intl.formatMessage(f.rule, { rule: proposal.rule }),
    stays: proposal.stays.map((stay) => {
      const lines = explainFee(intl, stay.explanation, { house: stay.rule === 'house' });
      if (stay.reason === 'contract-without-policy' && stay.contract) {
        lines.unshift(intl.formatMessage(f.contractWithoutPolicy, { contract: stay.contract.code }));
      }
      return {
        stayId: stay.stayId,
        heading: intl.formatMessage(f.stay, {
          line: stay.lineNumber,
          roomType: stay.roomTypeCode,
          arrival: formatDate(stay.arrival),
          fee: formatMoney(stay.fee),
        }),
        lines,
      };
    }),
  };
}

/** A field of a history entry: 'status', 'stays/2/departure' (stay line 2) or 'stays/3' (a stay added or removed). */
export function historyFieldOf(field: string): { stayLine?: number; name: string } {
  const stay = /^stays\/(\d+)(?:\/(.+))?$/.exec(field);
  if (!stay) return { name: field };
  return { stayLine: Number(stay[1]), name: stay[2] ?? '' };
}
