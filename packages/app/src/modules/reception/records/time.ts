// Times of day as the records take them: HH:mm, 24 hours (the contract's pattern).

export const TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The time typed, as the contract takes it: null when empty, undefined when not a time. */
export function timeOf(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const padded = /^\d:\d\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
  return TIME_PATTERN.test(padded) ? padded : undefined;
}
