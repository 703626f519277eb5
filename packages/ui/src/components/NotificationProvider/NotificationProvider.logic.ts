// The spec's second notification setting (§9).
/** A notification closes by itself after 2000 ms. */
export const NOTIFICATION_TIMEOUT_MS = 2000;
/** At most 8 on screen; a ninth pushes the oldest out. */
export const NOTIFICATION_MAX_VISIBLE = 8;
/** Body text is cut at 150 characters … */
export const NOTIFICATION_BODY_MAX = 150;
/** … and the title at 16. */
export const NOTIFICATION_TITLE_MAX = 16;
/** Enter and leave animation. */
export const NOTIFICATION_ANIMATION_MS = 400;

const ELLIPSIS = '…';

let graphemes: Intl.Segmenter | undefined;

/**
 * Cuts `text` after `max` characters and marks the cut with an ellipsis. Characters are what a
 * reader sees (grapheme clusters), so a Thai or Lao vowel or tone mark never loses its consonant.
 */
export function truncate(text: string, max: number): { text: string; isTruncated: boolean } {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const characters = Array.from(graphemes.segment(text), (segment) => segment.segment);
  if (characters.length <= max) return { text, isTruncated: false };
  return { text: characters.slice(0, max).join('').trimEnd() + ELLIPSIS, isTruncated: true };
}
