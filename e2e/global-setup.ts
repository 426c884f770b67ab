import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../apps/server/src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR: tests read the emails it sends from its mailbox folder. */
    dataDir: string;
    /** A migrated embedded database as a file, for the shops a test file starts in its own process. */
    pgliteSnapshot: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Migrates an embedded database once per run and keeps it as a file: the shops the test files
 * start in their own process restore it (as the API suite does) instead of each running every
 * migration again.
 */
async function migratedSnapshot(dir: string): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const blob = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'pglite-migrated.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  return file;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the built shop once, as `npm start` would, on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      // A busy test machine is not an overloaded shop: no load shedding (docs/decisions/224).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_DATABASE_WAITING: '0',
      // Production mode needs a signing secret; a fresh one per run.
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
      // The tests shop the demo catalogue: a demo site, the one production shop allowed demo data and
      // its results feed (docs/decisions/074). It has no demo customer: tests make their own.
      DEMO_SITE: 'true',
      // The UI-failure fallback test needs a page that fails to render (docs/decisions/016).
      E2E_FAULTS: '1',
      // The support line the pages show (none without it).
      SUPPORT_PHONE: '1800 555 010',
      // A country the shop does not sell to, for the visitors a test locates there (docs/decisions/384).
      BANNED_COUNTRIES: 'KP',
      // Always the embedded database, whatever the calling shell has set.
      DATABASE_URL: undefined,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // While the server starts: its own start does not wait on this.
  const snapshotDir = mkdtempSync(path.join(tmpdir(), 'drawline-e2e-snapshot-'));
  const snapshot = migratedSnapshot(snapshotDir);
  snapshot.catch(() => {}); // awaited below; a server that never starts is the error to report
  // The demo catalogue is seeded and its past draws settled before the shop is ready: on a busy
  // 2-core machine that has taken more than a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      // A server left running would hold the test run's output open and never end.
      child.kill('SIGTERM');
      throw new Error('The server did not become ready in 60 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('pgliteSnapshot', await snapshot);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshotDir, { recursive: true, force: true });
  };
}
