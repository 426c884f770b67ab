import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres-server';
import { nodeArguments } from './server-bundle';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** One secret for every process of a run, as processes behind one load balancer share theirs. */
const authSecret = randomBytes(32).toString('hex');

export interface ServerProcess {
  child: ChildProcess;
  baseURL: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/**
 * Starts the server on a spare loopback port, without the web build unless WEB_BUILD_DIR points at
 * one: in a test run, the run's compiled copy of apps/server/src/main.ts (server-bundle.ts); as
 * `npm run serve` does (node --import tsx apps/server/src/main.ts) for another checkout, outside
 * Vitest, or when `asNpmRunServe` asks for the operator's own command.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  /** Another checkout of the shop to run (a benchmark's side-by-side baseline); this one by default. */
  checkout = root,
  options: { asNpmRunServe?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const main = 'apps/server/src/main.ts';
  const args = checkout === root && !options.asNpmRunServe ? nodeArguments(main) : ['--import', 'tsx', main];
  const child = spawn(process.execPath, args, {
    cwd: checkout,
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      DRAWLINE_TEST_DB: undefined,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      // A busy test machine is not an overloaded shop: no load shedding unless a caller asks (decision 224).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_DATABASE_WAITING: '0',
      // Nor are its bursts of purchases a surge: no purchase lanes or pool wait bound unless asked (decision 286).
      PURCHASE_LANES: '0',
      DATABASE_POOL_WAIT_MS: '0',
      WEB_BUILD_DIR: '/nonexistent',
      AUTH_SECRET: authSecret,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    baseURL: `http://127.0.0.1:${port}`,
    output: () => out,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits until GET /readyz answers 200, or fails with the process output when it exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.baseURL}/readyz`);
      if (res.ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`The server was not ready in ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
