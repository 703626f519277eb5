import type { QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOwnWrites } from './ownWrites.ts';

const covered: QueryKey[] = [['reservation/reservation'], ['reservation/availability']];

describe("a tab's own writes", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a change that comes after the answer leaves out what the command read again, once', () => {
    const own = createOwnWrites();
    own.begin('key-1').answered(covered);
    const apply = vi.fn();
    own.claim('key-1', apply);
    expect(apply).toHaveBeenCalledWith(covered);
    // The same intent told again (a second instance, a replay) is not the command's any more.
    own.claim('key-1', apply);
    expect(apply).toHaveBeenLastCalledWith([]);
  });

  it('a change that comes before the answer waits for it', () => {
    const own = createOwnWrites();
    const write = own.begin('key-2');
    const apply = vi.fn();
    own.claim('key-2', apply);
    expect(apply).not.toHaveBeenCalled();
    write.answered(covered);
    expect(apply).toHaveBeenCalledWith(covered);
  });

  it("a failed command's change (the answer was lost after the commit) applies in full", () => {
    const own = createOwnWrites();
    const write = own.begin('key-3');
    const apply = vi.fn();
    own.claim('key-3', apply);
    write.failed();
    expect(apply).toHaveBeenCalledWith([]);
  });

  it("another key, or another tab's change, applies in full at once", () => {
    const own = createOwnWrites();
    own.begin('key-4');
    const apply = vi.fn();
    own.claim('not-mine', apply);
    expect(apply).toHaveBeenCalledWith([]);
  });

  it('forgets an answered write whose change never came', () => {
    vi.useFakeTimers();
    const own = createOwnWrites();
    own.begin('key-5').answered(covered);
    vi.advanceTimersByTime(31_000);
    const apply = vi.fn();
    own.claim('key-5', apply);
    expect(apply).toHaveBeenCalledWith([]);
  });
});
