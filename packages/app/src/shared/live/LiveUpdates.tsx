import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom } from '../session/controller.ts';
import { readEntry } from '../session/storage.ts';

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
    // The stream's code comes with the first signed-in screen, not with the login page (issue 14).
    let stop: (() => void) | undefined;
    let stopped = false;
    void Promise.all([import('./sharedStream.ts'), import('./applyLiveEvent.ts')]).then(
      ([{ startSharedLiveStream }, { applyLiveEvent }]) => {
        if (stopped) return;
        stop = startSharedLiveStream({
          ...(origin ? { origin } : {}),
          getToken: () => readEntry('token'),
          onEvent: (event) => applyLiveEvent(queryClient, event),
          // Changes made while the stream was down were not told: read again what is on screen.
          onReconnect: () => void queryClient.invalidateQueries(),
        });
      },
      (error: unknown) => console.warn('Live updates could not be loaded', error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, signedIn, origin]);

  return null;
}
