// The DataGrid with 1,000 rows against 100,000 rows in headless Chromium: time to first render
// (from root.render to the first painted frame with rows), DOM node count and one scroll step to
// the middle of the rows. Virtualization should keep the 100k/1k ratios near 1 (goal: both ≤ 1.5).
// The page (bench/datagrid/) is built once with Vite's build API in production mode and served by
// node:http; both sizes are measured in this one run, interleaved, and the median is reported.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS, requireChromium } from '../scripts/chromium.mjs';
import { printTable, root } from './harness.mjs';

const SIZES = [1_000, 100_000];
const RUNS = Number(process.env.BENCH_GRID_RUNS ?? 5);
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

async function buildPage(outDir) {
  await build({
    root: join(root, 'bench/datagrid'),
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react(), vanillaExtractPlugin()],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
}

function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('open', () => {
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      stream.pipe(response);
    });
    stream.on('error', () => response.writeHead(404).end());
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

async function measure(browser, url, rows) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  try {
    await page.goto(`${url}/?rows=${rows}`);
    await page.waitForFunction(() => window.__bench || window.__benchError, null, { timeout: 120_000 });
    const error = await page.evaluate(() => window.__benchError);
    if (error) throw new Error(`DataGrid page failed with ${rows} rows: ${error}`);
    return await page.evaluate(() => window.__bench);
  } finally {
    await page.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

export async function run() {
  const outDir = mkdtempSync(join(tmpdir(), 'pms-bench-grid-'));
  let server;
  let browser;
  try {
    await buildPage(outDir);
    server = await serve(outDir);
    browser = await chromium.launch({
      executablePath: requireChromium(),
      // --expose-gc lets the page collect its test data's garbage before the clock starts.
      args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
      headless: true,
    });
    // One warm-up of each size so the first measured page does not pay for a cold browser.
    for (const rows of SIZES) await measure(browser, server.url, rows);
    const samples = Object.fromEntries(SIZES.map((rows) => [rows, []]));
    for (let run = 0; run < RUNS; run++) {
      // Alternate the order so drift on a busy machine hits both sizes alike.
      const order = run % 2 === 0 ? SIZES : [...SIZES].reverse();
      for (const rows of order) samples[rows].push(await measure(browser, server.url, rows));
    }
    const summary = Object.fromEntries(
      SIZES.map((rows) => {
        const runs = samples[rows];
        return [
          rows,
          {
            renderMs: median(runs.map((sample) => sample.renderMs)),
            domNodes: median(runs.map((sample) => sample.domNodes)),
            renderedRows: median(runs.map((sample) => sample.renderedRows)),
            scrollMs: median(runs.map((sample) => sample.scrollMs)),
          },
        ];
      }),
    );
    const small = summary[SIZES[0]];
    const large = summary[SIZES[1]];
    const table = Object.fromEntries(
      SIZES.map((rows) => [
        `${rows.toLocaleString('en-US')} rows`,
        {
          'first render ms': round(summary[rows].renderMs),
          'DOM nodes': summary[rows].domNodes,
          'rendered rows': summary[rows].renderedRows,
          'scroll step ms': round(summary[rows].scrollMs),
        },
      ]),
    );
    table['ratio 100k/1k'] = {
      'first render ms': round(large.renderMs / small.renderMs, 2),
      'DOM nodes': round(large.domNodes / small.domNodes, 2),
      'rendered rows': round(large.renderedRows / small.renderedRows, 2),
      'scroll step ms': round(large.scrollMs / small.scrollMs, 2),
    };
    printTable(`DataGrid in headless Chromium, median of ${RUNS} runs each (goal: ratios ≤ 1.5)`, table);
    return table;
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
