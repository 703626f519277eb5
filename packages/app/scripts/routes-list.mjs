// Writes docs/routes.md (the list of routes under /menu, live or not) from the route table.
// routes.test.ts fails while the committed file differs from what this writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const source = fileURLToPath(new URL('../src/app/routes/routesList.ts', import.meta.url));
const target = fileURLToPath(new URL('../../../docs/routes.md', import.meta.url));

// Vite's module runner loads the TypeScript route table as the app build sees it, without the app's plugins.
const { module } = await runnerImport(source, { configFile: false, logLevel: 'error' });
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, module.renderRoutesList());
console.log(`wrote ${target}`);
