import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingFlag, PASSWORD_TYPING_DEBOUNCE_MS } from './typingFlag.ts';

describe('createTypingFlag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec debounce of 800 ms', () => {
    expect(PASSWORD_TYPING_DEBOUNCE_MS).toBe(800);
  });

  it('raises the flag on the first keystroke and lowers it 800 ms after the last one', () => {
    const onChange = vi.fn();
    const flag = createTypingFlag(PASSWORD_TYPING_DEBOUNCE_MS, onChange);

    flag.keystroke();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);

    vi.advanceTimersByTime(500);
    flag.keystroke();
    vi.advanceTimersByTime(500);
    flag.keystroke();
    // Still typing: each keystroke restarted the quiet period, and true is not reported again.
    vi.advanceTimersByTime(799);
    expect(onChange).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('starts a new burst after the flag dropped', () => {
    const onChange = vi.fn();
    const flag = createTypingFlag(800, onChange);
    flag.keystroke();
    vi.advanceTimersByTime(800);
    flag.keystroke();
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('reports nothing after dispose', () => {
    const onChange = vi.fn();
    const flag = createTypingFlag(800, onChange);
    flag.keystroke();
    flag.dispose();
    vi.advanceTimersByTime(2000);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });
});
