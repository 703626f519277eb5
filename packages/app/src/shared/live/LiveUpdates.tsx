import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom } from '../session/controller.ts';
import { readEntry } from '../session/storage.ts';
import { applyLiveEvent } from './applyLiveEvent.ts';
import { startSharedLiveStream } from './sharedStream.ts';

/**
 * Keeps every open screen of a signed-in tab up to date: the browser's event stream (one per
 * browser, shared by its tabs: sharedStream.ts), whose changes invalidate the reads they touch
 * (architecture.md "Live updates"). Renders nothing.
 */
export function LiveUpdates({ origin }: { origin?: string }) {
  const queryClient = useQueryClient();
  const session = useAtomValue(sessionAtom);
  // The stream needs a full session: one that must first change its password is refused it.
  const signedIn = session !== null && !session.mustChangePassword;

  useEffect(() => {
    if (!signedIn) return;
    return startSharedLiveStream({
      ...(origin ? { origin } : {}),
      getToken: () => readEntry('token'),
      onEvent: (event) => applyLiveEvent(queryClient, event),
      // Changes made while the stream was down were not told: read again what is on screen.
      onReconnect: () => void queryClient.invalidateQueries(),
    });
  }, [queryClient, signedIn, origin]);

  return null;
}
