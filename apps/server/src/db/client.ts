import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { dropHeldBegin, PreparingClient } from './prepared-statements';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  /** The embedded instance, when that is the driver (pg-boss and snapshots use it). */
  pglite?: PGlite;
  pool?: pg.Pool;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other exclusive work runs on this database, in this process or another
   * (start-up migrations and seeding of several processes on one PostgreSQL server). Not
   * re-entrant: exclusive work must not start more exclusive work.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key under which processes migrate and seed one at a time ("drawline" in ASCII). */
const START_UP_LOCK = 0x64726177;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Ms a query waits for a connection of the pool before it fails (isPoolWaitTimeout); none when 0 or unset. */
      poolWaitMs?: number;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.poolWaitMs || undefined,
      // Each statement with parameters prepared once per connection (decision 549).
      Client: PreparingClient,
    });
    // An idle connection the server dropped is discarded by the pool; without a listener the
    // 'error' event would end the process.
    pool.on('error', () => {});
    // A connection given back with a transaction's begin still held never began it (decision 564).
    pool.on('release', (_error, client) => dropHeldBegin(client));
    const db = drizzlePg({ client: pool }) as unknown as Db;
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
        }
      } finally {
        client.release();
      }
    };
    return {
      db,
      dialect: 'postgres',
      pool,
      migrate: () => exclusive(() => migratePg(db as never, { migrationsFolder })),
      exclusive,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let release: (() => void) | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = new PGlite({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
    });
    await pglite.waitReady;
  } catch (err) {
    release?.();
    throw err;
  }
  const db = drizzlePglite({ client: pglite }) as unknown as Db;
  let turn: Promise<unknown> = Promise.resolve();
  return {
    db,
    dialect: 'pglite',
    pglite,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // The folder has one owning process (the lock below); within it, exclusive work still takes turns.
    exclusive: <T>(work: () => Promise<T>): Promise<T> => {
      const run = turn.then(work);
      turn = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    ping: async () => {
      await pglite.query('select 1');
    },
    close: async () => {
      await pglite.close();
      release?.();
    },
  };
}

/** Folders this process holds, so a second open from the same process is refused too. */
const heldDirs = new Set<string>();

/**
 * PGlite opens a folder from two processes without complaint and they then diverge,
 * so one process owns the folder through a lock file holding its pid. A lock left by a process
 * that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const resolved = path.resolve(dir);
  const lockPath = path.join(resolved, 'drawline.lock');
  if (heldDirs.has(resolved)) throw inUse(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written aside then linked in: the lock appears whole or not at all, and link refuses to replace one.
    const fresh = `${lockPath}.${process.pid}.new`;
    writeFileSync(fresh, String(process.pid));
    try {
      linkSync(fresh, lockPath);
      heldDirs.add(resolved);
      return () => {
        heldDirs.delete(resolved);
        if (readPid(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(lockPath);
      // Our own pid in a lock we do not hold is a leftover (a container restarts with the same pid).
      if (holder !== undefined && holder !== process.pid && isAlive(holder)) throw inUse(dir, holder);
      if (!removeStaleLock(lockPath, holder)) throw inUse(dir, readPid(lockPath) ?? 0);
    } finally {
      rmSync(fresh, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function inUse(dir: string, pid: number): Error {
  return new Error(
    `The embedded database in ${dir} is in use by process ${pid}. Stop it, or set DATABASE_URL to share a PostgreSQL server.`,
  );
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Moves the stale lock aside before deleting it, so that of two processes taking over at once
 * only one removes it; a lock that turns out to be fresh is put back.
 */
function removeStaleLock(lockPath: string, stalePid: number | undefined): boolean {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
  const moved = readPid(aside);
  if (moved === stalePid || moved === undefined) {
    rmSync(aside, { force: true });
    return true;
  }
  try {
    linkSync(aside, lockPath);
  } catch {}
  rmSync(aside, { force: true });
  return false;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The SQLSTATE of a driver error, which Drizzle wraps in `cause`. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** pg-pool's failures when no connection came within `poolWaitMs`: the database is busy, not broken. */
const POOL_WAIT_MESSAGES = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

/** Whether `err` (or the driver error Drizzle wrapped in it) is a bounded wait for a pool connection that ran out. */
export function isPoolWaitTimeout(err: unknown): boolean {
  const e = err as { message?: unknown; cause?: { message?: unknown } };
  return POOL_WAIT_MESSAGES.has(String(e?.message)) || POOL_WAIT_MESSAGES.has(String(e?.cause?.message));
}
