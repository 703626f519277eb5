import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const chromium = findChromium();
// Found by the dependency scan only through compiled .css.ts files or deep imports; on a cold cache
// Vite would otherwise discover them mid-run, re-optimise, reload and fail the running tests.
const browserDeps = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/sprinkles/createUtils',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'date-fns',
  'date-fns/locale/en-US',
  'react-dom/client',
];
const browserProvider = () =>
  playwright({ launchOptions: { executablePath: chromium ?? undefined, args: CHROMIUM_ARGS } });

const serverProject = (name: string, engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'packages/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { PMS_TEST_ENGINE: engine },
    // Every file builds its own server and database; sharing the worker's modules spares each file
    // importing Fastify, Kysely and compiling the contract again (no server test mocks a module).
    isolate: false,
    // Drops the PostgreSQL templates of seeded test databases when the run ends.
    ...(engine === 'postgres' ? { globalSetup: ['src/test/globalSetup.ts'] } : {}),
    // PGlite boots in about 2 s per file; give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1), which leaves a core idle
    // while a server test waits on PostgreSQL or PGlite and a story waits on Chromium.
    maxWorkers: 2,
    projects: [
      serverProject('server:pglite', 'pglite'),
      // The same suite again on a real PostgreSQL when one is configured (CI sets DATABASE_URL).
      ...(process.env.DATABASE_URL ? [serverProject('server:postgres', 'postgres')] : []),
      {
        test: {
          name: 'unit',
          include: [
            'packages/{api-client,domain,ui,app}/src/**/*.test.{ts,tsx}',
            'generators/**/*.test.ts',
            'scripts/*.test.mjs',
          ],
          exclude: ['**/*.stories.*', '**/*.visual.test.*'],
          environment: 'node',
        },
      },
      {
        // Every story of packages/ui, with its play function and an axe check, in headless Chromium.
        // vanillaExtractPlugin() comes in through .storybook/main.ts's viteFinal, which storybookTest()
        // applies; adding it here too would run two vanilla-extract compilers over every .css.ts.
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          // Browser timing on a loaded 2-core machine (exit animations, timers) can miss once;
          // a test that fails twice is a real failure.
          retry: 1,
          // Vitest's 15 s browser default was missed by the longest plays (a group check-in, every
          // sort of the grid) when the server suites held both cores; a play cut off by the timeout
          // keeps clicking while its retry renders, so the retry failed too.
          testTimeout: 45_000,
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider(),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        // Visual baselines: composed stories rendered in Chromium and compared with the committed
        // screenshots in __screenshots__/ beside each *.visual.test.tsx (a first run writes them).
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'visual',
          retry: 1,
          include: ['packages/ui/src/**/*.visual.test.tsx'],
          setupFiles: ['packages/ui/src/test/visual-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: browserProvider(),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing may differ by a few pixels between runs; a real change moves far more.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
  },
});
