/**
 * Purchases benchmark (issue 8, docs/benchmarks.md): how many purchases a second the shop makes on
 * PostgreSQL with 50 connections, and their p99, beside the database's own limit on this machine:
 * a plain single-row `UPDATE bench_counter SET n = n + 1` from 50 connections, measured in the same
 * run on the same PostgreSQL server.
 *
 *   npm run bench:purchase
 *
 * The shop is the real server process (`node --import tsx apps/server/src/main.ts`, production mode,
 * the demo catalogue, its deployed pool of 10) on a throwaway PostgreSQL 15 server
 * (apps/server/tests/postgres-server.ts). Customers sign up over HTTP, one per connection, and are
 * funded through the wallet's door from this process. Each purchase is two calls, as a shopper
 * makes them: add an item to the cart (POST /v2/cart/items), then buy the cart
 * (POST /v2/cart/purchase with a fresh Idempotency-Key); the purchase's p99 is of the purchase
 * call, and the cycle's of both. Beside each target's rate: the shop process's CPU a purchase, and the
 * CPU the PostgreSQL backends of the target's database spend a purchase (or an update, for the
 * counter), read from /proc during the measured purchases only, so what the database itself costs
 * is told apart from what the shop costs. Targets:
 * - counter: the single-row update, each statement its own transaction;
 * - lottery: a Powerball entry of 4 games (no stock; the offer's sales account is the hot row);
 * - raffle: one Make a Smile ticket (the draw's stock row, its ticket counter and the sales account).
 * The targets are measured in turn, round after round; each figure is the median of its rounds.
 *
 * BENCH_DURATION (seconds per measurement, default 10), BENCH_ROUNDS (default 3),
 * BENCH_CONNECTIONS (default 50), BENCH_TARGETS (counter, lottery, raffle; default all).
 * BENCH_BASE_DIR, another checkout of the shop (a worktree of the commit before a change, with
 * node_modules linked), runs its shop too, on its own database of the same PostgreSQL server, and
 * adds its purchase targets to the same rounds as `… (base)`, each measured right after this
 * tree's: a change side by side with what it changes, on the same busy machine.
 * BENCH_SHOP_POOL sets the shop's database pool (default: the size it is deployed with, 10),
 * BENCH_BASE_POOL the base's (default: the shop's): with BENCH_BASE_DIR naming this checkout, two
 * pool sizes side by side.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { systemClock } from '../apps/server/src/lib/clock';
import { cryptoRandom } from '../apps/server/src/lib/random';
import { createWallet } from '../apps/server/src/modules/wallet';
import { type PostgresServer, startPostgres } from '../apps/server/tests/postgres-server';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../apps/server/tests/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const baseDir = process.env.BENCH_BASE_DIR ? path.resolve(process.env.BENCH_BASE_DIR) : undefined;
/**
 * The shop's database pool: the size it is deployed with (config's DATABASE_POOL_SIZE default, 10)
 * unless BENCH_SHOP_POOL says otherwise; the base's BENCH_BASE_POOL, by default the shop's. Until
 * 2026-11-29 the bench gave the shop a pool as large as its 50 connections: fifty backends on two
 * cores cost the database two to three times the CPU a purchase (decision 558).
 */
const shopPool = Number(process.env.BENCH_SHOP_POOL ?? loadConfig({}).databasePoolSize);
const basePool = Number(process.env.BENCH_BASE_POOL ?? shopPool);
const targetNames = process.env.BENCH_TARGETS?.split(',').map((s) => s.trim()) ?? [
  'counter',
  'lottery',
  'raffle',
  'lottery-cycle',
];

/** Pre-filled carts per connection: more carts than lanes, so a batch of purchases rarely runs short of lanes. */
const CARTS_PER_CONNECTION = 4;
/** Enough for every purchase a customer can make in the run. */
const FUNDING_CENTS = 1_000_000_000;

const ENTRIES: Record<string, Record<string, unknown>> = {
  lottery: {
    product_offer_key: 'powerball2018',
    game_type: 'standard',
    game_offer: 'standard',
    num_games: 4,
    num_draws: 1,
    games: Array.from({ length: 4 }, (_, i) => ({
      Numbers: Array.from({ length: 7 }, (_, k) => 1 + i * 4 + k),
      Powerball: [1 + i],
    })),
  },
  raffle: {
    product_offer_key: 'make_a_smile_lottery',
    game_type: 'standard',
    game_offer: 'tickets',
    num_games: 1,
    cause_key: 'childrens_hospital',
  },
};

