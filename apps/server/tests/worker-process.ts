import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeArguments } from './server-bundle';

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
 * Starts `script` (a path from the repository's root: the run's compiled copy, else run with tsx) with `env` added to this
 * process's environment: the fault tests' engines (settlement, recurring, lotto party buying) run
 * this way, so a test can SIGKILL one mid-way and start two more at once.
 */
export function startWorkerProcess(script: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, nodeArguments(script), {
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

/**
 * The fault tests' kill: waits (polling `done`) until the worker has done at least `least` of
 * its work, then SIGKILLs it and waits for it to end. Throws if it ended before the kill.
 */
export async function killMidway(worker: WorkerProcess, done: () => Promise<number>, least: number): Promise<void> {
  for (;;) {
    if ((await done()) >= least) break;
    if (worker.child.exitCode !== null) throw new Error(`The worker ended before the kill:\n${worker.output()}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  worker.child.kill('SIGKILL');
  await worker.exited;
}

/** Two workers started at once after a kill, each to the end: both must exit cleanly. */
export async function runTwiceAtOnce(start: () => WorkerProcess): Promise<void> {
  const [a, b] = [start(), start()];
  const codes = await Promise.all([a.exited, b.exited]);
  if (codes.some((c) => c !== 0)) throw new Error(`A worker failed:\n${a.output()}\n${b.output()}`);
}
