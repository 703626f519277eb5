import { describe, expect, it } from 'vitest';
import { toValidationErrors } from './validationErrors.ts';

describe('toValidationErrors', () => {
  it('keys messages by the field inside the request record', () => {
    expect(
      toValidationErrors([
        { field: '/data/0/rateCode', message: 'Rate code already exists.' },
        { field: '/data/0/amount', message: 'Must be greater than 0.00.' },
      ]),
    ).toEqual({ rateCode: ['Rate code already exists.'], amount: ['Must be greater than 0.00.'] });
  });

  it('joins nested paths with dots', () => {
    expect(toValidationErrors([{ field: '/data/0/rooms/2/roomTypeId', message: 'Unknown room type.' }])).toEqual({
      'rooms.2.roomTypeId': ['Unknown room type.'],
    });
  });

  it('collects several messages for one field, without repeats', () => {
    expect(
      toValidationErrors([
        { field: '/data/0/code', message: 'Too long.' },
        { field: '/data/0/code', message: 'Only letters and digits.' },
        { field: '/data/0/code', message: 'Too long.' },
      ]),
    ).toEqual({ code: ['Too long.', 'Only letters and digits.'] });
  });

  it('keeps the whole path of pointers outside the record', () => {
    expect(toValidationErrors([{ field: '/data/1/name', message: 'Required.' }])).toEqual({
      'data.1.name': ['Required.'],
    });
    expect(toValidationErrors([{ field: '/apiRequest/action', message: 'Unknown action.' }])).toEqual({
      'apiRequest.action': ['Unknown action.'],
    });
  });

  it('takes another base', () => {
    expect(toValidationErrors([{ field: '/data/3/name', message: 'Required.' }], '/data/3')).toEqual({
      name: ['Required.'],
    });
    expect(toValidationErrors([{ field: '/name', message: 'Required.' }], '')).toEqual({ name: ['Required.'] });
  });

  it('drops errors about the record as a whole', () => {
    expect(
      toValidationErrors([
        { field: '/data/0', message: 'Record is stale.' },
        { field: '', message: 'Bad body.' },
      ]),
    ).toEqual({});
  });

  it('decodes escaped pointer tokens', () => {
    expect(toValidationErrors([{ field: '/data/0/a~1b~0c', message: 'x' }])).toEqual({ 'a/b~c': ['x'] });
  });

  it('accepts no errors at all', () => {
    expect(toValidationErrors(undefined)).toEqual({});
    expect(toValidationErrors([])).toEqual({});
  });
});
