// Waiting for a signed-in page to settle. A signed-in tab holds the live-update stream
// (GET /api/events) open for as long as it lives, so Playwright's `networkidle` (no request for
// 500 ms) never comes: this waits the same way for every request but the stream.

const isLiveStream = (request) => new URL(request.url()).pathname === '/api/events';

/** Follows a page's requests from now on; `settled()` waits until none but the stream is open. */
export function trackNetwork(page) {
  const inflight = new Set();
  page.on('request', (request) => {
    if (!isLiveStream(request)) inflight.add(request);
  });
  const done = (request) => inflight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once no request (the stream aside) has been open for `quietMs`. */
    async settled({ quietMs = 500, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() - quietSince < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(`still loading after ${timeoutMs} ms: ${[...inflight].map((r) => r.url()).join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (inflight.size > 0) quietSince = Date.now();
      }
    },
  };
}
