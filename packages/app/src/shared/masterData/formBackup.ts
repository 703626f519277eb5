import { emptyValues, type FormValues, fitsField, type MasterDataField, sameValues } from './fields.ts';

/** The part of the Web Storage API the backup uses, so tests can hand it a Map. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const VALUES_PREFIX = 'pms.formBackup.';
const SWITCH_PREFIX = 'pms.formBackup.off.';

export interface FormBackup {
  /** Whether the screen keeps what staff type in its add form ("Keep what I type"). */
  isEnabled(): boolean;
  /** Switching it off throws away what was kept. */
  setEnabled(enabled: boolean): void;
  /** What was typed in the add form last time, or null when there is nothing worth restoring. */
  read(): FormValues | null;
  save(values: FormValues): void;
  clear(): void;
}

// Storage refuses writes when full or blocked by the browser's privacy settings; a backup is a
// convenience, so it then just keeps nothing.
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/**
 * Spec §4: while adding, the form's values are kept (per screen, for the browser tab's session)
 * and offered again when the add form opens next. The switch is remembered per screen across
 * sessions: it is a preference of the person, not of one visit.
 */
export function createFormBackup(
  screen: string,
  fields: readonly MasterDataField[],
  values: KeyValueStore,
  preferences: KeyValueStore,
): FormBackup {
  const valuesKey = `${VALUES_PREFIX}${screen}`;
  const switchKey = `${SWITCH_PREFIX}${screen}`;
  const empty = emptyValues(fields);

  const clear = () => attempt(() => values.removeItem(valuesKey), undefined);
  const isEnabled = () => attempt(() => preferences.getItem(switchKey) !== '1', true);

  return {
    isEnabled,
    setEnabled(enabled) {
      attempt(() => (enabled ? preferences.removeItem(switchKey) : preferences.setItem(switchKey, '1')), undefined);
      if (!enabled) clear();
    },
    read() {
      if (!isEnabled()) return null;
      const text = attempt(() => values.getItem(valuesKey), null);
      if (!text) return null;
      const stored: unknown = attempt(() => JSON.parse(text), null);
      if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
      const restored: FormValues = { ...empty };
      for (const field of fields) {
        const value = (stored as Record<string, unknown>)[field.name];
        if (fitsField(field, value)) restored[field.name] = value;
      }
      return sameValues(fields, restored, empty) ? null : restored;
    },
    save(current) {
      if (!isEnabled()) return;
      if (sameValues(fields, current, empty)) clear();
      else attempt(() => values.setItem(valuesKey, JSON.stringify(current)), undefined);
    },
    clear,
  };
}
