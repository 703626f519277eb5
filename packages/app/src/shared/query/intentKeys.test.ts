import { describe, expect, it } from 'vitest';
import { createIntentKeys } from './intentKeys.ts';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('Idempotency-Keys by user intent', () => {
  it('sends the same key again for the same request until it succeeds', () => {
    const keys = createIntentKeys(counter());
    const first = keys.keyFor(['security/user', 'unlock', [{ id: 3 }]]);
    // A timeout or a lost answer: staff press again, the server must see the same key.
    expect(keys.keyFor(['security/user', 'unlock', [{ id: 3 }]])).toBe(first);
    keys.succeeded();
    // The same press after a success is a new intent (unlock again later, a second minibar item).
    expect(keys.keyFor(['security/user', 'unlock', [{ id: 3 }]])).not.toBe(first);
  });

  it('starts a new intent when the request changes', () => {
    const keys = createIntentKeys(counter());
    const first = keys.keyFor([{ name: 'Smith' }]);
    const changed = keys.keyFor([{ name: 'Smyth' }]);
    expect(changed).not.toBe(first);
    // Going back to the first text is yet another request: the server would refuse the old key
    // with a different body, so it never comes back.
    expect(keys.keyFor([{ name: 'Smith' }])).not.toBe(first);
  });
});
