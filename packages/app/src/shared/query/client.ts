import {
  type ActionOf,
  type ApiClient,
  ApiError,
  type ApiPath,
  type CallOptions,
  type RequestData,
} from '@pms/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Spec §7: what a screen shows from the server is refreshed every 20000 ms. */
export const REFRESH_MS = 20_000;

type AnyCall = (path: string, action: string, data: unknown[], options: CallOptions) => Promise<{ data: unknown }>;

/** The api client each query client calls through; queries find it from the client they run on. */
const apis = new WeakMap<QueryClient, ApiClient>();

export function apiOf(client: QueryClient): ApiClient {
  const api = apis.get(client);
  if (!api) throw new Error('This QueryClient was not made by createQueryClient');
  return api;
}

/** The query key of every read: the action's path, its name and its data, as the wire has them. */
export type ActionKey<P extends ApiPath, A extends ActionOf<P>> = readonly [P, A, RequestData<P, A>];

/** What a query's `meta` may say about how its call goes out. */
export interface ActionQueryMeta extends Record<string, unknown> {
  /** Spec §5: offline answers LOST_CONNECT at once instead of calling (refreshed screens). */
  requireOnline?: boolean;
  /** Never puts up the loading popup, not even the first time (the screen shows its own progress). */
  quiet?: boolean;
}

/**
 * One QueryClient per api client (the app's session, or a story's in-memory API). Every read is a
 * query keyed `[path, action, data]` whose default function sends exactly that action.
 */
export function createQueryClient(api: ApiClient): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, signal, meta, client: owner }) => {
          const [path, action, data] = queryKey as unknown as [string, string, unknown[]];
          const { requireOnline = false, quiet: alwaysQuiet = false } = (meta ?? {}) as ActionQueryMeta;
          // A refetch of something already on screen runs without the loading popup (spec §7).
          const quiet = alwaysQuiet || owner.getQueryData(queryKey) !== undefined;
          // The key was typed by actionQuery; here any action of any path goes out the same way.
          const call = apiOf(owner).call as unknown as AnyCall;
          return call(path, action, data, { signal, retryOnTimeout: true, quiet, requireOnline }).then(
            (answer) => answer.data,
          );
        },
        // The api client already sends a timed-out read again (spec §9); a refusal is final.
        retry: false,
        // The api client answers offline itself (LOST_CONNECT); TanStack must not hold calls back.
        networkMode: 'always',
        // Staff switch between the PMS and other windows all day; a screen reloads on its timer,
        // on Reload and after its own writes, not each time the window is focused.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  apis.set(client, api);
  return client;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
