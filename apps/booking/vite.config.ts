import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

// Absolute, so that the build works from any working directory, e.g. called programmatically
// from the repository root with `configFile: 'apps/booking/vite.config.ts'`.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const api = { '/api': { target: process.env.API_TARGET ?? 'http://localhost:3000', changeOrigin: false } };

/**
 * The embed loader runs as a classic script on other sites (it needs `document.currentScript`,
 * which module scripts lack), so it is built on its own as one IIFE file, `dist/embed.js`,
 * sharing nothing with the widget.
 */
function embedLoader(): Plugin {
  return {
    name: 'salon-embed-loader',
    apply: 'build',
    async closeBundle() {
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        build: {
          outDir: 'dist',
          emptyOutDir: false,
          sourcemap: false,
          minify: true,
          target: 'es2019',
          lib: {
            entry: `${root}src/embed/embed.ts`,
            formats: ['iife'],
            name: 'salonEmbed',
            fileName: () => 'embed.js',
          },
        },
      });
    },
  };
}

export default defineConfig({
  root,
  base: '/book/',
  plugins: [react(), embedLoader()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // The domain's contract files only define zod schemas; declared free of side effects,
        // nothing of them (and so no zod) reaches the widget, which imports only their types.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]contracts[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { port: 5174, proxy: api },
  preview: { port: 4174, proxy: api },
});
