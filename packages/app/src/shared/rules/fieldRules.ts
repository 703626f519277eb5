import type { FieldError } from '@pms/api-client';
import type { FieldRule, FieldRules } from '@pms/api-client/fieldRules';
import type { IntlShape } from 'react-intl';
import { lengthMessage, limitMessages, type PatternText, patternTexts, ruleMessages } from './messages.ts';

// The contract's field rules (generated from openapi/ into @pms/api-client/fieldRules) in staff
// words: the screens check them before sending, and a refusal the server still answers (its
// FieldError names the broken `rule`) reads the same. The server's own wording stays for API clients.

export type { FieldRule, FieldRules };

/** A broken rule: the contract keyword (or 'date'), its number, and for a pattern the pattern. */
export interface Violation {
  rule: string;
  limit?: number;
  pattern?: string;
}

/** The contract's date pattern: its violations read as a date, not as a pattern. */
const DATE_PATTERN = String.raw`^(19|2[01])\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$`;

/**
 * What each pattern of the contract's requests asks staff to type. A unit test fails when the
 * contract gains a pattern that has no words here.
 */
export const PATTERN_MESSAGES: ReadonlyMap<string, PatternText> = new Map<string, PatternText>([
  [String.raw`\S`, patternTexts.notBlank],
  [String.raw`^\S(?:.*\S)?$`, patternTexts.trimmed],
  [String.raw`^[0-9+() .-]*$`, patternTexts.phone],
  [String.raw`^[0-9+()./ -]*$`, patternTexts.hotelPhone],
  [String.raw`^$|^[^@\s]+@[^@\s]+$`, patternTexts.email],
  [String.raw`^([^\s@]+@[^\s@]+\.[^\s@]+)?$`, patternTexts.email],
  [String.raw`^\d{1,12}(\.\d{1,2})?$`, patternTexts.amount],
  [String.raw`^\d{1,10}(\.\d{1,2})?$`, patternTexts.amount],
  [String.raw`^-?\d{1,12}(\.\d{1,2})?$`, patternTexts.signedAmount],
  [String.raw`^\d{1,12}(\.\d{1,6})?$`, patternTexts.rate],
  [String.raw`^\d{1,12}(\.\d{1,3})?$`, patternTexts.quantity],
  [String.raw`^\d{1,9}(\.\d{1,3})?$`, patternTexts.quantity],
  [String.raw`^[A-Za-z0-9][A-Za-z0-9 ./_-]*$`, patternTexts.reference],
  [String.raw`^([01][0-9]|2[0-3]):[0-5][0-9]$`, patternTexts.time],
  [String.raw`^(https?://\S+)?$`, patternTexts.website],
  [String.raw`^[A-Za-z0-9 -]*$`, patternTexts.lettersDigitsSpacesDash],
  [String.raw`^[A-Za-z0-9-]*$`, patternTexts.lettersDigitsDash],
  [String.raw`^[A-Z]{3}$`, patternTexts.threeCapitals],
  [String.raw`^[A-Z]{2}$`, patternTexts.twoCapitals],
  [String.raw`^[0-9]{3}$`, patternTexts.threeDigits],
  [String.raw`^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$`, patternTexts.textCode],
  [String.raw`^[^/?#\\\s](?:[^/?#\\\u0000-\u001f\u007f]*[^/?#\\\s])?$`, patternTexts.menu],
  [String.raw`^[A-Za-z][A-Za-z0-9-]{1,39}$`, patternTexts.role],
  [String.raw`^[A-Za-z0-9._-]{1,40}$`, patternTexts.loginName],
  [String.raw`^[0-9A-Za-z._-]+$`, patternTexts.codeCharacters],
]);

/** The rule of an input ('stays.2.adults' reads 'stays.*.adults'); undefined when the contract sets none. */
export function ruleFor(rules: FieldRules, name: string): FieldRule | undefined {
  return rules[name] ?? rules[name.replace(/\.\d+(?=\.|$)/g, '.*')];
}

/**
 * The first rule of the contract the value breaks, checked in the order staff fix them (present,
 * of its kind, its form, its size); null when it keeps them all. An empty text breaks only a
 * rule that asks for something typed (minLength, or a pattern such as "not only spaces"), and
 * reads as Required.
 */
