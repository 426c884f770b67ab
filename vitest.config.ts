import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes, longest first. Vitest runs one project's files before the next
 * project's and, on a fresh clone (CI has no cache of durations), larger files first; so the
 * PostgreSQL purchase race (several minutes, in two files of half its rounds each) would start
 * last and end the run alone. Starting these first lets the four workers share the rest around them.
 */
const slowFirst = [
  'api-pg:apps/server/src/flows/checkout/place-order.concurrency.api.test.ts',
  'api-pg:apps/server/src/flows/checkout/place-order.concurrency.second-half.api.test.ts',
  'api:apps/server/tests/production-start.api.test.ts',
  'api:apps/server/src/flows/checkout/place-order.fault.api.test.ts',
  'api-pg:apps/server/tests/production-start.api.test.ts',
  'api-pg:apps/server/src/flows/checkout/place-order.fault.api.test.ts',
  'api-pg:apps/server/src/modules/catalogue/draws/sales.api.test.ts',
  'api:apps/server/tests/staff-command-line.api.test.ts',
  'api:apps/server/tests/two-processes.api.test.ts',
  'api-pg:apps/server/tests/surge.api.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rest = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = slowFirst.indexOf(`${spec.project.name}:${spec.moduleId.slice(spec.project.config.root.length + 1)}`);
      return at === -1 ? slowFirst.length : at;
    };
    return rest
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          // One worker runs every file in the same process: the modules most files share (the
          // contracts, the server's rules) are loaded once, not once a file (165 s to 48 s wall,
          // 57 s to 19 s of CPU for the 126 files, 2026-11-28; docs/benchmarks.md, test suite time).
          isolate: false,
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
          // The staff command line always runs on a fresh embedded database of its own (as the
          // README's first-administrator step does), whatever the run's database: once is enough.
          exclude: [
            ...configDefaults.exclude,
            ...(name === 'api-pg' ? ['apps/server/tests/staff-command-line.api.test.ts'] : []),
          ],
          globalSetup: ['apps/server/tests/global-setup.ts'],
          setupFiles: ['apps/server/tests/cheap-password-hashes.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks' as const,
          isolate: false,
        },
      })),
    ],
  },
});
