import { type RefObject, useEffect, useState } from 'react';

export interface HideOnScrollState {
  hidden: boolean;
  /**
   * The turning point the next move is measured from: the lowest scroll position while hidden,
   * the highest while shown.
   */
  anchorY: number;
}

export interface HideOnScrollOptions {
  /** Movement against the current direction, in px, before the bar reacts; ignores jitter. */
  tolerance?: number;
  /** Near the top of the page (this many px) the bar always shows. */
  revealZone?: number;
}

export const DEFAULT_TOLERANCE = 8;
export const DEFAULT_REVEAL_ZONE = 64;

/**
 * Where the bar goes after the page scrolled to `y`: unpinned, it hides when the page moves down
 * and shows again as soon as it moves up; pinned, it always shows.
 */
export function nextHideOnScrollState(
  state: HideOnScrollState,
  y: number,
  pinned: boolean,
  { tolerance = DEFAULT_TOLERANCE, revealZone = DEFAULT_REVEAL_ZONE }: HideOnScrollOptions = {},
): HideOnScrollState {
  if (pinned || y <= revealZone) return { hidden: false, anchorY: y };
  if (state.hidden) {
    if (y > state.anchorY) return { hidden: true, anchorY: y };
    if (state.anchorY - y > tolerance) return { hidden: false, anchorY: y };
    return state;
  }
  if (y < state.anchorY) return { hidden: false, anchorY: y };
  if (y - state.anchorY > tolerance) return { hidden: true, anchorY: y };
  return state;
}

export interface UseHideOnScrollOptions extends HideOnScrollOptions {
  /** The element that scrolls; the window when left out. */
  target?: RefObject<HTMLElement | null>;
}

/**
 * Whether the top bar should be hidden (TopBar then moves it up by the spec's 200 px): never while `pinned`; otherwise after scrolling down, until
 * the next scroll up. Listens to the window, or to `target` when given.
 */
export function useHideOnScroll(pinned: boolean, options: UseHideOnScrollOptions = {}): boolean {
  const { target, tolerance, revealZone } = options;
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (pinned) {
      setHidden(false);
      return;
    }
    const element = target?.current ?? null;
    const readY = () => (element ? element.scrollTop : window.scrollY);
    let state: HideOnScrollState = { hidden: false, anchorY: readY() };
    setHidden(false);
    const onScroll = () => {
      state = nextHideOnScrollState(state, readY(), false, { tolerance, revealZone });
      setHidden(state.hidden);
    };
    const source: HTMLElement | Window = element ?? window;
    source.addEventListener('scroll', onScroll, { passive: true });
    return () => source.removeEventListener('scroll', onScroll);
  }, [pinned, target, tolerance, revealZone]);

  return pinned ? false : hidden;
}
