import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One shared server; two browsers at a time keeps 2 cores responsive.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
