// Shared pieces of the benchmarks: load a server with autocannon, print ratios.
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export { startProcess } from '../scripts/start-process.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Loads one URL for `seconds` and answers requests per second and latency percentiles. */
export async function load({ url, body, seconds, connections = 50, headers = {} }) {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    connections,
    pipelining: 1,
    duration: seconds,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result.requests.total}`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}
