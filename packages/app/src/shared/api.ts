import type { ActionOf, ApiClient, ApiPath, CallOptions, RequestData, ResponseData } from '@pms/api-client';
import { createContext, useContext, useEffect, useState } from 'react';

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiContext provider');
  return api;
}

export type Loadable<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; error: unknown };

/** How a read goes out: see CallOptions. Reads are always sent again after a timeout. */
export type ReadOptions = Pick<CallOptions, 'requireOnline' | 'quiet'>;

/** Reads one action's answer when the component mounts (and when path or action change). */
export function useActionData<P extends ApiPath, A extends ActionOf<P>>(
  path: P,
  action: A,
  data: RequestData<P, A>,
  options: ReadOptions = {},
): Loadable<ResponseData<P, A>> {
  const api = useApi();
  const [result, setResult] = useState<Loadable<ResponseData<P, A>>>({ state: 'loading' });
  const key = JSON.stringify(data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `data`, which callers rebuild on every render.
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    api.call(path, action, data, { ...options, retryOnTimeout: true, signal: controller.signal }).then(
      (answer) => setResult({ state: 'ready', data: answer.data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [api, path, action, key]);
  return result;
}
