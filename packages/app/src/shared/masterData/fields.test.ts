import { describe, expect, it } from 'vitest';
import {
  emptyValues,
  inputValueOf,
  type MasterDataField,
  problemsOf,
  requestOf,
  valuesOf,
  wireValueOf,
} from './fields.ts';
import { createFormBackup, type KeyValueStore } from './formBackup.ts';

const label = { id: 'test.label', defaultMessage: 'Label' };
const code: MasterDataField = { name: 'code', label, kind: 'text', required: true, maxLength: 5 };
const note: MasterDataField = { name: 'note', label, kind: 'text', maxLength: 10 };
const beds: MasterDataField = { name: 'beds', label, kind: 'integer', min: 1, max: 4 };
const rate: MasterDataField = { name: 'rate', label, kind: 'decimal', decimals: 3 };
const active: MasterDataField = { name: 'active', label, kind: 'flag', defaultOn: true };
const openedOn: MasterDataField = { name: 'openedOn', label, kind: 'date' };
const building: MasterDataField = {
  name: 'buildingId',
  label,
  kind: 'reference',
  required: true,
  reference: { path: 'configuration/building', label: (row) => String(row.code) },
};
const fields = [code, note, beds, rate, active, openedOn, building];

class MemoryStore implements KeyValueStore {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('field values', () => {
  it('starts a new record empty, flags at their default', () => {
    expect(emptyValues(fields)).toEqual({
      code: '',
      note: '',
      beds: null,
      rate: null,
      active: true,
      openedOn: null,
      buildingId: null,
    });
  });

  it('reads the wire forms into input values', () => {
    expect(inputValueOf(rate, '12.500000')).toBe(12.5);
    expect(inputValueOf(rate, '')).toBeNull();
    expect(inputValueOf(rate, 'abc')).toBeNull();
    expect(inputValueOf(active, 1)).toBe(true);
    expect(inputValueOf(active, 0)).toBe(false);
    expect(inputValueOf(openedOn, '2026-03-01')).toBe('2026-03-01');
    expect(inputValueOf(openedOn, null)).toBeNull();
    expect(inputValueOf(building, 7)).toBe(7);
    expect(inputValueOf(code, null)).toBe('');
    expect(inputValueOf(beds, 3)).toBe(3);
  });

  it('writes input values in the wire forms', () => {
    expect(wireValueOf(code, '  MAIN ')).toBe('MAIN');
    expect(wireValueOf(rate, 1.5)).toBe('1.500');
    expect(wireValueOf(rate, null)).toBe('0.000');
    expect(wireValueOf(beds, 2.9)).toBe(2);
    expect(wireValueOf(beds, null)).toBe(0);
    expect(wireValueOf(active, false)).toBe(0);
    expect(wireValueOf(active, true)).toBe(1);
    expect(wireValueOf(openedOn, null)).toBeNull();
    expect(wireValueOf(building, 4)).toBe(4);
  });

  it('leaves nulls out of a create and sends them in an update, with id and version', () => {
    const values = { ...emptyValues(fields), code: 'A', buildingId: 2 };
    expect(requestOf(fields, values)).toEqual({
      code: 'A',
      note: '',
      beds: 0,
      rate: '0.000',
      active: 1,
      buildingId: 2,
    });
    expect(requestOf(fields, values, { id: 9, version: 3 })).toMatchObject({ id: 9, version: 3, openedOn: null });
  });

  it('round-trips a row through the form', () => {
    const row = {
      id: 1,
      version: 2,
      code: 'G',
      note: 'x',
      beds: 2,
      rate: '10.250',
      active: 0,
      openedOn: '2025-01-31',
      buildingId: 5,
    };
    expect(requestOf(fields, valuesOf(fields, row), row)).toEqual(row);
  });

  it('finds missing, too long and out-of-range values', () => {
    expect(problemsOf(fields, emptyValues(fields))).toEqual({
      code: { kind: 'required' },
      buildingId: { kind: 'required' },
    });
    const values = { ...emptyValues(fields), code: 'TOOLONG', beds: 9, buildingId: 1 };
    expect(problemsOf(fields, values)).toEqual({
      code: { kind: 'tooLong', max: 5 },
      beds: { kind: 'tooLarge', max: 4 },
    });
    expect(problemsOf(fields, { ...values, code: ' AB  ', beds: 0 })).toEqual({ beds: { kind: 'tooSmall', min: 1 } });
    expect(problemsOf(fields, { ...values, code: '   ' })).toMatchObject({ code: { kind: 'required' } });
  });
});

describe('form backup', () => {
  const setup = () => {
    const session = new MemoryStore();
    const local = new MemoryStore();
    return { session, local, backup: createFormBackup('configuration/building', fields, session, local) };
  };

  it('keeps typed values per screen and gives them back', () => {
    const { session, local, backup } = setup();
    const typed = { ...emptyValues(fields), code: 'NEW', beds: 2 };
    backup.save(typed);
    expect(backup.read()).toEqual(typed);
    expect(createFormBackup('configuration/floor', fields, session, local).read()).toBeNull();
  });

  it('keeps nothing for an untouched form, and nothing once cleared', () => {
    const { session, backup } = setup();
    backup.save(emptyValues(fields));
    expect(session.items.size).toBe(0);
    backup.save({ ...emptyValues(fields), note: 'n' });
    backup.clear();
    expect(backup.read()).toBeNull();
  });

  it('forgets and stops keeping while switched off, and remembers the switch', () => {
    const { session, local, backup } = setup();
    backup.save({ ...emptyValues(fields), code: 'X' });
    backup.setEnabled(false);
    expect(backup.read()).toBeNull();
    backup.save({ ...emptyValues(fields), code: 'Y' });
    expect(session.items.size).toBe(0);
    const again = createFormBackup('configuration/building', fields, session, local);
    expect(again.isEnabled()).toBe(false);
    again.setEnabled(true);
    again.save({ ...emptyValues(fields), code: 'Z' });
    expect(again.read()?.code).toBe('Z');
  });

  it('restores only values that fit the fields, ignoring damaged or older backups', () => {
    const { session, backup } = setup();
    session.setItem('pms.formBackup.configuration/building', '{not json');
    expect(backup.read()).toBeNull();
    session.setItem(
      'pms.formBackup.configuration/building',
      JSON.stringify({ code: 'OK', beds: 'two', openedOn: '31/01/2025', gone: 'x', active: false }),
    );
    expect(backup.read()).toEqual({ ...emptyValues(fields), code: 'OK', active: false });
  });

  it('keeps nothing when the storage refuses', () => {
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const backup = createFormBackup('configuration/building', fields, refusing, refusing);
    expect(() => backup.save({ ...emptyValues(fields), code: 'A' })).not.toThrow();
    expect(backup.read()).toBeNull();
    expect(backup.isEnabled()).toBe(true);
  });
});
