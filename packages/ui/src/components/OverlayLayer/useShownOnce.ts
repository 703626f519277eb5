import { useState } from 'react';

/**
 * True from the first render where `isShown` is, and from then on. An overlay whose rendering part
 * loads on first use mounts it then and keeps it: its closing animation still plays, and the next
 * opening does not wait for anything.
 */
export function useShownOnce(isShown: boolean): boolean {
  const [shown, setShown] = useState(isShown);
  // Adjusting state while rendering (React's documented pattern): no extra commit without it.
  if (isShown && !shown) setShown(true);
  return shown || isShown;
}
