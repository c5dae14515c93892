import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/web-build/precompress.ts';
import { buildStamp } from './scripts/web-build/stamp.ts';

// The web app. `npm run build` writes dist/web, which the server serves with history fallback.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), precompress(), buildStamp()],
  define: {
    // SHELL-WM-01/02: the watermark text is a build-time setting (PORTAL_WATERMARK).
    __PORTAL_WATERMARK__: JSON.stringify(process.env.PORTAL_WATERMARK ?? 'Internal use only'),
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // .vite/manifest.json: which files each entry and route loads (read by the bundle budget test).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and the module making it jitless in one chunk, which runs before every chunk that
            // builds a schema: zod decides per object schema, when it is built, whether to compile
            // parsers (and probes eval, which the Content-Security-Policy reports).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]web[\\/]zod-jitless\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}`,
      '/oidc': `http://127.0.0.1:${process.env.PORT ?? 8080}`,
      '/interaction': `http://127.0.0.1:${process.env.PORT ?? 8080}`,
      '/config.json': `http://127.0.0.1:${process.env.PORT ?? 8080}`,
      '/healthz': `http://127.0.0.1:${process.env.PORT ?? 8080}`,
    },
  },
});
