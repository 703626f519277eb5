import { defineMessage, defineMessages } from 'react-intl';

/**
 * How a cancellation charge and a fee's explanation read (issue 20): the sales screens that keep
 * the policies and the reservation screen that proposes the fee word them alike.
 */
export const cancellationWords = defineMessages({
  dayOfArrival: { id: 'shared.cancellation.dayOfArrival', defaultMessage: 'the day of arrival' },
  free: { id: 'shared.cancellation.free', defaultMessage: 'No fee.' },
  beforeBands: {
    id: 'shared.cancellation.beforeBands',
    defaultMessage: 'Before the first deadline of the season: no fee.',
  },
  invalidPolicy: {
    id: 'shared.cancellation.invalidPolicy',
    defaultMessage: 'The policy has problems: no fee is charged.',
  },
  noNoShowCharge: {
    id: 'shared.cancellation.noNoShowCharge',
    defaultMessage: 'The policy charges nothing for a no-show.',
  },
  houseRule: {
    id: 'shared.cancellation.houseRule',
    defaultMessage: 'The hotel’s rule: the first night when cancelled within one day of arrival, nothing before.',
  },
});

export const nightsChargeMessage = defineMessage<{ nights: number }>({
  id: 'shared.cancellation.nightsCharge',
  defaultMessage: '{nights, plural, one {the first night} other {the first # nights}}',
});

export const percentChargeMessage = defineMessage<{ percent: string }>({
  id: 'shared.cancellation.percentCharge',
  defaultMessage: '{percent} % of the stay',
});

export const fixedChargeMessage = defineMessage<{ amount: string }>({
  id: 'shared.cancellation.fixedCharge',
  defaultMessage: 'a fixed {amount}',
});

export const openBandMessage = defineMessage<{ days: number }>({
  id: 'shared.cancellation.openBand',
  defaultMessage: '{days, plural, one {# day or more} other {# days or more}} before arrival',
});

export const rangeBandMessage = defineMessage<{ from: number; to: number }>({
  id: 'shared.cancellation.rangeBand',
  defaultMessage: '{from}–{to} days before arrival',
});

export const oneDayBandMessage = defineMessage<{ days: number }>({
  id: 'shared.cancellation.oneDayBand',
  defaultMessage: '{days, plural, one {# day} other {# days}} before arrival',
});

export const cancelledWhenMessage = defineMessage<{ days: number }>({
  id: 'shared.cancellation.cancelledWhen',
  defaultMessage:
    '{days, plural, =0 {Cancelled on the day of arrival.} one {Cancelled # day before arrival.} other {Cancelled # days before arrival.}}',
});

export const policySeasonMessage = defineMessage<{ policy: string; season: string; from: string; to: string }>({
  id: 'shared.cancellation.policySeason',
  defaultMessage: 'Policy {policy}, season {season} (arrivals {from} – {to}).',
});

export const noSeasonMessage = defineMessage<{ policy: string }>({
  id: 'shared.cancellation.noSeason',
  defaultMessage: 'Policy {policy}: no season covers the arrival, so cancelling is free.',
});

export const inBandMessage = defineMessage<{ band: string; charge: string }>({
  id: 'shared.cancellation.inBand',
  defaultMessage: 'Band {band}: {charge}.',
});

export const betweenBandsMessage = defineMessage<{ band: string; charge: string }>({
  id: 'shared.cancellation.betweenBands',
  defaultMessage: 'Between bands: the band {band} before it still applies ({charge}).',
});

export const raisedByMessage = defineMessage<{ band: string; charge: string }>({
  id: 'shared.cancellation.raisedByBand',
  defaultMessage: 'The band {band} before it charges more ({charge}): a fee never falls as arrival nears.',
});

export const nightsComputedMessage = defineMessage<{ amounts: string; fee: string; short: number }>({
  id: 'shared.cancellation.nightsComputed',
  defaultMessage:
    'Nights charged: {amounts} = {fee}{short, plural, =0 {} one { (the stay has # night)} other { (the stay has # nights)}}.',
});

/** A band in a column headed "days before arrival": the most days (−1: no end) down to the fewest. */
export const shortBandMessage = defineMessage<{ most: number; fewest: number }>({
  id: 'shared.cancellation.shortBand',
  defaultMessage: '{most, plural, =-1 {{fewest}+ days} other {{most}–{fewest} days}}',
});

export const percentComputedMessage = defineMessage<{ percent: string; total: string; fee: string }>({
  id: 'shared.cancellation.percentComputed',
  defaultMessage: '{percent} % of the stay’s {total} = {fee}.',
});

export const fixedComputedMessage = defineMessage<{ fee: string }>({
  id: 'shared.cancellation.fixedComputed',
  defaultMessage: 'A fixed {fee}.',
});

export const noShowMessage = defineMessage<{ policy: string; charge: string }>({
  id: 'shared.cancellation.noShow',
  defaultMessage: 'Policy {policy}, no-show: {charge}.',
});
