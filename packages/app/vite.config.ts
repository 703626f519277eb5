import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs apart (`pnpm dev` starts both); the app calls its own origin
// plus /api, and Vite forwards that to the server.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// The app hands react-intl messages parsed in advance (src/shared/i18n/compileMessages.ts), so
// react-intl's own import of the ICU parser is pointed at the parser-less build formatjs ships for
// that case; the app's one import of the parser, loaded with the translation file, stays whole.
// That keeps about 8 kB of gzipped JS off the login page (issue 14).
const precompiledMessages: Plugin = {
  name: 'pms:precompiled-messages',
  enforce: 'pre',
  resolveId(source, importer, options) {
    if (source !== '@formatjs/icu-messageformat-parser' || !importer?.includes('/node_modules/')) return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { ...options, skipSelf: true });
  },
};

export default defineConfig({
  plugins: [
    // react-aria ships its own strings for 30-odd locales; keep the staff languages it has
    // (it has no Lao, so lo-LA falls back to its English strings).
    { ...optimizeLocales.vite({ locales: ['en-US', 'th-TH'] }), enforce: 'pre' as const },
    precompiledMessages,
    react(),
    vanillaExtractPlugin(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
});
