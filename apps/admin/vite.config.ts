import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Absolute, so that the build works from any working directory, e.g. called programmatically
// from the repository root with `configFile: 'apps/admin/vite.config.ts'`.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // The domain's contract files only define zod schemas (for the server's validation and
        // OpenAPI). Declared free of side effects, the schemas the app does not use, and with
        // them zod, stay out of the bundle.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]contracts[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
});
