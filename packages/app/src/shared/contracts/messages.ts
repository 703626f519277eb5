import { defineMessage, defineMessages } from 'react-intl';

/** Why a contract price is what it is (PriceExplanation), on the booking screens and the reservation card. */
export const explanationMessages = defineMessages({
  nightsCaption: { id: 'shared.contractPrice.nightsCaption', defaultMessage: 'Nights' },
  night: { id: 'shared.contractPrice.night', defaultMessage: 'Night' },
  season: { id: 'shared.contractPrice.season', defaultMessage: 'Season' },
  base: { id: 'shared.contractPrice.base', defaultMessage: 'Base' },
  step: { id: 'shared.contractPrice.step', defaultMessage: 'Step' },
  change: { id: 'shared.contractPrice.change', defaultMessage: 'Change' },
  running: { id: 'shared.contractPrice.running', defaultMessage: 'Running' },
  nightAmount: { id: 'shared.contractPrice.nightAmount', defaultMessage: 'Night amount' },
  noStep: { id: 'shared.contractPrice.noStep', defaultMessage: 'Base rate only' },
  floored: { id: 'shared.contractPrice.floored', defaultMessage: 'cut at 0.00' },
  compulsoryCaption: { id: 'shared.contractPrice.compulsoryCaption', defaultMessage: 'Compulsory charges' },
  date: { id: 'shared.contractPrice.date', defaultMessage: 'Date' },
  charge: { id: 'shared.contractPrice.charge', defaultMessage: 'Charge' },
  perPerson: { id: 'shared.contractPrice.perPerson', defaultMessage: 'Persons × price' },
  amount: { id: 'shared.contractPrice.amount', defaultMessage: 'Amount' },
  offersCaption: { id: 'shared.contractPrice.offersCaption', defaultMessage: 'Offers' },
  offer: { id: 'shared.contractPrice.offer', defaultMessage: 'Offer' },
  outcome: { id: 'shared.contractPrice.outcome', defaultMessage: 'Outcome' },
  why: { id: 'shared.contractPrice.why', defaultMessage: 'Why' },
  totalsLabel: { id: 'shared.contractPrice.totalsLabel', defaultMessage: 'Totals' },
  nightsTotal: { id: 'shared.contractPrice.nightsTotal', defaultMessage: 'Nights' },
  compulsoryTotal: { id: 'shared.contractPrice.compulsoryTotal', defaultMessage: 'Compulsory charges' },
  total: { id: 'shared.contractPrice.total', defaultMessage: 'Total' },
});

/** What kind of step changed the night. */
export const stepKindMessages = defineMessages({
  base: { id: 'shared.contractPrice.kind.base', defaultMessage: 'Base rate' },
  child: { id: 'shared.contractPrice.kind.child', defaultMessage: 'Child' },
  dynamic: { id: 'shared.contractPrice.kind.dynamic', defaultMessage: 'Adjustment' },
  supplement: { id: 'shared.contractPrice.kind.supplement', defaultMessage: 'Supplement' },
  'earlybird-period': {
    id: 'shared.contractPrice.kind.earlybirdPeriod',
    defaultMessage: 'Early bird by date',
  },
  'earlybird-rolling': {
    id: 'shared.contractPrice.kind.earlybirdRolling',
    defaultMessage: 'Early bird by days',
  },
  'long-stay': { id: 'shared.contractPrice.kind.longStay', defaultMessage: 'Long stay' },
  'bonus-night': { id: 'shared.contractPrice.kind.bonusNight', defaultMessage: 'Bonus night' },
});

/** How an offer of the contract met the stay. */
export const outcomeMessages = defineMessages({
  applied: { id: 'shared.contractPrice.outcome.applied', defaultMessage: 'Applied' },
  'not-matched': { id: 'shared.contractPrice.outcome.notMatched', defaultMessage: 'Not matched' },
  'not-combinable': { id: 'shared.contractPrice.outcome.notCombinable', defaultMessage: 'Not combinable' },
});

export const explanationHeadingMessage = defineMessage<{ code: string; name: string; version: number; date: string }>({
  id: 'shared.contractPrice.heading',
  defaultMessage: 'Contract {code} · {name}, version {version}, priced as booked on {date}',
});

export const explanationLabelMessage = defineMessage<{ code: string; version: number }>({
  id: 'shared.contractPrice.label',
  defaultMessage: 'Price explanation of contract {code}, version {version}',
});

export const totalInCurrencyMessage = defineMessage<{ amount: string; currency: string }>({
  id: 'shared.contractPrice.totalInCurrency',
  defaultMessage: '{amount} {currency}',
});

export const personsTimesMessage = defineMessage<{ persons: number; amount: string }>({
  id: 'shared.contractPrice.personsTimes',
  defaultMessage: '{persons} × {amount}',
});
