// What a first load of each route of the staff app fetches before its data, against a bare React
// page (createRoot rendering one div) built with the same Vite config. Goals (issue 14): the login
// route at most 180 kB of gzipped JS, no route over 250 kB, and the login page fetching only the
// fonts of the language on screen.
//
// Both builds use packages/app/vite.config.ts with a manifest, into temp folders. A route's first
// load is the entry and its static imports, plus the lazy modules of every route object it matches
// (the router's own table, loaded with Vite's module runner) and their static imports: what the
// browser must fetch before the screen can ask for its data. Sizes are gzipped (zlib's default
// level, as Vite reports them). Then, when Chromium is there, the built app is served with a
// stub API (every call answers 503) and the font files the login page fetches are counted per
// language. A measurement, not a test: nothing here fails on a number.
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, createServerModuleRunner, createServer as createViteServer } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { cleanUpOnInterrupt, printTable, root, round } from './harness.mjs';

const APP = join(root, 'packages/app');
const CONFIG = join(APP, 'vite.config.ts');
const ROUTER = join(APP, 'src/app/router.tsx');
const LOGIN_GOAL_KB = 180;
const ROUTE_GOAL_KB = 250;

/** A temp folder removed on the way out (or on Ctrl-C). */
function tempFolder(parent, prefix) {
  const path = mkdtempSync(join(parent, prefix));
  const remove = () => rmSync(path, { recursive: true, force: true });
  const release = cleanUpOnInterrupt(async () => remove());
  return {
    path,
    remove() {
      release();
      remove();
    },
  };
}

async function viteBuild(projectRoot, outDir) {
  await build({
    root: projectRoot,
    configFile: CONFIG,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false, reportCompressedSize: false },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}

/** Gzipped sizes of the JS and CSS that `keys` (manifest keys) and their static imports fetch. */
function firstLoad(manifest, outDir, keys, gzCache) {
  const chunks = new Set();
  const visit = (key) => {
    if (chunks.has(key) || !manifest[key]) return;
    chunks.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  const js = new Set();
  const css = new Set();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const gz = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(outDir, file))).length);
    return gzCache.get(file);
  };
  const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
  return { jsFiles: [...js], cssFiles: [...css], jsBytes: sum(js), cssBytes: sum(css) };
}

/**
 * The modules a route object's `lazy` imports, as manifest keys. The module runner writes each
 * `import('./X.tsx')` as `__vite_ssr_dynamic_import__("/src/…/X.tsx")`, relative to the app root.
 */
