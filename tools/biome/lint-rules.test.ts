import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint step keeps two rules (docs/decisions/079): process.env is read only in the config
 * modules, and the time only through a clock. This runs the repository's own Biome configuration
 * over a small tree of sample files, so a rule that silently stops matching fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const NOW = 'export const a = new Date();\nexport const b = Date.now();\n';
const ENV = 'export const c = process.env.SECRET;\n';
const FINE = "export const d = new Date('2026-03-14T00:00:00Z');\nexport const e = new Date(d.getTime() + 1);\n";

const samples: Record<string, string> = {
  'apps/server/src/modules/cart/cart.service.ts': NOW + ENV,
  'apps/server/src/demo/seed-demo-data.ts': ENV,
  'apps/web/app/features/play/play-page.tsx': NOW + ENV,
  'apps/web/app/routes/home.tsx': FINE,
  'packages/contracts/src/money.ts': NOW,
  'apps/server/src/lib/clock.ts': NOW + ENV,
  'apps/web/app/lib/clock.ts': NOW + ENV,
  'apps/server/src/config.ts': ENV,
  'apps/web/app/config.server.ts': ENV,
  'apps/server/src/modules/cart/cart.api.test.ts': NOW + ENV,
  'apps/web/app/features/play/draft.test.tsx': NOW + ENV,
  'apps/server/tests/helpers.ts': NOW + ENV,
  'e2e/tests/play.e2e.test.ts': NOW + ENV,
  'bench/run.ts': NOW + ENV,
};

type Finding = { rule: string; path: string; line: number };
let findings: Finding[];
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'drawline-lint-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  // The sample tree is not a git checkout and has no node_modules for the schema.
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  for (const plugin of config.plugins ?? []) {
    const file = typeof plugin === 'string' ? plugin : plugin.path;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(dir, file));
  }
  for (const [file, text] of Object.entries(samples)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: dir, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
  };
  findings = report.diagnostics.map((d) => ({ rule: d.category, path: d.location.path, line: d.location.start.line }));
}, 30_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const clockFindings = (file: string) => findings.filter((f) => f.path === file && f.rule === 'plugin');
const envFindings = (file: string) => findings.filter((f) => f.path === file && f.rule === 'lint/style/noProcessEnv');

describe('the lint step', () => {
  it('refuses new Date() and Date.now() in product code, with the offending lines', () => {
    for (const file of [
      'apps/server/src/modules/cart/cart.service.ts',
      'apps/web/app/features/play/play-page.tsx',
      'packages/contracts/src/money.ts',
    ]) {
      expect(
        clockFindings(file).map((f) => f.line),
        file,
      ).toEqual([1, 2]);
    }
    expect(clockFindings('apps/web/app/routes/home.tsx')).toEqual([]);
  });

  it('lets the clock modules, tests, the e2e suite and the benchmarks read the time', () => {
    for (const file of [
      'apps/server/src/lib/clock.ts',
      'apps/web/app/lib/clock.ts',
      'apps/server/src/modules/cart/cart.api.test.ts',
      'apps/web/app/features/play/draft.test.tsx',
      'apps/server/tests/helpers.ts',
      'e2e/tests/play.e2e.test.ts',
      'bench/run.ts',
    ]) {
      expect(clockFindings(file), file).toEqual([]);
    }
  });

  it('refuses process.env outside the config modules', () => {
    for (const file of [
      'apps/server/src/modules/cart/cart.service.ts',
      'apps/server/src/demo/seed-demo-data.ts',
      'apps/web/app/features/play/play-page.tsx',
      'apps/server/src/lib/clock.ts',
      'apps/web/app/lib/clock.ts',
    ]) {
      expect(envFindings(file), file).toHaveLength(1);
    }
    for (const file of [
      'apps/server/src/config.ts',
      'apps/web/app/config.server.ts',
      'apps/server/src/modules/cart/cart.api.test.ts',
      'apps/server/tests/helpers.ts',
      'e2e/tests/play.e2e.test.ts',
      'bench/run.ts',
    ]) {
      expect(envFindings(file), file).toEqual([]);
    }
  });
});
