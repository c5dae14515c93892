import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app. `npm run build` writes dist/web, which the server serves with history fallback.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  define: {
    // SHELL-WM-01/02: the watermark text is a build-time setting (PORTAL_WATERMARK).
    __PORTAL_WATERMARK__: JSON.stringify(process.env.PORTAL_WATERMARK ?? 'Internal use only'),
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
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
