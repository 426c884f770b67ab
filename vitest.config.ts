import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'tools/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      // The API suite twice: on the embedded database (api) and on a PostgreSQL server (api-pg);
      // apps/server/tests/global-setup.ts tells them apart by name.
      ...(['api', 'api-pg'] as const).map((name) => ({
        test: {
          name,
          include: ['apps/server/src/**/*.api.test.ts', 'apps/server/tests/**/*.api.test.ts'],
          globalSetup: ['apps/server/tests/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks' as const,
        },
      })),
    ],
  },
});
