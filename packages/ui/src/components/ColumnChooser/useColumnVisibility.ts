import { useCallback, useState } from 'react';

/** A DataGrid's `columnVisibility`: `false` hides a column, anything else shows it. */
export type ColumnVisibility = Readonly<Record<string, boolean>>;

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    // A browser that refuses storage (privacy settings) still shows the list, unremembered.
    return undefined;
  }
};

/**
 * What was stored under `key`, over the defaults. Only columns the defaults name are read back,
 * so a column dropped from a list is forgotten and one added later takes its default.
 */
export function readColumnVisibility(key: string, defaults: ColumnVisibility): ColumnVisibility {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    stored = null;
  }
  if (!stored || typeof stored !== 'object') return defaults;
  const read: Record<string, boolean> = { ...defaults };
  for (const [id, shown] of Object.entries(stored)) {
    if (Object.hasOwn(defaults, id) && typeof shown === 'boolean') read[id] = shown;
  }
  return read;
}

/**
 * The columns a list shows, kept in localStorage under `key` (one key per list), so staff find the
 * list as they left it on this browser. `defaults` names every column that can be chosen, `true`
 * for shown; give it a stable object (a module constant).
 */
export function useColumnVisibility(key: string, defaults: ColumnVisibility) {
  const [state, setState] = useState(() => ({ key, defaults, visibility: readColumnVisibility(key, defaults) }));
  // Another list in the same place (a route that reuses the screen) reads its own choice.
  const current =
    state.key === key && state.defaults === defaults
      ? state
      : { key, defaults, visibility: readColumnVisibility(key, defaults) };
  if (current !== state) setState(current);
  const change = useCallback(
    (next: ColumnVisibility) => {
      setState({ key, defaults, visibility: next });
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // Full or refused storage: the choice holds until the page is left.
      }
    },
    [key, defaults],
  );
  return [current.visibility, change] as const;
}
