import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiTests = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['apps/server/test/pglite-template.ts'],
    // One module graph per worker, not per file: importing the whole server again for each of
    // the ~70 files cost more than their tests (api-pglite 450 s isolated, 234 s not). Every file
    // builds its own app on its own database, so nothing a test relies on is shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// Component and unit tests run in worker threads: a thread starts in a fraction of a forked
// process's time, and on a busy two-core machine a fork could miss Vitest's 60-second start
// handshake ("Failed to start forks worker", vitest-dev/vitest#8968) and fail a green run. The API
// tests keep their own processes (child servers, signals, PGlite's memory).
const dom = (name: string, app: string) => ({
  test: {
    name,
    include: [`apps/${app}/src/**/*.test.tsx`],
    environment: 'happy-dom',
    setupFiles: [`apps/${app}/src/test/setup.ts`],
    testTimeout: 20_000,
    pool: 'threads' as const,
  },
});

// The API suite runs on embedded PostgreSQL always, and again on a real server when one is given.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default keeps one core for its main thread (a single worker
    // on a two-core machine), but the files mostly wait on sockets, databases, child servers and
    // timers, so a second worker on a two-core machine nearly halves the run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          pool: 'threads',
          // Pure functions: sharing modules across files takes the run from 48 s to 18 s.
          isolate: false,
        },
      },
      // Components as a person uses them, in a DOM; only the HTTP boundary (fetch) is stubbed.
      dom('admin-dom', 'admin'),
      dom('account-dom', 'account'),
      dom('booking-dom', 'booking'),
      apiTests('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiTests('api-postgres', 'postgres')] : []),
    ],
  },
});
