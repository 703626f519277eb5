import type { ReactNode } from 'react';
import { lazyPart, usePreloadWhenIdle } from '../OverlayLayer/lazyPart.tsx';
import { OverlayLayer } from '../OverlayLayer/OverlayLayer.tsx';
import { useShownOnce } from '../OverlayLayer/useShownOnce.ts';

// The popup itself is its own chunk, loaded when the page is idle or when it first opens: the app
// keeps one above every page for its calls, the login page included.
const { Part: LoadingPopupView, preload } = lazyPart(() =>
  import('./LoadingPopupView.tsx').then((module) => module.LoadingPopupView),
);

export interface LoadingPopupProps {
  /** Shown while true; it cannot be dismissed by the user. */
  isOpen: boolean;
  /** Defaults to the spec's 'Loading...' in the UI language. */
  title?: string;
  /** A line about what is happening, e.g. 'Posting room charges'. */
  message?: ReactNode;
  /** With a value the popup shows a progress bar instead of the spinner (e.g. bytes uploaded). */
  value?: number;
  /** The value at 100%, e.g. the spec's upload basis of 268151 bytes. Defaults to 100. */
  maxValue?: number;
}

/**
 * The modal busy indicator: blocks the screen while the app works, announced as an alert dialog
 * that is busy (aria-busy). Place it inside the themed root (UiProvider).
 */
export function LoadingPopup(props: LoadingPopupProps) {
  // Once opened it stays mounted, so that its closing animation plays.
  const isNeeded = useShownOnce(props.isOpen);
  usePreloadWhenIdle(preload);
  return <OverlayLayer>{isNeeded ? <LoadingPopupView {...props} /> : null}</OverlayLayer>;
}
