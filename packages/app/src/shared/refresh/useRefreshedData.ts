import type { CallOptions } from '@pms/api-client';
import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '../admin/adminList.ts';

/** Spec §7: what a screen shows from the server is refreshed every 20000 ms. */
export const REFRESH_MS = 20_000;

/** How a refreshed screen's reads go out: the caller passes them on to its calls. */
export type RefreshCallOptions = Pick<CallOptions, 'signal' | 'quiet' | 'retryOnTimeout' | 'requireOnline'>;

export interface RefreshedData<T> {
  data?: T;
  /** Why the last read failed; what was read before stays in `data`. */
  error?: unknown;
  /** When `data` was read. */
  at?: Date;
  /** Reads again now (staff pressed Reload or Try again). */
  reload: () => void;
}

/**
 * What a screen shows from the server, read when it mounts, again quietly every 20000 ms, at once
 * when the browser is back online, and on `reload`. A failed refresh keeps what is shown, with the
 * reason beside it. Calls need a network (`requireOnline`), so offline answers at once.
 */
export function useRefreshedData<T>(read: (options: RefreshCallOptions) => Promise<T>): RefreshedData<T> {
  const latestRead = useLatest(read);
  const [state, setState] = useState<{ data?: T; error?: unknown; at?: Date }>({});
  const [generation, setGeneration] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger.
  useEffect(() => {
    const controller = new AbortController();
    const load = (quiet: boolean) =>
      latestRead.current({ signal: controller.signal, quiet, retryOnTimeout: true, requireOnline: true }).then(
        (data) => setState({ data, at: new Date() }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState((previous) => ({ ...previous, error }));
        },
      );
    void load(false);
    const timer = setInterval(() => void load(true), REFRESH_MS);
    const onOnline = () => void load(true);
    window.addEventListener('online', onOnline);
    return () => {
      controller.abort();
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [latestRead, generation]);
  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, error: undefined }));
    setGeneration((value) => value + 1);
  }, []);
  return { ...state, reload };
}
