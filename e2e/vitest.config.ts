import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first (each over 40 s in the run of 2026-11-28), so neither worker ends the run
 * alone on one of them. Vitest orders by the durations it keeps when it has them; CI starts without
 * them and would order by file size.
 */
const slowFirst = [
  'tests/console.e2e.test.ts',
  'tests/daily-winners-premium.e2e.test.ts',
  'tests/orders-pages.e2e.test.ts',
  'tests/funds.e2e.test.ts',
  'tests/console-social-membership.e2e.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = slowFirst.findIndex((file) => spec.moduleId.endsWith(`/e2e/${file}`));
      return at === -1 ? slowFirst.length : at;
    };
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['../apps/server/tests/cheap-password-hashes.ts'],
    sequence: { sequencer: SlowFirstSequencer },
    // A browser on a busy 2-core machine (CI runs the API suites' leftovers and two browsers at
    // once): waits are generous, and a poll gives a page 30 s, as long as Playwright gives an action,
    // rather than vitest's default 1 s. A poll that passes returns at once; on CI's slower machines
    // of 2026-11-29 (the suite 2.5 times as long) a form's answer once took more than 10 s.
    testTimeout: 120_000,
    expect: { poll: { timeout: 30_000, interval: 100 } },
    hookTimeout: 90_000,
    // One shared server; two browsers at a time keeps 2 cores responsive. Three were tried
    // (docs/benchmarks.md, test suite time, 2026-11-28 20:23): the phase took longer on a quiet
    // machine (948 s against 853 s with two) and a timing-bound test failed, so two it stays.
    maxWorkers: 2,
    fileParallelism: true,
    // A worker runs its files one after another in the same process: the server's modules and the
    // built pages are loaded once per worker, not once per file, and the files share one Chromium
    // (tests/browser.ts). Each file still starts its own shop on its own database.
    isolate: false,
  },
});
