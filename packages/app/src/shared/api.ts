import type { ApiClient } from '@pms/api-client';
import { createContext, useContext } from 'react';

/**
 * The typed api client of the session (or of a story). Screens read through TanStack Query
 * (shared/query/); this is for what is not server state: the session controller and file uploads
 * with progress.
 */
export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiContext provider');
  return api;
}
