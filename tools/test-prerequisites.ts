import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What `npm test` needs from the machine besides node_modules (decision 308), checked by npm's
 * `pretest` before lint starts: Debian's Chromium for the browser tests and the PostgreSQL server
 * binaries for the API suite on PostgreSQL. As root on Debian the missing packages are installed
 * with apt-get; otherwise the run stops at once with one line saying what to install.
 */

export interface Prerequisite {
  /** What the tests use it for, in the stop line. */
  what: string;
  /** The Debian package that brings it. */
  aptPackage: string;
  installed: () => boolean;
}

export interface Machine {
  isRoot: () => boolean;
  hasAptGet: () => boolean;
}

export type Plan = { kind: 'ready' } | { kind: 'install'; packages: string[] } | { kind: 'stop'; message: string };

export function installCommand(packages: readonly string[]): string {
  return `apt-get install -y ${packages.join(' ')}`;
}

/** The one decision: nothing to do, install with apt-get (root on Debian), or stop with one line. */
export function planPrerequisites(prerequisites: readonly Prerequisite[], machine: Machine): Plan {
  const missing = prerequisites.filter((prerequisite) => !prerequisite.installed());
  if (missing.length === 0) return { kind: 'ready' };
  const packages = missing.map((prerequisite) => prerequisite.aptPackage);
  if (machine.isRoot() && machine.hasAptGet()) return { kind: 'install', packages };
  const what = missing.map((prerequisite) => prerequisite.what).join(' and ');
  const how = machine.hasAptGet()
    ? `run \`sudo ${installCommand(packages)}\` (as root, npm test installs them itself)`
    : `install ${packages.join(' and ')} (Debian packages: ${installCommand(packages)})`;
  return { kind: 'stop', message: `npm test needs ${what}: ${how}, then run npm test again.` };
}

/** The places the tests look: e2e/tests/browser.ts and apps/server/tests/postgres-server.ts. */
export function machinePrerequisites(env: {
  CHROMIUM_PATH?: string | undefined;
  PG_BIN_DIR?: string | undefined;
}): Prerequisite[] {
  return [
    {
      // The headless shell: a quarter less CPU than the full browser in headless mode (decision 548).
      what: "Debian's Chromium headless shell (the browser tests)",
      aptPackage: 'chromium-headless-shell',
      installed: () => isExecutable(env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'),
    },
    {
      what: 'the PostgreSQL server binaries (the API tests on PostgreSQL)',
      aptPackage: 'postgresql',
      installed: () =>
        env.PG_BIN_DIR
          ? isExecutable(path.join(env.PG_BIN_DIR, 'initdb'))
          : ['15', '16', '17', '14'].some((v) => isExecutable(`/usr/lib/postgresql/${v}/bin/initdb`)),
    },
  ];
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const thisMachine: Machine = {
  isRoot: () => process.getuid?.() === 0,
  hasAptGet: () => existsSync('/usr/bin/apt-get'),
};

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  return result.status === 0;
}

/** apt-get as .ci/run did; Debian starts a cluster when it installs postgresql, and the tests start their own. */
function install(packages: readonly string[]): boolean {
  console.log(`Installing what npm test needs: ${packages.join(', ')} (apt-get)`);
  const apt = ['DEBIAN_FRONTEND=noninteractive', 'apt-get'];
  if (!run('/usr/bin/env', [...apt, 'update', '-qq'])) return false;
  if (!run('/usr/bin/env', [...apt, 'install', '-y', '-qq', '--no-install-recommends', ...packages])) return false;
  if (packages.includes('postgresql') && existsSync('/usr/sbin/service'))
    run('/usr/sbin/service', ['postgresql', 'stop']);
  return true;
}

export function main(): number {
  const prerequisites = machinePrerequisites(process.env);
  const plan = planPrerequisites(prerequisites, thisMachine);
  if (plan.kind === 'ready') return 0;
  if (plan.kind === 'stop') {
    console.error(plan.message);
    return 1;
  }
  if (install(plan.packages) && prerequisites.every((prerequisite) => prerequisite.installed())) return 0;
  console.error(
    `npm test could not install ${plan.packages.join(' and ')} with apt-get: run \`${installCommand(plan.packages)}\` and read its error.`,
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = main();
}
