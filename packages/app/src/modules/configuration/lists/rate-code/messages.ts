import { defineMessage, defineMessages } from 'react-intl';

// Written by `pnpm gen master-data` (RateCode): English here; Thai and Lao in
// public/assets/i18n/th.json and la.json, marked "[translate]" until someone translates them.
export const rateCodeMessages = defineMessages({
  title: { id: 'configuration.rateCode.title', defaultMessage: 'Rate codes' },
  item: { id: 'configuration.rateCode.item', defaultMessage: 'rate code' },
  intro: {
    id: 'configuration.rateCode.intro',
    defaultMessage: 'The rate codes other screens offer. Codes are unique; one in use cannot be deleted.',
  },
  searchPlaceholder: { id: 'configuration.rateCode.searchPlaceholder', defaultMessage: 'Code or name' },
  code: { id: 'configuration.rateCode.code', defaultMessage: 'Code' },
  name: { id: 'configuration.rateCode.name', defaultMessage: 'Name' },
  currencyId: { id: 'configuration.rateCode.currencyId', defaultMessage: 'Currency' },
  mealTypeId: { id: 'configuration.rateCode.mealTypeId', defaultMessage: 'Meal type' },
  marketId: { id: 'configuration.rateCode.marketId', defaultMessage: 'Market' },
  startsOn: { id: 'configuration.rateCode.startsOn', defaultMessage: 'Starts on' },
  endsOn: { id: 'configuration.rateCode.endsOn', defaultMessage: 'Ends on' },
  includesTax: { id: 'configuration.rateCode.includesTax', defaultMessage: 'Includes tax' },
  active: { id: 'configuration.rateCode.active', defaultMessage: 'Active' },
  rates: { id: 'configuration.rateCode.rates', defaultMessage: 'Rates' },
  ratesTitle: { id: 'configuration.rateCode.ratesTitle', defaultMessage: 'Rate table' },
  ratesHelp: {
    id: 'configuration.rateCode.ratesHelp',
    defaultMessage:
      'One price per room type and night, by the number of guests. Nights without a rate are sold at the room type’s base rate. Save replaces the whole table.',
  },
  ratesLoading: { id: 'configuration.rateCode.ratesLoading', defaultMessage: 'Loading the rate table…' },
  ratesNone: {
    id: 'configuration.rateCode.ratesNone',
    defaultMessage:
      'No rates yet: every night is sold at the room type’s base rate. Add a rate per room type and season.',
  },
  ratesUnsaved: {
    id: 'configuration.rateCode.ratesUnsaved',
    defaultMessage: 'The table has changes that are not saved yet.',
  },
  addRate: { id: 'configuration.rateCode.addRate', defaultMessage: 'Add rate' },
  newRate: { id: 'configuration.rateCode.newRate', defaultMessage: 'New rate' },
  changeRate: { id: 'configuration.rateCode.changeRate', defaultMessage: 'Change rate' },
  applyRate: { id: 'configuration.rateCode.applyRate', defaultMessage: 'Apply' },
  discardRate: { id: 'configuration.rateCode.discardRate', defaultMessage: 'Discard' },
  amountsHelp: {
    id: 'configuration.rateCode.amountsHelp',
    defaultMessage:
      'Per room and night: single for one adult, double for two, plus each adult beyond two and each child.',
  },
  roomType: { id: 'configuration.rateCode.roomType', defaultMessage: 'Room type' },
  rateStartsOn: { id: 'configuration.rateCode.rateStartsOn', defaultMessage: 'From' },
  rateEndsOn: { id: 'configuration.rateCode.rateEndsOn', defaultMessage: 'To' },
  mealPlan: { id: 'configuration.rateCode.mealPlan', defaultMessage: 'Meal plan' },
  mealPlanOwn: { id: 'configuration.rateCode.mealPlanOwn', defaultMessage: 'The rate code’s' },
  singleAmount: { id: 'configuration.rateCode.singleAmount', defaultMessage: 'Single' },
  doubleAmount: { id: 'configuration.rateCode.doubleAmount', defaultMessage: 'Double' },
  extraAdultAmount: { id: 'configuration.rateCode.extraAdultAmount', defaultMessage: 'Extra adult' },
  extraChildAmount: { id: 'configuration.rateCode.extraChildAmount', defaultMessage: 'Extra child' },
  endsBeforeStart: { id: 'configuration.rateCode.endsBeforeStart', defaultMessage: 'Must not be before From' },
  amountTooLarge: { id: 'configuration.rateCode.amountTooLarge', defaultMessage: 'Too large an amount' },
  rowRefused: { id: 'configuration.rateCode.rowRefused', defaultMessage: 'Refused by the server' },
});

export const ratePeriodBothMessage = defineMessage<{ startsOn: string; endsOn: string }>({
  id: 'configuration.rateCode.ratesPeriod.both',
  defaultMessage: 'This rate code is sold from {startsOn} to {endsOn}: its rates stay within these dates.',
});

export const ratePeriodFromMessage = defineMessage<{ startsOn: string }>({
  id: 'configuration.rateCode.ratesPeriod.from',
  defaultMessage: 'This rate code is sold from {startsOn}: its rates start on that date or later.',
});

export const ratePeriodUntilMessage = defineMessage<{ endsOn: string }>({
  id: 'configuration.rateCode.ratesPeriod.until',
  defaultMessage: 'This rate code is sold until {endsOn}: its rates end on that date or earlier.',
});

export const beforeRateCodeMessage = defineMessage<{ date: string }>({
  id: 'configuration.rateCode.beforeRateCode',
  defaultMessage: 'The rate code is sold from {date}',
});

export const afterRateCodeMessage = defineMessage<{ date: string }>({
  id: 'configuration.rateCode.afterRateCode',
  defaultMessage: 'The rate code is sold until {date}',
});

export const overlapsMessage = defineMessage<{ room: string; from: string; to: string }>({
  id: 'configuration.rateCode.overlaps',
  defaultMessage: 'Overlaps the {room} rate from {from} to {to}',
});

export const editRateLabel = defineMessage<{ room: string; from: string; to: string }>({
  id: 'configuration.rateCode.editRateLabel',
  defaultMessage: 'Change the {room} rate from {from} to {to}',
});

export const removeRateLabel = defineMessage<{ room: string; from: string; to: string }>({
  id: 'configuration.rateCode.removeRateLabel',
  defaultMessage: 'Remove the {room} rate from {from} to {to}',
});
