import type { QueryClient } from '@tanstack/react-query';
import { isChangedBy, startsWithKey } from './invalidation.ts';
import type { LiveEvent } from './liveStream.ts';
import { ownWritesOf } from './ownWrites.ts';

/**
 * Turns one event of the stream into query invalidation: the reads it makes stale are marked so,
 * and those on screen are read again (TanStack's default: only active queries refetch). A change
 * this tab made itself leaves out what its command already read again.
 */
export function applyLiveEvent(client: QueryClient, event: LiveEvent): void {
  if (event.type === 'resync') {
    void client.invalidateQueries();
    return;
  }
  const invalidate = (skip: readonly (readonly unknown[])[]) => {
    void client.invalidateQueries({
      predicate: (query) =>
        isChangedBy(event.path, query.queryKey) && !skip.some((prefix) => startsWithKey(query.queryKey, prefix)),
    });
  };
  if (event.intent) ownWritesOf(client).claim(event.intent, invalidate);
  else invalidate([]);
}