function lazyModules(lazy) {
  if (!lazy) return [];
  const sources = typeof lazy === 'function' ? [lazy] : Object.values(lazy);
  return sources.flatMap((source) =>
    [...String(source).matchAll(/__vite_ssr_dynamic_import__\(["']\/([^"']+)["']/g)].map((match) => match[1]),
  );
}

/**
 * Every leaf of the router's table with the lazy modules of the route objects it matches. The
 * router module must stay free of styled components (it loads in Node here), which is also what
 * keeps the entry light: screens and the shell come in through `lazy`.
 */
async function routeList() {
  // A runner that stays open: the patched children below are imported when their loader runs.
  const server = await createViteServer({
    configFile: false,
    root: APP,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    return await walkRoutes(runner);
  } finally {
    await runner.close();
    await server.close();
  }
}

async function walkRoutes(runner) {
  let module;
  try {
    module = await runner.import(ROUTER);
  } catch (error) {
    throw new Error(
      `${ROUTER} did not load in Node (${error.message}). It must import no styled component: route screens come in through lazy.`,
    );
  }
  // Children the router patches in on the first navigation below a route (patchRoutesOnNavigation):
  // their module loads before the page, so it counts for every route below.
  const patched = module.patchedChildren ?? {};
  const leaves = [];
  const walk = async (routes, parentPath, parentModules) => {
    for (const route of routes) {
      const path = route.index ? parentPath : joinPath(parentPath, route.path);
      const modules = [...parentModules, ...lazyModules(route.lazy)];
      if (route.lazy && lazyModules(route.lazy).length === 0) modules.push('?');
      const patch = route.id && patched[route.id];
      if (route.children?.length) await walk(route.children, path, modules);
      if (patch) await walk(await patch(), path, [...modules, ...lazyModules(patch)]);
      if (!route.children?.length && !patch) leaves.push({ path: path || '/', modules });
    }
  };
  await walk(module.routes, '', []);
  return leaves;
}

const joinPath = (parent, path) => {
  if (!path) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.endsWith('/') ? parent : `${parent}/`}${path}`;
};

function writeBarePage(dir) {
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><title>bare</title></head>\n' +
      '  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>\n</html>\n',
  );
  writeFileSync(
    join(dir, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\n\n" +
      "createRoot(document.getElementById('root') as HTMLElement).render(<div>Hotel PMS</div>);\n",
  );
}

// kB of 1,000 bytes, as Vite prints them.
const kb = (bytes) => round(bytes / 1000, 1);

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** The built app on node:http: files from `dir`, index.html for every route, 503 for the API. */
function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path.startsWith('/api/')) {
      response.writeHead(503).end();
      return;
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (!extname(file) || !existsSync(file)) file = join(dir, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

/** The font files the login page fetches in each staff language, once the page has settled. */
async function loginFonts(outDir) {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const { chromium } = await import('playwright-core');
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const counts = {};
    for (const language of ['EN', 'TH', 'LA']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript((code) => localStorage.setItem('pms.language', JSON.stringify(code)), language);
      const page = await context.newPage();
      const fonts = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url().split('/').pop());
      });
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForLoadState('networkidle');
      counts[language] = fonts;
      await context.close();
    }
    return counts;
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function run() {
  const out = tempFolder(tmpdir(), 'pms-bench-bundle-');
  const bareOut = tempFolder(tmpdir(), 'pms-bench-bare-out-');
  // The bare page sits under the app's node_modules so that it resolves the app's react.
  const bare = tempFolder(join(APP, 'node_modules'), '.pms-bench-bare-');
  try {
    const manifest = await viteBuild(APP, out.path);
    writeBarePage(bare.path);
    const bareManifest = await viteBuild(bare.path, bareOut.path);
    const bareLoad = firstLoad(bareManifest, bareOut.path, ['index.html'], new Map());

    const gzCache = new Map();
    const routes = (await routeList()).map((route) => {
      const unknown = route.modules.filter((key) => key === '?' || !manifest[key]);
      const load = firstLoad(manifest, out.path, ['index.html', ...route.modules], gzCache);
      return { ...route, unknown, ...load };
    });

    // Routes that fetch the same files share a row, named by the first of them.
    const rows = new Map();
    for (const route of routes) {
      const key = [...route.jsFiles, ...route.cssFiles].sort().join(' ');
      const row = rows.get(key);
      if (row) row.paths.push(route.path);
      else rows.set(key, { ...route, paths: [route.path] });
    }
    const table = {
      'bare React page': {
        routes: '',
        'JS gz kB': kb(bareLoad.jsBytes),
        'CSS gz kB': kb(bareLoad.cssBytes),
        'JS files': bareLoad.jsFiles.length,
        'JS / bare': 1,
      },
    };
    for (const row of [...rows.values()].sort((a, b) => b.jsBytes - a.jsBytes)) {
      const more = row.paths.length > 1 ? ` (+${row.paths.length - 1})` : '';
      table[`${row.paths[0]}${more}${row.unknown.length ? ' [lazy module not found]' : ''}`] = {
        routes: row.paths.length,
        'JS gz kB': kb(row.jsBytes),
        'CSS gz kB': kb(row.cssBytes),
        'JS files': row.jsFiles.length,
        'JS / bare': round(row.jsBytes / bareLoad.jsBytes, 2),
      };
    }
    printTable(
      `First load of each route before its data, gzipped (${routes.length} routes; routes fetching the same files share a row)`,
      table,
    );

    const login = routes.find((route) => route.path === '/');
    const largest = routes.reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a));
    const over = routes.filter((route) => route.jsBytes > ROUTE_GOAL_KB * 1000);
    const loginCss = login.cssFiles.map((file) => readFileSync(join(out.path, file), 'utf8')).join('\n');
    const fonts = await loginFonts(out.path);
    const summary = {
      'bare React page': { 'JS gz kB': kb(bareLoad.jsBytes), goal: '', 'JS / bare': 1 },
      'login (/)': {
        'JS gz kB': kb(login.jsBytes),
        goal: `≤ ${LOGIN_GOAL_KB}`,
        'JS / bare': round(login.jsBytes / bareLoad.jsBytes, 2),
      },
      [`largest (${largest.path})`]: {
        'JS gz kB': kb(largest.jsBytes),
        goal: `≤ ${ROUTE_GOAL_KB}`,
        'JS / bare': round(largest.jsBytes / bareLoad.jsBytes, 2),
      },
    };
    printTable('Summary', summary);
    // BENCH_BUNDLE_ROUTE=/menu/app/user lists the files of that route's first load, largest first.
    const detail =
      process.env.BENCH_BUNDLE_ROUTE && routes.find((route) => route.path === process.env.BENCH_BUNDLE_ROUTE);
    if (detail) {
      const files = [...detail.jsFiles, ...detail.cssFiles].map((file) => ({ file, 'gz kB': kb(gzCache.get(file)) }));
      printTable(
        `Files of ${detail.path}`,
        files.sort((a, b) => b['gz kB'] - a['gz kB']),
      );
    }
    console.log(`Routes over ${ROUTE_GOAL_KB} kB of gzipped JS: ${over.length} of ${routes.length}`);
    console.log(`@font-face rules in the login page's CSS: ${(loginCss.match(/@font-face/g) ?? []).length}`);
    if (fonts) {
      for (const [language, files] of Object.entries(fonts)) {
        console.log(`Font files fetched by the login page in ${language}: ${files.length} (${files.join(', ')})`);
      }
    } else {
      console.log('Font requests not counted: no Chromium (see scripts/chromium.mjs).');
    }
    return { bare: bareLoad, login, largest, over: over.length, routes: routes.length, fonts };
  } finally {
    out.remove();
    bareOut.remove();
    bare.remove();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
