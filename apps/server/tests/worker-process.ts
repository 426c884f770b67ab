import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A worker script in its own process, as the fault tests kill and restart it. */
export interface WorkerProcess {
  child: ChildProcess;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything it wrote, for a failure's message. */
  output: () => string;
}

/**
 * Starts `script` (a path from the repository's root, run with tsx) with `env` added to this
 * process's environment: the fault tests' engines (settlement, recurring, lotto party buying) run
 * this way, so a test can SIGKILL one mid-way and start two more at once.
 */
export function startWorkerProcess(script: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
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
  return { child, exited, output: () => out };
}
