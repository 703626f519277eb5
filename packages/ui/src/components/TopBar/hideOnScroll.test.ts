import { describe, expect, it } from 'vitest';
import { type HideOnScrollState, nextHideOnScrollState } from './hideOnScroll.ts';

const shown = (anchorY: number): HideOnScrollState => ({ hidden: false, anchorY });
const hidden = (anchorY: number): HideOnScrollState => ({ hidden: true, anchorY });

/** Feeds scroll positions one after another, as scroll events would. */
const scroll = (pinned: boolean, ...positions: number[]) =>
  positions.reduce((state, y) => nextHideOnScrollState(state, y, pinned), shown(0));

describe('nextHideOnScrollState', () => {
  it('hides the unpinned bar on scroll down and shows it on scroll up', () => {
    expect(scroll(false, 100, 300).hidden).toBe(true);
    expect(scroll(false, 100, 300, 250).hidden).toBe(false);
  });

  it('never hides a pinned bar', () => {
    expect(scroll(true, 100, 300, 900)).toEqual(shown(900));
    // Pinning while hidden brings the bar back at once.
    expect(nextHideOnScrollState(hidden(900), 900, true)).toEqual(shown(900));
  });

  it('always shows the bar near the top of the page', () => {
    expect(scroll(false, 40, 60).hidden).toBe(false);
    expect(nextHideOnScrollState(hidden(500), 30, false)).toEqual(shown(30));
  });

  it('ignores jitter smaller than the tolerance', () => {
    // Down by 5 px: too little to hide.
    expect(nextHideOnScrollState(shown(200), 205, false)).toEqual(shown(200));
    // Up by 5 px while hidden: too little to show.
    expect(nextHideOnScrollState(hidden(400), 395, false)).toEqual(hidden(400));
    expect(nextHideOnScrollState(hidden(400), 390, false, { tolerance: 4 })).toEqual(shown(390));
  });

  it('measures a turn from the furthest point reached', () => {
    // Hidden at 300 and still going down to 800, then up 20 px: shows again.
    expect(scroll(false, 100, 300, 800, 780).hidden).toBe(false);
    // Shown while going up from 800 to 500, then down 20 px: hides again.
    expect(scroll(false, 100, 300, 800, 780, 500, 520).hidden).toBe(true);
  });

  it('keeps a custom reveal zone', () => {
    expect(nextHideOnScrollState(shown(150), 190, false, { revealZone: 200 })).toEqual(shown(190));
  });
});