interface Measurement {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Of the whole add-then-purchase cycle (purchases only). */
  cycleP99Ms: number | null;
  /** CPU time of the shop process per purchase, in microseconds (purchases only). */
  serverCpuUs: number | null;
  /**
   * CPU time of the PostgreSQL backends serving this target's database per purchase (or per update
   * for the counter), in microseconds: what the database itself spends, whatever the shop does.
   */
  databaseCpuUs: number | null;
  errors: number;
  /** The first few errors, to say what went wrong. */
  samples: string[];
}

interface Customer {
  customerId: string;
  authorization: string;
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User plus system CPU time of a process so far, in microseconds (Linux /proc). */
function cpuTimeUs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU time so far of the PostgreSQL backends connected to `database`, in microseconds: each
 * backend names its user and database in its process title (`postgres: postgres drawline_bench
 * 127.0.0.1(…) idle`). The pools hold their connections for the whole run, so the backends live
 * from one reading to the next.
 */
function databaseCpuTimeUs(database: string): number {
  const title = `postgres: postgres ${database} `;
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(title)) total += cpuTimeUs(Number(pid));
    } catch {
      // The process ended between the listing and the reading.
    }
  }
  return total;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0;
const round1 = (ms: number) => Math.round(ms * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** Runs `connections` loops of `step` for `seconds`; each step answers its latencies or throws. */
async function drive(
  seconds: number,
  step: (lane: number) => Promise<{ ms: number; cycleMs?: number }>,
): Promise<Omit<Measurement, 'serverCpuUs' | 'databaseCpuUs'>> {
  const latencies: number[] = [];
  const cycles: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      while (performance.now() < end) {
        try {
          const { ms, cycleMs } = await step(lane);
          latencies.push(ms);
          if (cycleMs !== undefined) cycles.push(cycleMs);
        } catch (err) {
          errors++;
          if (samples.length < 5) samples.push((err as Error).message);
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  cycles.sort((a, b) => a - b);
  return {
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: round1(percentile(latencies, 50)),
    p99Ms: round1(percentile(latencies, 99)),
    cycleP99Ms: cycles.length ? round1(percentile(cycles, 99)) : null,
    errors,
    samples,
  };
}

async function counterTarget(url: string, database: string) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  await pool.query('create table if not exists bench_counter (id int primary key, n bigint not null)');
  await pool.query('insert into bench_counter values (1, 0) on conflict (id) do nothing');
  // One client per lane, held for the whole measurement, as the shop's pool holds its connections.
  const clients = await Promise.all(Array.from({ length: connections }, () => pool.connect()));
  return {
    measure: async (seconds: number): Promise<Measurement> => {
      const databaseBefore = databaseCpuTimeUs(database);
      const m = await drive(seconds, async (lane) => {
        const t0 = performance.now();
        await (clients[lane] as pg.PoolClient).query('update bench_counter set n = n + 1 where id = 1');
        return { ms: performance.now() - t0 };
      });
      const updates = Math.max(1, Math.round(m.perSecond * seconds));
      return {
        ...m,
        serverCpuUs: null,
        databaseCpuUs: Math.round((databaseCpuTimeUs(database) - databaseBefore) / updates),
      };
    },
    close: async () => {
      for (const c of clients) c.release();
      await pool.end();
    },
  };
}

async function call(shop: ServerProcess, who: Customer, url: string, body: unknown, headers = {}): Promise<unknown> {
  const res = await fetch(shop.baseURL + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: who.authorization, ...headers },
    body: JSON.stringify(body ?? {}),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * Purchases of pre-filled carts: every customer's cart holds the entry, then the lanes buy them,
 * one purchase after another, until every cart is bought; then the carts are filled again (not
 * counted) and the lanes go on. Only the purchases are timed, and the shop's CPU is counted
 * during them only.
 */
function purchaseTarget(shop: ServerProcess, database: string, customers: Customer[], entry: Record<string, unknown>) {
  const pid = shop.child.pid as number;
  const fill = () => Promise.all(customers.map((who) => call(shop, who, '/v2/cart/items', entry)));
  return {
    measure: async (seconds: number): Promise<Measurement> => {
      const latencies: number[] = [];
      const samples: string[] = [];
      let errors = 0;
      let buying = 0;
      let cpu = 0;
      let databaseCpu = 0;
      while (buying < seconds * 1000) {
        await fill();
        const cpuBefore = cpuTimeUs(pid);
        const databaseBefore = databaseCpuTimeUs(database);
        const start = performance.now();
        let next = 0;
        await Promise.all(
          Array.from({ length: connections }, async () => {
            for (let i = next++; i < customers.length; i = next++) {
              const t0 = performance.now();
              try {
                await call(
                  shop,
                  customers[i] as Customer,
                  '/v2/cart/purchase',
                  {},
                  { 'idempotency-key': cryptoRandom.uuid() },
                );
                latencies.push(performance.now() - t0);
              } catch (err) {
                errors++;
                if (samples.length < 5) samples.push((err as Error).message);
              }
            }
          }),
        );
        buying += performance.now() - start;
        cpu += cpuTimeUs(pid) - cpuBefore;
        databaseCpu += databaseCpuTimeUs(database) - databaseBefore;
      }
      latencies.sort((a, b) => a - b);
      return {
        perSecond: Math.round(latencies.length / (buying / 1000)),
        p50Ms: round1(percentile(latencies, 50)),
        p99Ms: round1(percentile(latencies, 99)),
        cycleP99Ms: null,
        serverCpuUs: Math.round(cpu / Math.max(1, latencies.length)),
        databaseCpuUs: Math.round(databaseCpu / Math.max(1, latencies.length)),
        errors,
        samples,
      };
    },
    close: async () => {},
  };
}

/** A shopper's whole purchase on every lane: add the entry, then buy the cart, again and again. */
function cycleTarget(shop: ServerProcess, database: string, customers: Customer[], entry: Record<string, unknown>) {
  const pid = shop.child.pid as number;
  return {
    measure: async (seconds: number): Promise<Measurement> => {
      const cpuBefore = cpuTimeUs(pid);
      const databaseBefore = databaseCpuTimeUs(database);
      const m = await drive(seconds, async (lane) => {
        const who = customers[lane] as Customer;
        const t0 = performance.now();
        await call(shop, who, '/v2/cart/items', entry);
        const t1 = performance.now();
        await call(shop, who, '/v2/cart/purchase', {}, { 'idempotency-key': cryptoRandom.uuid() });
        const t2 = performance.now();
        return { ms: t2 - t1, cycleMs: t2 - t0 };
      });
      const purchases = Math.max(1, Math.round(m.perSecond * seconds));
      return {
        ...m,
        serverCpuUs: Math.round((cpuTimeUs(pid) - cpuBefore) / purchases),
        databaseCpuUs: Math.round((databaseCpuTimeUs(database) - databaseBefore) / purchases),
      };
    },
    close: async () => {},
  };
}

async function signUpCustomers(shop: ServerProcess, count: number, fundingUrl: string): Promise<Customer[]> {
  const customers: Customer[] = [];
  // Signing up hashes a password (argon2), so a few at a time.
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, async (_, k) => {
      const res = await fetch(`${shop.baseURL}/v2/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench${i + k}.${process.pid}@example.com`,
          password: 'purple-kangaroo-lamp-42',
          firstname: 'Bench',
          lastname: 'Shopper',
          date_of_birth: '1990-05-17',
          accept_terms: true,
          address: { address: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
        }),
      });
      if (res.status !== 200) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
      const { customerId, accessToken } = (await res.json()).result;
      return { customerId, authorization: `Bearer ${accessToken}` };
    });
    customers.push(...(await Promise.all(batch)));
  }
  // Funded through the wallet's door, as the funds issue's deposits will be: one journal each.
  const database = await openDatabase({ kind: 'postgres', url: fundingUrl, poolSize: 4 });
  const wallet = createWallet({ db: database.db, clock: systemClock, random: cryptoRandom });
  try {
    for (const c of customers) {
      await database.db.transaction((tx) =>
        wallet.creditPromotion(tx, {
          customerId: c.customerId,
          amount: { amount: FUNDING_CENTS, currency: 'AUD' },
          to: 'cash',
          promotionKey: 'bench_funds',
          reference: `bench_funds:${c.customerId}`,
          description: 'Benchmark funds',
        }),
      );
    }
  } finally {
    await database.close();
  }
  return customers;
}

