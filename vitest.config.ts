import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const chromium = findChromium();

const serverProject = (name: string, engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'packages/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { PMS_TEST_ENGINE: engine },
    // PGlite boots in about 2 s per file; give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      serverProject('server:pglite', 'pglite'),
      // The same suite again on a real PostgreSQL when one is configured (CI sets DATABASE_URL).
      ...(process.env.DATABASE_URL ? [serverProject('server:postgres', 'postgres')] : []),
      {
        test: {
          name: 'unit',
          include: ['packages/{api-client,ui,app}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.stories.*', '**/*.browser.test.*'],
          environment: 'node',
        },
      },
    ],
  },
});
