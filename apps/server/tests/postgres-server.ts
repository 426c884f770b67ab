import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Finds the machine's PostgreSQL binaries (Debian keeps them under /usr/lib/postgresql/N/bin). */
export function postgresBinDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  for (const v of ['15', '16', '17', '14']) {
    const dir = `/usr/lib/postgresql/${v}/bin`;
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  throw new Error(
    'PostgreSQL binaries not found: install postgresql (apt-get install -y postgresql) or set PG_BIN_DIR.',
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, args: string[]) {
  const cmd = asRoot ? 'runuser' : bin;
  const argv = asRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
}

export interface PostgresServer {
  url: (database: string) => string;
  stop(): void;
}

/**
 * Starts a throwaway PostgreSQL server in a temporary directory on a spare loopback port. Nothing
 * in it has to survive a crash, so it neither syncs nor keeps full pages, and it has no autovacuum
 * and no WAL beyond what recovery needs: the API suite on PostgreSQL spent 4 to 17% less CPU so
 * (docs/benchmarks.md, test suite time, 2026-11-28 23:00). `POSTGRES_OPTIONS` adds server settings
 * for a benchmark's look inside (`-c shared_preload_libraries=pg_stat_statements`, docs/benchmarks.md).
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'drawline-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300 -c autovacuum=off -c wal_level=minimal -c max_wal_senders=0 ${process.env.POSTGRES_OPTIONS ?? ''}`,
    '-w',
    'start',
  ]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