/** A shop process of a checkout on its own database of the bench's PostgreSQL server, its customers signed up and funded. */
async function startShop(server: PostgresServer, database: string, checkout?: string) {
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = server.url(database);
  const shop = await startServerProcess(
    {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: String(checkout ? basePool : shopPool),
      DEMO_SITE: 'true',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000000',
    },
    checkout,
  );
  shops.push(shop);
  await waitUntilReady(shop, 120_000);
  return { shop, database, customers: await signUpCustomers(shop, CARTS_PER_CONNECTION * connections, url) };
}

const shops: ServerProcess[] = [];

async function main() {
  let server: PostgresServer | undefined;
  const targets: { name: string; measure(s: number): Promise<Measurement>; close(): Promise<void> }[] = [];
  try {
    server = await startPostgres();
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query('create database drawline_counter');
    await admin.end();
    const { shop, database, customers } = await startShop(server, 'drawline_bench');
    const base = baseDir ? await startShop(server, 'drawline_bench_base', baseDir) : undefined;

    if (targetNames.includes('counter')) {
      targets.push({
        name: 'counter',
        ...(await counterTarget(server.url('drawline_counter'), 'drawline_counter')),
      });
    }
    for (const name of ['lottery', 'raffle']) {
      const entry = ENTRIES[name] as Record<string, unknown>;
      if (targetNames.includes(name)) {
        targets.push({ name, ...purchaseTarget(shop, database, customers, entry) });
        if (base)
          targets.push({ name: `${name} (base)`, ...purchaseTarget(base.shop, base.database, base.customers, entry) });
      }
      if (targetNames.includes(`${name}-cycle`)) {
        targets.push({ name: `${name}-cycle`, ...cycleTarget(shop, database, customers, entry) });
        if (base)
          targets.push({
            name: `${name}-cycle (base)`,
            ...cycleTarget(base.shop, base.database, base.customers, entry),
          });
      }
    }

    console.log(
      `${rounds} rounds of ${duration} s per target, ${connections} connections (shop pool ${shopPool}${baseDir ? `, base pool ${basePool}` : ''}), ` +
        `loopback, PostgreSQL 15 (fsync off, synchronous_commit off); node ${process.version}, ` +
        `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at start` +
        (baseDir ? `; base: ${baseDir}` : ''),
    );
    // A warm-up: the JIT settles, the pools open every connection, the accounts and carts exist.
    for (const t of targets) await t.measure(2);
    const runs = new Map(targets.map((t) => [t.name, [] as Measurement[]]));
    for (let r = 1; r <= rounds; r++) {
      for (const t of targets) {
        const m = await t.measure(duration);
        runs.get(t.name)?.push(m);
        console.log(
          `round ${r} ${t.name}: ${m.perSecond}/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms` +
            (m.cycleP99Ms === null ? '' : `, cycle p99 ${m.cycleP99Ms} ms`) +
            (m.serverCpuUs === null ? '' : `, ${m.serverCpuUs} µs shop CPU`) +
            `, ${m.databaseCpuUs} µs database CPU` +
            (m.errors ? `, ${m.errors} errors: ${m.samples.join(' | ')}` : ''),
        );
      }
    }

    const figures = targets.map((t) => {
      const ms = runs.get(t.name) ?? [];
      const of = (f: (m: Measurement) => number | null) => {
        const xs = ms.map(f).filter((x): x is number => x !== null);
        return xs.length ? median(xs) : null;
      };
      return {
        target: t.name,
        perSecond: of((m) => m.perSecond) as number,
        p50Ms: of((m) => m.p50Ms),
        p99Ms: of((m) => m.p99Ms),
        cycleP99Ms: of((m) => m.cycleP99Ms),
        serverCpuUs: of((m) => m.serverCpuUs),
        databaseCpuUs: of((m) => m.databaseCpuUs),
        errors: ms.reduce((n, m) => n + m.errors, 0),
        rounds: ms,
      };
    });
    const counter = figures.find((f) => f.target === 'counter');
    console.log('');
    console.log(
      '| target | per second | p50 ms | p99 ms | cycle p99 ms | shop CPU µs/purchase | database CPU µs/purchase | vs counter | errors |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const f of figures) {
      const ratio = counter ? `${(f.perSecond / counter.perSecond).toFixed(2)}x` : '-';
      console.log(
        `| ${f.target} | ${f.perSecond} | ${f.p50Ms} | ${f.p99Ms} | ${f.cycleP99Ms ?? '-'} | ${f.serverCpuUs ?? '-'} | ${f.databaseCpuUs ?? '-'} | ${ratio} | ${f.errors} |`,
      );
    }
    const dir = path.join(root, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `purchase-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify({ duration, rounds, connections, node: process.version, baseDir, figures }, null, 2),
    );
    console.log(`\nload average at the end ${loadavg()[0]?.toFixed(1)}; written to ${path.relative(root, file)}`);
  } finally {
    for (const t of targets) await t.close();
    for (const shop of shops) await shop.stop();
    server?.stop();
  }
}

await main();
