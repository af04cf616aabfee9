import { defineConfig } from 'vitest/config';

const apiTests = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The API suite runs on embedded PostgreSQL always, and again on a real server when one is given.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['packages/**/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'] } },
      // Components as a person uses them, in a DOM; only the HTTP boundary (fetch) is stubbed.
      {
        test: {
          name: 'admin-dom',
          include: ['apps/admin/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/admin/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'account-dom',
          include: ['apps/account/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/account/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      apiTests('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiTests('api-postgres', 'postgres')] : []),
    ],
  },
});
