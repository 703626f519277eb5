import type { ActionOf, ApiPath, RequestData, ResponseData } from '@pms/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../api.ts';

export interface LoadState<T> {
  /** The last answer; kept while a reload runs, so the grid keeps its rows under the spinner. */
  data: T | undefined;
  isLoading: boolean;
  /** Why the last load failed; cleared by the next success. */
  error: unknown;
  reload: () => void;
}

/** Reads one list action on mount and again on every `reload()`. */
export function useLoad<P extends ApiPath, A extends ActionOf<P>>(
  path: P,
  action: A,
  data: RequestData<P, A>,
): LoadState<ResponseData<P, A>> {
  const api = useApi();
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ data: ResponseData<P, A> | undefined; isLoading: boolean; error: unknown }>({
    data: undefined,
    isLoading: true,
    error: undefined,
  });
  // The criteria of these screens never change; keeping the first avoids a reload per render.
  const criteria = useRef(data);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, isLoading: true }));
    api.call(path, action, criteria.current, { signal: controller.signal, retryOnTimeout: true }).then(
      (answer) => setState({ data: answer.data, isLoading: false, error: undefined }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, isLoading: false, error }));
      },
    );
    return () => controller.abort();
  }, [api, path, action, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}

/**
 * An Idempotency-Key per write: pressing Save again with the same data (after a lost answer) reuses
 * the key, so the server answers the first result instead of writing twice; changed data is a new
 * request with a new key.
 */
export function useIdempotencyKeys() {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useCallback((request: unknown) => {
    const text = JSON.stringify(request);
    if (last.current?.request !== text) last.current = { request: text, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}