export function checkValue(rule: FieldRule | undefined, value: unknown): Violation | null {
  if (!rule) return null;
  if (value === undefined || value === null) {
    return rule.required && !(value === null && rule.nullable) ? { rule: 'required' } : null;
  }
  if (value === '') {
    const refused =
      (rule.minLength ?? 0) > 0 || (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(''));
    return refused ? { rule: 'required' } : null;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { rule: rule.required ? 'required' : 'type' };
    if (rule.type === 'integer' && !Number.isInteger(value)) return { rule: 'type' };
    if (rule.minimum !== undefined && value < rule.minimum) return { rule: 'minimum', limit: rule.minimum };
    if (rule.maximum !== undefined && value > rule.maximum) return { rule: 'maximum', limit: rule.maximum };
    if (rule.exclusiveMinimum !== undefined && value <= rule.exclusiveMinimum) {
      return { rule: 'exclusiveMinimum', limit: rule.exclusiveMinimum };
    }
    if (rule.exclusiveMaximum !== undefined && value >= rule.exclusiveMaximum) {
      return { rule: 'exclusiveMaximum', limit: rule.exclusiveMaximum };
    }
  }
  if (typeof value === 'string') {
    if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) {
      return rule.pattern === DATE_PATTERN ? { rule: 'date' } : { rule: 'pattern', pattern: rule.pattern };
    }
    // Characters as the server counts them (code points): a Thai or Lao letter is one.
    const length = [...value].length;
    if (rule.minLength !== undefined && length < rule.minLength) {
      return rule.minLength === 1 ? { rule: 'required' } : { rule: 'minLength', limit: rule.minLength };
    }
    if (rule.maxLength !== undefined && length > rule.maxLength) return { rule: 'maxLength', limit: rule.maxLength };
  }
  if (Array.isArray(value)) {
    if (rule.minItems !== undefined && value.length < rule.minItems) return { rule: 'minItems', limit: rule.minItems };
    if (rule.maxItems !== undefined && value.length > rule.maxItems) return { rule: 'maxItems', limit: rule.maxItems };
  }
  return null;
}

/** Every input of `values` (by input name) that breaks its contract rule. */
export function checkFields(rules: FieldRules, values: Readonly<Record<string, unknown>>): Record<string, Violation> {
  const found: Record<string, Violation> = {};
  for (const [name, value] of Object.entries(values)) {
    const violation = checkValue(ruleFor(rules, name), value);
    if (violation) found[name] = violation;
  }
  return found;
}

/** A broken rule in the staff member's words: what to type instead. */
export function violationText(intl: IntlShape, violation: Violation): string {
  const { rule, limit, pattern } = violation;
  if (rule === 'pattern') {
    const message = pattern === undefined ? undefined : PATTERN_MESSAGES.get(pattern);
    return intl.formatMessage(message ?? patternTexts.other);
  }
  if (rule in limitMessages && limit !== undefined) {
    return intl.formatMessage(limitMessages[rule as keyof typeof limitMessages], { limit });
  }
  switch (rule) {
    case 'required':
    case 'date':
      return intl.formatMessage(ruleMessages[rule]);
    case 'type':
      return intl.formatMessage(ruleMessages.number);
    case 'multipleOf':
      return intl.formatMessage(ruleMessages.wholeNumber);
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return intl.formatMessage(ruleMessages.choose);
    case 'additionalProperties':
      return intl.formatMessage(ruleMessages.notAllowed);
    default:
      return intl.formatMessage(ruleMessages.invalid);
  }
}

/**
 * A server field error in the staff member's words when it names a contract rule; the pattern
 * comes from the form's rules (the server's message names it for API clients only). Null for a
 * business rule, whose message the server wrote for people.
 */
export function serverViolation(error: FieldError, rules?: FieldRules, name?: string): Violation | null {
  if (!error.rule) return null;
  if (error.rule !== 'pattern')
    return { rule: error.rule, ...(error.limit === undefined ? {} : { limit: error.limit }) };
  const pattern =
    (rules && name ? ruleFor(rules, name)?.pattern : undefined) ??
    [...PATTERN_MESSAGES.keys()].find((known) => error.message === `must match pattern "${known}"`);
  return { rule: 'pattern', ...(pattern === undefined ? {} : { pattern }) };
}

/**
 * How much of its limit a text uses, shown from four fifths of it on, so that a limit is seen
 * before it stops the typing; undefined while far from it.
 */
export function lengthHint(intl: IntlShape, text: string, limit: number): string | undefined {
  const count = [...text].length;
  return count >= Math.floor(limit * 0.8) ? intl.formatMessage(lengthMessage, { count, limit }) : undefined;
}

/** The broken rules as the messages shown at their inputs. */
export const violationTexts = (intl: IntlShape, found: Readonly<Record<string, Violation>>): Record<string, string> =>
  Object.fromEntries(Object.entries(found).map(([name, violation]) => [name, violationText(intl, violation)]));
