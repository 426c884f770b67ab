import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // A browser on a busy 2-core machine (CI runs the API suites' leftovers and two browsers at
    // once): waits are generous, and a poll gives a page 10 s rather than vitest's default 1 s.
    testTimeout: 120_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
    hookTimeout: 90_000,
    // One shared server; two browsers at a time keeps 2 cores responsive.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
