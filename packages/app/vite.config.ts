import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs apart (`pnpm dev` starts both); the app calls its own origin
// plus /api, and Vite forwards that to the server.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // react-aria ships its own strings for 30-odd locales; keep the staff languages it has
    // (it has no Lao, so lo-LA falls back to its English strings).
    { ...optimizeLocales.vite({ locales: ['en-US', 'th-TH'] }), enforce: 'pre' as const },
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
