import type { ActionOf, ApiPath, RequestData, ResponseData } from '@pms/api-client';
import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { type ActionKey, type ActionQueryMeta, REFRESH_MS } from './client.ts';

type ExtraOptions<P extends ApiPath, A extends ActionOf<P>, T> = Omit<
  UseQueryOptions<ResponseData<P, A>, Error, T, ActionKey<P, A>>,
  'queryKey' | 'queryFn' | 'meta'
> & { meta?: ActionQueryMeta };

/**
 * The query of one read action, keyed `[path, action, data]` (architecture.md). Modules build
 * their `api/` query factories on it; the QueryClient's default function sends the call.
 */
export function actionQuery<P extends ApiPath, A extends ActionOf<P>, T = ResponseData<P, A>>(
  path: P,
  action: A,
  data: RequestData<P, A>,
  options: ExtraOptions<P, A, T> = {},
) {
  return queryOptions<ResponseData<P, A>, Error, T, ActionKey<P, A>>({
    queryKey: [path, action, data] as const,
    ...options,
  } as Parameters<typeof queryOptions<ResponseData<P, A>, Error, T, ActionKey<P, A>>>[0]);
}

/**
 * Spec §7: a screen that shows live figures reads them again every 20000 ms, at once when the
 * browser is back online, and answers "lostconnect" while offline. Spread into actionQuery's options.
 */
export const refreshed = {
  refetchInterval: REFRESH_MS,
  refetchOnReconnect: true,
  meta: { requireOnline: true },
} as const;

/**
 * Reference lists (`list-minimum`: the choices of ComboBoxes) change seldom and are shared by many
 * screens: read once, kept for five minutes, and read again at once after a write to their path.
 */
export const REFERENCE_STALE_MS = 5 * 60_000;

/** The paths that answer `list-minimum`. */
export type ReferencePath = { [P in ApiPath]: 'list-minimum' extends ActionOf<P> ? P : never }[ApiPath];

export function referenceQuery<P extends ReferencePath>(path: P) {
  const action = 'list-minimum' as ActionOf<P> & 'list-minimum';
  return actionQuery(path, action, [] as unknown as RequestData<P, typeof action>, {
    staleTime: REFERENCE_STALE_MS,
  });
}
