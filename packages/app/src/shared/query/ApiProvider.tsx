import type { ApiClient } from '@pms/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { ApiContext } from '../api.ts';
import { createQueryClient } from './client.ts';

export interface ApiProviderProps {
  api: ApiClient;
  children: ReactNode;
}

/**
 * The API for everything below: the typed client (ApiContext) and a QueryClient that reads
 * through it. The app gives it the session's client; a story gives it its in-memory API.
 */
export function ApiProvider({ api, children }: ApiProviderProps) {
  // A cache per api client: a story that swaps its in-memory API starts from nothing.
  const queryClient = useMemo(() => createQueryClient(api), [api]);
  return (
    <ApiContext value={api}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiContext>
  );
}
