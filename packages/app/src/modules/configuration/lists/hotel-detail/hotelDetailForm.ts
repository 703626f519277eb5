import type { Schemas } from '@pms/api-client';

/*
 * The hotel detail form without React: its values, what it sends, and what it can tell before
 * asking the server. Limits and patterns as in openapi/schemas/configuration/hotel-detail.yaml.
 */

export type HotelDetailFull = Schemas['HotelDetailFull'];
export type HotelDetailUpdate = Schemas['HotelDetailUpdate'];
export type HotelImage = Schemas['HotelImage'];

export const TEXT_LIMITS = {
  name: 120,
  legalName: 160,
  taxId: 20,
  branchNumber: 10,
  addressLine1: 120,
  addressLine2: 120,
  city: 80,
  province: 80,
  postcode: 12,
  phone: 30,
  fax: 30,
  email: 120,
  website: 200,
} as const;

export type TextFieldName = keyof typeof TEXT_LIMITS;
const TEXT_FIELDS = Object.keys(TEXT_LIMITS) as TextFieldName[];

export type HotelDetailValues = Record<TextFieldName, string> & {
  countryId: number | null;
  checkInTime: string;
  checkOutTime: string;
};

export type FieldName = keyof HotelDetailValues;

export function valuesOf(detail: HotelDetailFull): HotelDetailValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, detail[field]])) as Record<TextFieldName, string>;
  return { ...texts, countryId: detail.countryId, checkInTime: detail.checkInTime, checkOutTime: detail.checkOutTime };
}

/** Whether the form holds what the server has (spaces around a text do not count: Save trims them). */
export function sameValues(a: HotelDetailValues, b: HotelDetailValues): boolean {
  return (
    TEXT_FIELDS.every((field) => a[field].trim() === b[field].trim()) &&
    a.countryId === b.countryId &&
    a.checkInTime === b.checkInTime &&
    a.checkOutTime === b.checkOutTime
  );
}

/** The update of every field, texts trimmed, under the version the form was read with. */
export function requestOf(values: HotelDetailValues, version: number): HotelDetailUpdate {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field].trim()])) as Record<
    TextFieldName,
    string
  >;
  return {
    version,
    ...texts,
    countryId: values.countryId,
    checkInTime: values.checkInTime,
    checkOutTime: values.checkOutTime,
  };
}

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'email' }
  | { kind: 'website' }
  | { kind: 'phone' }
  | { kind: 'code' }
  | { kind: 'postcode' };

const FORMATS: Partial<Record<TextFieldName, { pattern: RegExp; problem: FieldProblem }>> = {
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, problem: { kind: 'email' } },
  website: { pattern: /^https?:\/\/\S+$/, problem: { kind: 'website' } },
  phone: { pattern: /^[0-9+()./ -]*$/, problem: { kind: 'phone' } },
  fax: { pattern: /^[0-9+()./ -]*$/, problem: { kind: 'phone' } },
  taxId: { pattern: /^[A-Za-z0-9-]*$/, problem: { kind: 'code' } },
  branchNumber: { pattern: /^[A-Za-z0-9-]*$/, problem: { kind: 'code' } },
  postcode: { pattern: /^[A-Za-z0-9 -]*$/, problem: { kind: 'postcode' } },
};

/** What the form can tell before asking the server: the name is required, lengths and formats. */
export function problemsOf(values: HotelDetailValues): Partial<Record<FieldName, FieldProblem>> {
  const problems: Partial<Record<FieldName, FieldProblem>> = {};
  for (const field of TEXT_FIELDS) {
    const text = values[field].trim();
    if (text === '') {
      if (field === 'name') problems[field] = { kind: 'required' };
      continue;
    }
    if (text.length > TEXT_LIMITS[field]) {
      problems[field] = { kind: 'tooLong', max: TEXT_LIMITS[field] };
      continue;
    }
    const format = FORMATS[field];
    if (format && !format.pattern.test(text)) problems[field] = format.problem;
  }
  return problems;
}

/** The image types the server takes (openapi/paths/files/hotel-image.yaml), for the file picker too. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Why a picked file would be refused, before sending it. */
export function imageProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** Every half hour of the day, with any other time the record already holds, in order. */
export function timeChoices(...current: readonly string[]): string[] {
  const slots = Array.from(
    { length: 48 },
    (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
  );
  return [...new Set([...slots, ...current.filter((time) => /^\d{2}:\d{2}$/.test(time))])].sort();
}
