import { defineMessage, defineMessages } from 'react-intl';

// The contract's field rules in staff words (see fieldRules.ts).

export const ruleMessages = defineMessages({
  required: { id: 'rule.required', defaultMessage: 'Required' },
  date: { id: 'rule.date', defaultMessage: 'Enter a date between 01-Jan-1900 and 31-Dec-2199' },
  wholeNumber: { id: 'rule.wholeNumber', defaultMessage: 'Enter a whole number' },
  number: { id: 'rule.number', defaultMessage: 'Enter a number' },
  choose: { id: 'rule.choose', defaultMessage: 'Choose one of the offered values' },
  notAllowed: { id: 'rule.notAllowed', defaultMessage: 'This field can not be sent here' },
  invalid: { id: 'rule.invalid', defaultMessage: 'Check this value' },
});

export const limitMessages = {
  maxLength: defineMessage<{ limit: number }>({
    id: 'rule.maxLength',
    defaultMessage: '{limit, plural, one {At most # character} other {At most # characters}}',
  }),
  minLength: defineMessage<{ limit: number }>({
    id: 'rule.minLength',
    defaultMessage: '{limit, plural, one {At least # character} other {At least # characters}}',
  }),
  minimum: defineMessage<{ limit: number }>({ id: 'rule.minimum', defaultMessage: 'Enter {limit} or more' }),
  maximum: defineMessage<{ limit: number }>({ id: 'rule.maximum', defaultMessage: 'Enter {limit} or less' }),
  exclusiveMinimum: defineMessage<{ limit: number }>({
    id: 'rule.exclusiveMinimum',
    defaultMessage: 'Enter more than {limit}',
  }),
  exclusiveMaximum: defineMessage<{ limit: number }>({
    id: 'rule.exclusiveMaximum',
    defaultMessage: 'Enter less than {limit}',
  }),
  maxItems: defineMessage<{ limit: number }>({ id: 'rule.maxItems', defaultMessage: 'At most {limit}' }),
  minItems: defineMessage<{ limit: number }>({ id: 'rule.minItems', defaultMessage: 'At least {limit}' }),
} as const;

export const patternTexts = defineMessages({
  notBlank: { id: 'rule.pattern.notBlank', defaultMessage: 'Type more than spaces' },
  trimmed: { id: 'rule.pattern.trimmed', defaultMessage: 'No spaces at the start or the end' },
  phone: { id: 'rule.pattern.phone', defaultMessage: 'Use digits, spaces and + ( ) . - only' },
  hotelPhone: { id: 'rule.pattern.hotelPhone', defaultMessage: 'Use digits, spaces and + ( ) . / - only' },
  email: { id: 'rule.pattern.email', defaultMessage: 'Enter an e-mail address such as name@example.com' },
  amount: { id: 'rule.pattern.amount', defaultMessage: 'Enter an amount of 0 or more, with at most 2 decimals' },
  signedAmount: { id: 'rule.pattern.signedAmount', defaultMessage: 'Enter an amount with at most 2 decimals' },
  quantity: { id: 'rule.pattern.quantity', defaultMessage: 'Enter a quantity of 0 or more, with at most 3 decimals' },
  reference: {
    id: 'rule.pattern.reference',
    defaultMessage: 'Start with a letter or digit; use letters, digits, spaces and . / _ - only',
  },
  rate: { id: 'rule.pattern.rate', defaultMessage: 'Enter a rate of 0 or more, with at most 6 decimals' },
  time: { id: 'rule.pattern.time', defaultMessage: 'Enter a time as HH:mm, such as 14:00' },
  website: { id: 'rule.pattern.website', defaultMessage: 'Enter an address that starts with http:// or https://' },
  lettersDigitsSpacesDash: { id: 'rule.pattern.postcode', defaultMessage: 'Use letters, digits, spaces and - only' },
  lettersDigitsDash: { id: 'rule.pattern.lettersDigitsDash', defaultMessage: 'Use letters, digits and - only' },
  threeCapitals: { id: 'rule.pattern.threeCapitals', defaultMessage: 'Enter 3 capital letters, such as THB' },
  twoCapitals: { id: 'rule.pattern.twoCapitals', defaultMessage: 'Enter 2 capital letters, such as TH' },
  threeDigits: { id: 'rule.pattern.threeDigits', defaultMessage: 'Enter 3 digits, such as 764' },
  textCode: {
    id: 'rule.pattern.textCode',
    defaultMessage: 'Start with a letter; use letters, digits, _ and - with dots between parts',
  },
  menu: { id: 'rule.pattern.menu', defaultMessage: 'No / ? # or \\, and no spaces at the start or the end' },
  role: { id: 'rule.pattern.role', defaultMessage: 'Start with a letter; use letters, digits and - only' },
  loginName: { id: 'rule.pattern.loginName', defaultMessage: 'Use letters, digits and . _ - only' },
  codeCharacters: {
    id: 'rule.pattern.codeCharacters',
    defaultMessage: 'Use letters, digits and . _ - only, no spaces',
  },
  other: { id: 'rule.format', defaultMessage: 'Check the format of this value' },
});

export type PatternText = (typeof patternTexts)[keyof typeof patternTexts];

export const lengthMessage = defineMessage<{ count: number; limit: number }>({
  id: 'rule.length',
  defaultMessage: '{count} of {limit} characters',
});

export const checkMarkedFields = defineMessage({
  id: 'failure.checkMarkedFields',
  defaultMessage: 'Check the marked fields',
});
