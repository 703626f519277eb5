import * as generated from '@pms/api-client/fieldRules';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { checkFields, checkValue, lengthHint, PATTERN_MESSAGES, serverViolation, violationText } from './fieldRules.ts';

const intl = createIntl({ locale: 'en', onError: () => undefined });
const DATE_PATTERN = String.raw`^(19|2[01])\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$`;
const guest = generated.GuestProfileCreate;

describe('the contract in staff words', () => {
  it('has words for every pattern a request of the contract can break', () => {
    const patterns = new Set<string>();
    for (const rules of Object.values(generated)) {
      if (typeof rules !== 'object' || rules === null) continue;
      for (const rule of Object.values(rules as generated.FieldRules)) if (rule.pattern) patterns.add(rule.pattern);
    }
    patterns.delete(DATE_PATTERN);
    expect([...patterns].filter((pattern) => !PATTERN_MESSAGES.has(pattern))).toEqual([]);
  });

  it('checks a value against its field rule as the server would, first rule first', () => {
    expect(checkValue(guest.phone, '+856 20 5555 1234')).toBeNull();
    expect(checkValue(guest.phone, '020 ext 12')).toEqual({ rule: 'pattern', pattern: guest.phone.pattern });
    expect(checkValue(guest.lastName, '')).toEqual({ rule: 'required' });
    expect(checkValue(guest.lastName, '   ')).toEqual({ rule: 'pattern', pattern: '\\S' });
    expect(checkValue(guest.lastName, 'ก'.repeat(60))).toBeNull();
    expect(checkValue(guest.lastName, 'x'.repeat(61))).toEqual({ rule: 'maxLength', limit: 60 });
    expect(checkValue(guest.email, '')).toBeNull();
    expect(checkValue(guest.vipLevel, 6)).toEqual({ rule: 'maximum', limit: 5 });
    expect(checkValue(guest.titleId, null)).toBeNull();
    const stays = generated.ReservationCreate;
    expect(checkFields(stays, { 'stays.0.adults': 0, 'stays.1.adults': 2 })).toEqual({
      'stays.0.adults': { rule: 'minimum', limit: 1 },
    });
  });

  it('says what to type', () => {
    expect(violationText(intl, { rule: 'pattern', pattern: guest.phone.pattern })).toBe(
      'Use digits, spaces and + ( ) . - only',
    );
    expect(violationText(intl, { rule: 'maxLength', limit: 60 })).toBe('At most 60 characters');
    expect(violationText(intl, { rule: 'minimum', limit: 1 })).toBe('Enter 1 or more');
    expect(violationText(intl, { rule: 'date' })).toBe('Enter a date between 01-Jan-1900 and 31-Dec-2199');
    expect(lengthHint(intl, 'x'.repeat(47), 60)).toBeUndefined();
    expect(lengthHint(intl, 'x'.repeat(48), 60)).toBe('48 of 60 characters');
  });

  it("reads the server's refusal of a contract rule in staff words, and its business rules as written", () => {
    const phone = { field: '/data/0/phone', message: 'must match pattern "^[0-9+() .-]*$"', rule: 'pattern' };
    expect(serverViolation(phone)).toEqual({ rule: 'pattern', pattern: '^[0-9+() .-]*$' });
    const tooLong = { field: '/data/0/lastName', message: 'must NOT have more than 60 characters', rule: 'maxLength' };
    expect(violationText(intl, serverViolation({ ...tooLong, limit: 60 }) ?? { rule: '' })).toBe(
      'At most 60 characters',
    );
    // A business rule names no contract rule: its message was written for people.
    expect(serverViolation({ field: '/data/0/toDate', message: 'must be after the start' })).toBeNull();
  });
});
