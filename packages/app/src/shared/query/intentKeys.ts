/**
 * Idempotency-Keys by user intent: the same request sent again after a failure (a lost answer, a
 * timeout, Save pressed twice) reuses its key, so the server answers the first result instead of
 * writing twice; once a request succeeded, or when staff change what they send, the next request
 * is a new intent with a new key.
 */
export function createIntentKeys(newKey: () => string = () => crypto.randomUUID()) {
  let intent: { body: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const body = JSON.stringify(request);
      if (intent?.body !== body) intent = { body, key: newKey() };
      return intent.key;
    },
    /** The request went through: whatever comes next is a new intent. */
    succeeded(): void {
      intent = null;
    },
  };
}
