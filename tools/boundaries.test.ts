import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import-boundary check (`npm run boundaries`, docs/decisions/071) run with the repository's
 * own configuration on a small tree laid out like ours: the tree passes, and each deliberately
 * wrong import added to it fails the check under the rule that forbids it.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = path.join(root, '.dependency-cruiser.cjs');
const run = promisify(execFile);

/** Files by path; each holds only its imports (a `.tsx` the same; `lazy:` marks a dynamic import()). */
type Tree = Record<string, string[]>;

const goodTree: Tree = {
  'packages/contracts/src/index.ts': [],
  'apps/server/src/app.ts': ['./modules/a', './modules/b', './flows/place-order', './db/client'],
  'apps/server/src/main.ts': ['./app', './demo', './db/client'],
  'apps/server/src/db/client.ts': [],
  'apps/server/src/demo/index.ts': ['../modules/a', '../db/client'],
  'apps/server/src/demo/seed.api.test.ts': ['../modules/a', './index'],
  'apps/server/src/flows/place-order.ts': ['../modules/a', '../modules/b', '../db/client'],
  'apps/server/src/queries/read-profile.ts': ['../modules/a', '../modules/b'],
  'apps/server/src/modules/a/index.ts': ['./a.service', './demo-a', './room'],
  'apps/server/src/modules/a/room/index.ts': ['./room-part'],
  'apps/server/src/modules/a/room/room-part.ts': ['../a.tables', '../other-room'],
  'apps/server/src/modules/a/other-room/index.ts': ['./other-part'],
  'apps/server/src/modules/a/other-room/other-part.ts': ['../a.tables'],
  'apps/server/src/modules/a/a.service.ts': ['./a.tables', '../../db/client'],
  'apps/server/src/modules/a/demo-a.ts': ['./a.tables'],
  'apps/server/src/modules/a/a.tables.ts': [],
  'apps/server/src/modules/a/a.api.test.ts': ['./a.tables', '../../demo'],
  'apps/server/src/modules/b/index.ts': ['./b.service'],
  'apps/server/src/modules/b/b.service.ts': ['../a', './b.tables'],
  'apps/server/src/modules/b/b.tables.ts': [],
  'apps/server/src/platform/auth.ts': ['../db/client'],
  'apps/server/src/platform/auth.api.test.ts': ['../modules/a', './auth'],
  'apps/server/src/modules/credentials/index.ts': ['./passwords'],
  'apps/server/src/modules/credentials/passwords.ts': ['../../platform/auth'],
  'apps/server/src/modules/identity/index.ts': ['./sign-up'],
  'apps/server/src/modules/identity/sign-up.ts': ['../credentials', '../../platform/auth'],
  'apps/server/src/modules/staff/index.ts': ['./members'],
  'apps/server/src/modules/staff/members.ts': ['../credentials', '../../platform/auth'],
  'apps/web/app/lib/api.ts': ['../../../../packages/contracts/src/index'],
  'apps/web/app/lib/locale.ts': [],
  'apps/web/app/ui/button.tsx': ['../lib/locale'],
  'apps/web/app/features/x/index.ts': ['./part'],
  'apps/web/app/features/x/index.server.ts': ['./x.server'],
  'apps/web/app/features/x/part.ts': ['../../lib/api', '../../lib/locale'],
  'apps/web/app/features/x/x.server.ts': ['./part'],
  'apps/web/app/features/y/index.ts': ['./y'],
  'apps/web/app/features/y/y.tsx': ['../x', '../../ui/button', './y.css'],
  'apps/web/app/features/y/y.css': [],
  'apps/web/app/features/y/y.server.ts': ['../x/index.server'],
  'apps/web/app/features/y/sections/part.tsx': ['../y', '../../x'],
  'apps/web/app/routes/home.tsx': ['../features/y', '../features/x/index.server', '../../app/lib/locale'],
  // A route may link a feature's stylesheet and load one of its pages lazily (docs/decisions/315).
  'apps/web/app/routes/lazy.tsx': ['../features/x', 'lazy:../features/y/y', '../features/y/y.css'],
  // Routes sit in folders per area and reach features through their doors all the same.
  'apps/web/app/routes/play/offer.tsx': ['../../features/y', '../../features/x/index.server', '../../lib/locale'],
  'apps/web/app/routes/results/offer.tsx': ['../../features/x'],
  'apps/web/app/layouts/main.tsx': ['../features/x'],
};

