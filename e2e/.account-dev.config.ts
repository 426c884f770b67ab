import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./.account-dev-setup.ts'],
    testTimeout: 90_000,
    maxWorkers: 1,
  },
});
