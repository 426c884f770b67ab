/**
 * Benchmarks (docs/benchmarks.md): requests per second and p99 latency of the product offers
 * call and the server-rendered home page, on the embedded database and on a throwaway
 * PostgreSQL server, beside a bare Fastify JSON route measured in the same run.
 *
 *   npm run build && npm run bench
 *
 * BENCH_DURATION (seconds per target, default 8), BENCH_CONNECTIONS (default 50),
 * BENCH_TARGETS (bare, offers, home; default all) and BENCH_DATABASES (pglite, postgres; default
 * both) change the run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startPostgres } from '../apps/server/tests/postgres-server';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../apps/server/tests/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const list = (v: string | undefined) => v?.split(',').map((s) => s.trim());
const only = list(process.env.BENCH_TARGETS);
const databases = list(process.env.BENCH_DATABASES) ?? ['pglite', 'postgres'];

interface Figure {
  target: string;
  database: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(url: string, headers: Record<string, string>) {
  // A short warm-up fills the answer cache and lets the JIT settle before the counted run.
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function startBare(): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const server: ServerProcess = {
    child,
    baseURL: `http://127.0.0.1:${port}`,
    output: () => out,
    exited,
    stop: async () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
  await waitUntilReady(server);
  return server;
}

const figures: Figure[] = [];
const wanted = (name: string) => !only || only.includes(name);

async function benchShop(database: string, env: Record<string, string | undefined>) {
  const shop = await startServerProcess({ ...env, SEED_DEMO_DATA: 'true', WEB_BUILD_DIR: undefined });
  try {
    await waitUntilReady(shop, 120_000);
    if (wanted('offers')) {
      const p = '/v2/pricing/default/product_offers';
      figures.push({ target: 'offers', database, path: p, ...(await measure(shop.baseURL + p, { version: '3.9' })) });
    }
    if (wanted('home')) {
      const home = await fetch(`${shop.baseURL}/`);
      if (home.status !== 200 || !(home.headers.get('content-type') ?? '').includes('text/html')) {
        console.warn(`GET / answered ${home.status} on ${database}: run \`npm run build\` first; home page skipped.`);
      } else {
        figures.push({ target: 'home', database, path: '/', ...(await measure(`${shop.baseURL}/`, {})) });
      }
    }
  } finally {
    await shop.stop();
  }
}

async function main() {
  console.log(`duration ${duration} s per target after a 2 s warm-up, ${connections} connections, loopback`);
  if (wanted('bare')) {
    const bare = await startBare();
    try {
      figures.push({ target: 'bare', database: '-', path: '/bare', ...(await measure(`${bare.baseURL}/bare`, {})) });
    } finally {
      await bare.stop();
    }
  }

  if (databases.includes('pglite') && (wanted('offers') || wanted('home'))) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-bench-'));
    try {
      await benchShop('pglite', { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (databases.includes('postgres') && (wanted('offers') || wanted('home'))) {
    const server = await startPostgres();
    try {
      const admin = new pg.Client({ connectionString: server.url('postgres') });
      await admin.connect();
      await admin.query('create database drawline_bench');
      await admin.end();
      await benchShop('postgres', { DATABASE_URL: server.url('drawline_bench') });
    } finally {
      server.stop();
    }
  }

  const bare = figures.find((f) => f.target === 'bare');
  console.log('');
  console.log('| target | database | path | req/s | p50 ms | p99 ms | cost vs bare | non-2xx | errors |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const cost = bare && f !== bare ? `${(bare.requestsPerSecond / f.requestsPerSecond).toFixed(2)}x` : '1.00x';
    console.log(
      `| ${f.target} | ${f.database} | ${f.path} | ${f.requestsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${cost} | ${f.non2xx} | ${f.errors} |`,
    );
  }
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ duration, connections, node: process.version, figures }, null, 2));
  console.log(`\nwritten to ${path.relative(root, file)}`);
}

await main();