/** One wrong import per rule: [file, its import, the rule that must refuse it, the file imported]. */
const wrongImports: [string, string, string, string][] = [
  ['apps/server/src/modules/b/bad.ts', '../a/a.service', 'module-door', 'apps/server/src/modules/a/a.service.ts'],
  [
    'apps/server/src/modules/a/room/bad.ts',
    '../other-room/other-part',
    'room-door',
    'apps/server/src/modules/a/other-room/other-part.ts',
  ],
  [
    'apps/server/src/modules/a/bad-room.ts',
    './room/room-part',
    'room-door-from-module-root',
    'apps/server/src/modules/a/room/room-part.ts',
  ],
  [
    'apps/server/src/modules/b/bad-tables.ts',
    '../a/a.tables',
    'module-tables-private-between-modules',
    'apps/server/src/modules/a/a.tables.ts',
  ],
  [
    'apps/server/src/demo/bad.ts',
    '../modules/a/a.tables',
    'module-tables-private',
    'apps/server/src/modules/a/a.tables.ts',
  ],
  [
    'apps/server/src/flows/bad.ts',
    '../modules/a/a.service',
    'outside-through-module-door',
    'apps/server/src/modules/a/a.service.ts',
  ],
  [
    'apps/server/src/modules/a/bad.ts',
    '../../flows/place-order',
    'modules-not-flows',
    'apps/server/src/flows/place-order.ts',
  ],
  [
    'apps/server/src/modules/b/bad-query.ts',
    '../../queries/read-profile',
    'modules-not-flows',
    'apps/server/src/queries/read-profile.ts',
  ],
  ['apps/server/src/db/bad.ts', '../modules/a', 'db-holds-client-and-migrations', 'apps/server/src/modules/a/index.ts'],
  ['apps/server/src/bad-app.ts', './demo', 'product-code-not-demo', 'apps/server/src/demo/index.ts'],
  [
    'apps/server/src/modules/staff/bad.ts',
    '../identity',
    'staff-not-identity',
    'apps/server/src/modules/identity/index.ts',
  ],
  [
    'apps/server/src/modules/credentials/bad.ts',
    '../a',
    'credentials-stand-alone',
    'apps/server/src/modules/a/index.ts',
  ],
  ['apps/server/src/platform/bad.ts', '../modules/a', 'platform-not-modules', 'apps/server/src/modules/a/index.ts'],
  [
    'packages/contracts/src/bad.ts',
    '../../../apps/web/app/lib/api',
    'contracts-stand-alone',
    'apps/web/app/lib/api.ts',
  ],
  [
    'apps/web/app/lib/bad.ts',
    '../../../server/src/modules/a',
    'web-not-server-sources',
    'apps/server/src/modules/a/index.ts',
  ],
  ['apps/web/app/features/y/bad.ts', '../x/part', 'feature-door', 'apps/web/app/features/x/part.ts'],
  ['apps/web/app/features/y/bad-server.ts', '../x/x.server', 'feature-door', 'apps/web/app/features/x/x.server.ts'],
  ['apps/web/app/routes/bad.tsx', '../features/x/part', 'feature-door-from-outside', 'apps/web/app/features/x/part.ts'],
  [
    'apps/web/app/routes/play/bad.tsx',
    '../../features/y/y',
    'feature-door-from-outside',
    'apps/web/app/features/y/y.tsx',
  ],
  [
    'apps/web/app/routes/play/takes-a-route.tsx',
    '../results/offer',
    'route-not-route',
    'apps/web/app/routes/results/offer.tsx',
  ],
  [
    'apps/web/app/layouts/bad.tsx',
    '../features/x/x.server',
    'feature-door-from-outside',
    'apps/web/app/features/x/x.server.ts',
  ],
  ['apps/web/app/root-bad.tsx', './features/y/y', 'feature-door-from-outside', 'apps/web/app/features/y/y.tsx'],
  [
    'apps/web/app/lib/bad-feature.ts',
    '../features/x',
    'shared-web-code-below-features',
    'apps/web/app/features/x/index.ts',
  ],
];

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function lay(tree: Tree): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'drawline-boundaries-'));
  dirs.push(dir);
  for (const [file, imports] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const body = imports.map((target, i) =>
      target.startsWith('lazy:')
        ? `export const load${i} = () => import('${target.slice('lazy:'.length)}');\n`
        : `import * as m${i} from '${target}';\nexport const use${i} = m${i};\n`,
    );
    const text = file.endsWith('.css')
      ? '.here { color: inherit; }\n'
      : `${body.join('')}export const here = '${file}';\n`;
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

interface Violation {
  rule: string;
  from: string;
  to: string;
}

const cruise = (dir: string, outputType: string) =>
  run(process.execPath, [depcruise, 'packages', 'apps', '--config', config, '--output-type', outputType], {
    cwd: dir,
    maxBuffer: 32 * 1024 * 1024,
  }).then(
    (r) => ({ code: 0, stdout: r.stdout }),
    (err: { code: number; stdout: string }) => ({ code: err.code, stdout: err.stdout }),
  );

/** Runs the check as `npm run boundaries` does (its exit code and report), and again for the list of what it refused. */
async function check(dir: string): Promise<{ code: number; report: string; violations: Violation[] }> {
  const [asScript, asJson] = await Promise.all([cruise(dir, 'err-long'), cruise(dir, 'json')]);
  const result = JSON.parse(asJson.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return {
    code: asScript.code,
    report: asScript.stdout,
    violations: result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to })),
  };
}

