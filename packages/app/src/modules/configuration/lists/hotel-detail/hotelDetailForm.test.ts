import { describe, expect, it } from 'vitest';
import {
  type HotelDetailFull,
  imageProblem,
  MAX_IMAGE_BYTES,
  problemsOf,
  requestOf,
  sameValues,
  timeChoices,
  valuesOf,
} from './hotelDetailForm.ts';

const detail: HotelDetailFull = {
  name: 'Mekong Riverside Hotel',
  legalName: 'Mekong Riverside Hospitality Co., Ltd.',
  addressLine1: '519 Rim Khong Road, Nai Mueang',
  addressLine2: '',
  city: 'Nong Khai',
  province: 'Nong Khai',
  postcode: '43000',
  countryId: 7,
  phone: '+66 42 411 555',
  fax: '',
  email: 'frontoffice@mekongriverside-nongkhai.com',
  website: 'https://www.mekongriverside-nongkhai.com',
  taxId: '0435561000123',
  branchNumber: '00000',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  logoUrl: '/files/hotel-logo',
  bgUrl: '',
  version: 3,
};

describe('hotel detail form', () => {
  it('sends every field trimmed under the version read, and no image paths', () => {
    const values = { ...valuesOf(detail), city: '  Vientiane ', countryId: null };
    const request = requestOf(values, detail.version);
    expect(request).toMatchObject({ version: 3, city: 'Vientiane', countryId: null, checkInTime: '14:00' });
    expect(request).not.toHaveProperty('logoUrl');
    expect(request).not.toHaveProperty('bgUrl');
  });

  it('sees a change, but not spaces around a text', () => {
    const values = valuesOf(detail);
    expect(sameValues(values, { ...values, city: ' Nong Khai ' })).toBe(true);
    expect(sameValues(values, { ...values, checkOutTime: '11:00' })).toBe(false);
    expect(sameValues(values, { ...values, countryId: null })).toBe(false);
  });

  it('asks for a name and checks lengths and formats as the server does', () => {
    expect(problemsOf(valuesOf(detail))).toEqual({});
    const problems = problemsOf({
      ...valuesOf(detail),
      name: '   ',
      email: 'front office',
      website: 'www.example.com',
      phone: '042-411-555 ext 3',
      taxId: '0 4355',
      postcode: '43000/1',
      legalName: 'x'.repeat(161),
    });
    expect(problems).toEqual({
      name: { kind: 'required' },
      email: { kind: 'email' },
      website: { kind: 'website' },
      phone: { kind: 'phone' },
      taxId: { kind: 'code' },
      postcode: { kind: 'postcode' },
      legalName: { kind: 'tooLong', max: 160 },
    });
    // Optional fields may stay empty.
    expect(problemsOf({ ...valuesOf(detail), email: '', website: '', phone: '' })).toEqual({});
  });

  it('refuses other file types and files over 2 MB before sending them', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(imageProblem({ type: '', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
  });

  it('offers every half hour and keeps a time the record already has', () => {
    const choices = timeChoices('14:15', '12:00');
    expect(choices.length).toBe(49);
    expect(choices.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(choices).toContain('14:15');
    expect(choices.indexOf('14:15')).toBe(choices.indexOf('14:00') + 1);
  });
});
