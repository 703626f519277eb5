/** The spec's password debounce: the eye icon stays highlighted until 800 ms after the last keystroke. */
export const PASSWORD_TYPING_DEBOUNCE_MS = 800;

export interface TypingFlag {
  /** Call on every keystroke: raises the flag and restarts the quiet-period timer. */
  keystroke(): void;
  /** Drops the timer without reporting and forgets the burst; call on unmount. */
  dispose(): void;
}

/**
 * A trailing-edge debounce of a boolean: `onChange(true)` on the first keystroke of a burst,
 * `onChange(false)` once `delayMs` pass without another. Used only for a visual cue; the typed
 * value itself is never delayed.
 */
export function createTypingFlag(delayMs: number, onChange: (isTyping: boolean) => void): TypingFlag {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isTyping = false;
  return {
    keystroke() {
      if (!isTyping) {
        isTyping = true;
        onChange(true);
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        isTyping = false;
        onChange(false);
      }, delayMs);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      isTyping = false;
    },
  };
}
