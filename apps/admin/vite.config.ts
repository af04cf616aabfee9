import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pushWorker } from '../../scripts/vite-push-worker.ts';

// Absolute, so that the build works from any working directory, e.g. called programmatically
// from the repository root with `configFile: 'apps/admin/vite.config.ts'`.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root,
  base: '/admin/',
  // COOKIE_PREFIX and COOKIE_DOMAIN, as the server reads them: the app writes its own session
  // values (tabSetting) under the same names and on the same parent domain.
  envPrefix: ['VITE_', 'COOKIE_'],
  plugins: [
    react(),
    pushWorker('push-sw.js'),
    // The offline worker. The server serves it from the site root (/sw.js), as the spec registers
    // it, with the scope /admin/ so it never answers for the booking widget. The app registers it
    // itself (src/app/pwa.ts) to say "New version…" and reload once when a new version takes over.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      filename: 'sw.js',
      // The web manifest is a file of its own (public/manifest.webmanifest), precached with the
      // app's prefix like every other file.
      manifest: false,
      workbox: {
        // The worker lives at /sw.js, so precached paths (the plugin's own entries too, such as the
        // web manifest) need the app's prefix.
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((entry) => ({
              ...entry,
              url: entry.url.startsWith('/') ? entry.url : `/admin/${entry.url}`,
            })),
            warnings: [],
          }),
        ],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/admin/index.html',
        navigateFallbackAllowlist: [/^\/admin\//],
        inlineWorkboxRuntime: true,
        // Web Push (push, notificationclick, pushsubscriptionchange): the faces' one push worker.
        importScripts: ['/admin/push-sw.js'],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // The session, kept for offline use only when someone is signed in: a visitor's answer
            // (also a 200) must not replace it while an expired access token is being renewed.
            urlPattern: ({ url, request }) => request.method === 'GET' && url.pathname === '/api/auth/me',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'salon-api',
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
              cacheableResponse: { statuses: [200], headers: { 'X-Signed-In': 'true' } },
            },
          },
          {
            // What the app has seen stays readable offline: the shop's data, fresh from the network
            // whenever there is one. Live events and writes never go through here.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              url.pathname.startsWith('/api/admin/') &&
              !url.pathname.endsWith('.csv'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'salon-api',
              expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
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