describe('the import-boundary check', () => {
  let good: Awaited<ReturnType<typeof check>>;
  let bad: Awaited<ReturnType<typeof check>>;

  beforeAll(async () => {
    const wrong: Tree = Object.fromEntries(wrongImports.map(([file, target]) => [file, [target]]));
    const cycle: Tree = {
      'apps/server/src/modules/a/cycle-one.ts': ['./cycle-two'],
      'apps/server/src/modules/a/cycle-two.ts': ['./cycle-one'],
      // y is built on x (y/y.tsx imports x's door); x taking y's door too closes a loop between the two features.
      'apps/web/app/features/x/takes-y.ts': ['../y'],
    };
    [good, bad] = await Promise.all([check(lay(goodTree)), check(lay({ ...goodTree, ...wrong, ...cycle }))]);
  }, 60_000);

  it('passes a tree that keeps every boundary', () => {
    expect(good.violations).toEqual([]);
    expect(good.code).toBe(0);
  });

  it('fails on each wrong import, naming the rule it breaks, and on nothing else', () => {
    expect(bad.code).not.toBe(0);
    const key = (v: Violation) => `${v.rule} ${v.from} ${v.to}`;
    const loops = ['no-circular', 'no-feature-cycle'];
    const [cycles, featureCycles, others] = [
      bad.violations.filter((v) => v.rule === 'no-circular'),
      bad.violations.filter((v) => v.rule === 'no-feature-cycle'),
      bad.violations.filter((v) => !loops.includes(v.rule)),
    ];
    expect(others.map(key).sort()).toEqual(wrongImports.map(([from, , rule, to]) => key({ rule, from, to })).sort());
    // The cycle is one violation, reported from whichever of its two files the check met first.
    expect(cycles).toHaveLength(1);
    expect([cycles[0]?.from, cycles[0]?.to].sort()).toEqual([
      'apps/server/src/modules/a/cycle-one.ts',
      'apps/server/src/modules/a/cycle-two.ts',
    ]);
    // The two features that import each other are named, whichever way round the loop is reported
    // (no file of the two is in a loop: the features are).
    expect(featureCycles.length).toBeGreaterThan(0);
    for (const v of featureCycles) {
      expect([v.from, v.to].sort()).toEqual(['apps/web/app/features/x', 'apps/web/app/features/y']);
    }
    // The report says why, in words a newcomer can act on.
    expect(bad.report).toContain('error module-door: apps/server/src/modules/b/bad.ts');
    expect(bad.report).toContain('imports another module only through its index.ts');
  });
});
