import type { ActionOf, ApiPath } from '@pms/api-client';
import type { MessageDescriptor } from 'react-intl';

/** An API path with the master-data actions a screen needs (search pages and ComboBox lists). */
export type MasterDataPath = {
  [P in ApiPath]: 'search' extends ActionOf<P> ? ('list-minimum' extends ActionOf<P> ? P : never) : never;
}[ApiPath];

/** An API path another screen's ComboBox can be fed from. */
export type ReferencePath = { [P in ApiPath]: 'list-minimum' extends ActionOf<P> ? P : never }[ApiPath];

/** A row of a master-data list as the server answers it; the fields depend on the entity. */
export interface MasterDataRow {
  id: number;
  version: number;
  [field: string]: unknown;
}

/** A row of a `list-minimum` answer: the id and the few fields a ComboBox shows. */
export interface MinimumRow {
  id: number;
  [field: string]: unknown;
}

export type FieldKind = 'text' | 'integer' | 'decimal' | 'flag' | 'date' | 'reference' | 'choice';

/** One value of a choice field (an enum on the wire) and what staff read for it. */
export interface Choice {
  value: string;
  label: MessageDescriptor;
}

export interface MasterDataField {
  /** The field's name on the wire; also the input's name, so the server's field errors find it. */
  name: string;
  label: MessageDescriptor;
  kind: FieldKind;
  required?: boolean;
  /** Longest text accepted (text fields). */
  maxLength?: number;
  /** Smallest and largest number accepted (integer and decimal fields). */
  min?: number;
  max?: number;
  /** Digits after the point of a decimal field, 2 (money) when not set. */
  decimals?: number;
  /** A flag's value in a new record. */
  defaultOn?: boolean;
  /** What a reference field points at and how staff recognise a row of it. */
  reference?: { path: ReferencePath; label: (row: MinimumRow) => string };
  /** The values a choice field takes, in the order the picker lists them. */
  choices?: readonly Choice[];
  /** Whether the grid shows the field; true when not set. */
  inGrid?: boolean;
  /** Column width in the grid, in px. */
  width?: number;
}

/**
 * What an input holds: text as typed, numbers (null when empty), a flag as a boolean, a date as
 * yyyy-MM-dd (null when empty), a reference as the id (null when none). Plain JSON, so a form
 * backup keeps it as it is.
 */
export type InputValue = string | number | boolean | null;
export type FormValues = Record<string, InputValue>;

const DEFAULT_DECIMALS = 2;

export const decimalsOf = (field: MasterDataField): number =>
  field.kind === 'decimal' ? (field.decimals ?? DEFAULT_DECIMALS) : 0;

/** The value of an input of a new record. */
export function emptyValue(field: MasterDataField): InputValue {
  switch (field.kind) {
    case 'text':
      return '';
    case 'flag':
      return field.defaultOn ?? false;
    default:
      return null;
  }
}

export function emptyValues(fields: readonly MasterDataField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)]));
}

const finite = (value: number) => (Number.isFinite(value) ? value : null);

/** The input value of a field as the server sent it (flags as 0/1, decimals as strings). */
export function inputValueOf(field: MasterDataField, wire: unknown): InputValue {
  switch (field.kind) {
    case 'text':
      return typeof wire === 'string' ? wire : '';
    case 'integer':
      return typeof wire === 'number' ? finite(wire) : null;
    case 'decimal':
      if (typeof wire === 'number') return finite(wire);
      return typeof wire === 'string' && wire.trim() !== '' ? finite(Number(wire)) : null;
    case 'flag':
      return wire === 1 || wire === true;
    case 'date':
      return typeof wire === 'string' && wire !== '' ? wire.slice(0, 10) : null;
    case 'reference':
      return typeof wire === 'number' ? wire : null;
    case 'choice':
      return typeof wire === 'string' && wire !== '' ? wire : null;
  }
}

export function valuesOf(fields: readonly MasterDataField[], row: MasterDataRow): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, inputValueOf(field, row[field.name])]));
}

/** Whether a value has the type its field's input holds: a backup may be older than the screen. */
export function fitsField(field: MasterDataField, value: unknown): value is InputValue {
  switch (field.kind) {
    case 'text':
      return typeof value === 'string';
    case 'flag':
      return typeof value === 'boolean';
    case 'date':
      return value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));
    case 'choice':
      return value === null || (field.choices ?? []).some((choice) => choice.value === value);
    default:
      return value === null || (typeof value === 'number' && Number.isFinite(value));
  }
}

/**
 * The wire value of an input. Empty optional numbers are sent as 0 and empty texts as '': those
 * columns are not null with those defaults; an empty optional date or reference is null.
 */
export function wireValueOf(field: MasterDataField, value: InputValue): unknown {
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' ? value.trim() : '';
    case 'integer':
      return typeof value === 'number' ? Math.trunc(value) : 0;
    case 'decimal':
      // Fixed digits: the server keeps decimals exact, so the text is what is stored.
      return (typeof value === 'number' ? value : 0).toFixed(decimalsOf(field));
    case 'flag':
      return value ? 1 : 0;
    case 'date':
    case 'reference':
    case 'choice':
      return value === '' ? null : value;
  }
}

/**
 * The record of a create (every field, a null left out so the server's default applies) or of an
 * update (id, version and every field, so clearing an input clears the value).
 */
export function requestOf(
  fields: readonly MasterDataField[],
  values: FormValues,
  editing?: { id: number; version: number },
): Record<string, unknown> {
  const record: Record<string, unknown> = editing ? { id: editing.id, version: editing.version } : {};
  for (const field of fields) {
    const wire = wireValueOf(field, values[field.name] ?? emptyValue(field));
    if (wire === null && !editing) continue;
    record[field.name] = wire;
  }
  return record;
}

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'tooSmall'; min: number }
  | { kind: 'tooLarge'; max: number };

/** What the form can tell before asking the server: required inputs, lengths and number ranges. */
export function problemsOf(fields: readonly MasterDataField[], values: FormValues): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const value = values[field.name] ?? emptyValue(field);
    const isEmpty = value === null || (typeof value === 'string' && value.trim() === '');
    if (isEmpty) {
      if (field.required && field.kind !== 'flag') problems[field.name] = { kind: 'required' };
      continue;
    }
    if (typeof value === 'string' && field.kind === 'text' && field.maxLength !== undefined) {
      if (value.trim().length > field.maxLength) problems[field.name] = { kind: 'tooLong', max: field.maxLength };
    }
    if (typeof value === 'number' && (field.kind === 'integer' || field.kind === 'decimal')) {
      if (field.min !== undefined && value < field.min) problems[field.name] = { kind: 'tooSmall', min: field.min };
      else if (field.max !== undefined && value > field.max)
        problems[field.name] = { kind: 'tooLarge', max: field.max };
    }
  }
  return problems;
}

/** Whether two forms hold the same values (a backup equal to an empty form is no backup). */
export function sameValues(fields: readonly MasterDataField[], a: FormValues, b: FormValues): boolean {
  return fields.every((field) => (a[field.name] ?? null) === (b[field.name] ?? null));
}

/** How a ComboBox shows a row of most lists: its code and its name. */
export const codeAndName = (row: MinimumRow): string =>
  [row.code, row.name].filter((part) => typeof part === 'string' && part !== '').join(' · ') || String(row.id);
