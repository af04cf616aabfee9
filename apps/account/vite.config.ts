import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pushWorker } from '../../scripts/vite-push-worker.ts';

// Absolute, so that the build works from any working directory.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const api = { '/api': { target: process.env.API_TARGET ?? 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root,
  base: '/account/',
  // The site's whole worker (/account/sw.js) is the faces' one push worker.
  plugins: [react(), pushWorker('sw.js')],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The weight budget (scripts/check-bundle-size.mjs) reads the first screen's chunks from it.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The domain's contract files only define zod schemas; declared free of side effects,
        // nothing of them (and so no zod) reaches the site, which imports only their types.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]contracts[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { port: 5175, proxy: api },
  preview: { port: 4175, proxy: api },
});
