import type { Schemas } from '@pms/api-client';
import { formatDate, formatMoney } from '@pms/ui';
import type { IntlShape } from 'react-intl';
import {
  betweenBandsMessage,
  cancelledWhenMessage,
  fixedChargeMessage,
  fixedComputedMessage,
  inBandMessage,
  nightsChargeMessage,
  nightsComputedMessage,
  noSeasonMessage,
  noShowMessage,
  oneDayBandMessage,
  openBandMessage,
  percentChargeMessage,
  percentComputedMessage,
  policySeasonMessage,
  raisedByMessage,
  rangeBandMessage,
  shortBandMessage,
  cancellationWords as words,
} from './messages.ts';

// A cancellation charge, a band and the engine's explanation of a fee (@pms/domain/cancellation,
// answered by sales/cancellation-policy `fee`) in the staff member's language. The server's
// `message` says the same in English; these sentences are built from its fields.

export type FeeExplanation = Schemas['CancellationFeeExplanation'];
type Charge = Schemas['CancellationCharge'];
type Band = Schemas['CancellationBand'];

/** 'the first night', '50 % of the stay', 'a fixed 1,500.00'. */
export function chargeText(intl: IntlShape, charge: Charge): string {
  if (charge.kind === 'nights') return intl.formatMessage(nightsChargeMessage, { nights: charge.nights });
  if (charge.kind === 'percent') return intl.formatMessage(percentChargeMessage, { percent: charge.percent });
  return intl.formatMessage(fixedChargeMessage, { amount: formatMoney(charge.amount) });
}

/** '30 days or more before arrival', '29–8 days before arrival', 'the day of arrival'. */
export function bandText(intl: IntlShape, band: Pick<Band, 'fromDays' | 'toDays'>): string {
  if (band.fromDays === null) return intl.formatMessage(openBandMessage, { days: band.toDays });
  if (band.fromDays === band.toDays) {
    return band.toDays === 0
      ? intl.formatMessage(words.dayOfArrival)
      : intl.formatMessage(oneDayBandMessage, { days: band.toDays });
  }
  return intl.formatMessage(rangeBandMessage, { from: band.fromDays, to: band.toDays });
}

/** '30+ days', '29–8 days', 'the day of arrival': a band where the column already says "before arrival". */
export function shortBandText(intl: IntlShape, band: Pick<Band, 'fromDays' | 'toDays'>): string {
  if (band.fromDays === band.toDays && band.toDays === 0) return intl.formatMessage(words.dayOfArrival);
  return intl.formatMessage(shortBandMessage, { most: band.fromDays ?? -1, fewest: band.toDays });
}

function computedText(intl: IntlShape, explanation: FeeExplanation): string {
  const computation = explanation.computation;
  if (!computation) return intl.formatMessage(words.free);
  const fee = formatMoney(computation.amount);
  const { charge } = computation;
  if (charge.kind === 'nights') {
    const nights = computation.chargedNights ?? [];
    return intl.formatMessage(nightsComputedMessage, {
      amounts: nights.map((night) => formatMoney(night.amount)).join(' + ') || formatMoney('0'),
      fee,
      short: charge.nights > nights.length ? computation.stayNights : 0,
    });
  }
  if (charge.kind === 'percent') {
    return intl.formatMessage(percentComputedMessage, {
      percent: charge.percent,
      total: formatMoney(computation.stayTotal),
      fee,
    });
  }
  return intl.formatMessage(fixedComputedMessage, { fee });
}

/**
 * The explanation as sentences: which policy and season, how many days before arrival, the band,
 * the band before it when that one set the fee, and how the fee was worked out. `house` words the
 * hotel's own rule (a stay without a policy) as that rule rather than as a policy.
 */
export function explainFee(intl: IntlShape, explanation: FeeExplanation, options: { house?: boolean } = {}): string[] {
  const policy = `${explanation.policy.code} (${explanation.policy.name})`;
  const when = intl.formatMessage(cancelledWhenMessage, { days: explanation.daysBeforeArrival });
  const charged = explanation.outcome === 'charged';
  switch (explanation.outcome) {
    case 'invalid-policy':
      return [intl.formatMessage(words.invalidPolicy)];
    case 'no-no-show-charge':
      return [intl.formatMessage(words.noNoShowCharge)];
    case 'no-season':
      return [intl.formatMessage(noSeasonMessage, { policy })];
    default:
      break;
  }
  if (explanation.occasion === 'no-show') {
    const charge = explanation.computation?.charge;
    return [
      intl.formatMessage(noShowMessage, { policy, charge: charge ? chargeText(intl, charge) : '' }),
      computedText(intl, explanation),
    ];
  }
  const lines: string[] = [];
  if (options.house) lines.push(intl.formatMessage(words.houseRule), when);
  else {
    const season = explanation.season;
    if (season) {
      lines.push(
        intl.formatMessage(policySeasonMessage, {
          policy,
          season: season.name ? `${season.code} · ${season.name}` : season.code,
          from: formatDate(season.arrivals.from),
          to: formatDate(season.arrivals.to),
        }),
      );
    }
    lines.push(when);
  }
  if (explanation.outcome === 'before-bands') {
    lines.push(intl.formatMessage(words.beforeBands));
    return lines;
  }
  const { band, decidingBand } = explanation;
  if (!options.house && band) {
    lines.push(
      intl.formatMessage(inBandMessage, { band: bandText(intl, band), charge: chargeText(intl, band.charge) }),
    );
  }
  if (!options.house && decidingBand && decidingBand !== band && !sameBand(decidingBand, band)) {
    const message = band ? raisedByMessage : betweenBandsMessage;
    lines.push(
      intl.formatMessage(message, {
        band: bandText(intl, decidingBand),
        charge: chargeText(intl, decidingBand.charge),
      }),
    );
  }
  lines.push(charged ? computedText(intl, explanation) : intl.formatMessage(words.free));
  return lines;
}

const sameBand = (a: Band, b: Band | null) =>
  b !== null &&
  a.fromDays === b.fromDays &&
  a.toDays === b.toDays &&
  JSON.stringify(a.charge) === JSON.stringify(b.charge);
