/**
 * Benchmarks (docs/benchmarks.md): requests per second and latency of the product offers call
 * and the server-rendered home page, on the embedded database and on a throwaway PostgreSQL
 * server, beside a bare Fastify JSON route measured in the same run.
 *
 *   npm run build && npm run bench
 *
 * Every server runs in its own process and stays up for the whole run; the targets are measured
 * in turn, round after round, and each figure is the median of its rounds, so that a machine
 * busy with other work slows every target alike instead of whichever ran at the wrong moment.
 * Besides the rates, the CPU time each server process spends per answered request is counted
 * (from /proc, less what the process spends idle) in a second run at a fixed rate (BENCH_RATE
 * requests per second, default 1000; 10 for the rendered home page): it measures the cost of an
 * answer even when the load generator, sharing the machine, is what limits the rate.
 *
 * The flat-out run uses wrk when it is installed (`apt-get install wrk`; BENCH_CLIENT=autocannon to
 * choose autocannon anyway): written in C on one thread, it leaves the other core to the server,
 * where autocannon, reading every answer in JavaScript, takes most of the machine itself once
 * answers are a few kilobytes, and the rates then measure the load generator more than the server.
 * The fixed-rate run for the CPU per answer always uses autocannon (wrk has no fixed rate).
 *
 * BENCH_DURATION (seconds per measurement, default 5), BENCH_ROUNDS (default 3),
 * BENCH_CONNECTIONS (default 50), BENCH_TARGETS (bare, bare-offers, bare-home (the bytes of the
 * offers answer and of the kept home page from the bare server), discover, offers, offers-plain,
 * home (from the page cache), home-render (rendered each time), play-render (the Powerball play
 * page rendered each time), home-customer and play-customer (rendered for a signed-in customer with
 * an item in their cart); default all)
 * and BENCH_DATABASES (pglite, postgres; default both) change the run. BENCH_BASE_DIR, another
 * checkout of the shop (a worktree of main, say, with node_modules and the web build), adds its
 * shop targets to the same rounds, named `… (base)`: a change measured side by side with what it
 * changes, on the same database and the same busy machine.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, type PostgresServer, startPostgres } from '../apps/server/tests/postgres-server';
import { type ServerProcess, startServerProcess, waitUntilReady } from '../apps/server/tests/server-process';
import { signedInWithCart } from './signed-in-customer';

const root = fileURLToPath(new URL('..', import.meta.url));
const list = (v: string | undefined) => v?.split(',').map((s) => s.trim());
const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const apiRate = Number(process.env.BENCH_RATE ?? 1000);
const targetNames = list(process.env.BENCH_TARGETS) ?? [
  'bare',
  'bare-offers',
  'bare-home',
  'discover',
  'offers',
  'offers-plain',
  'home',
  'home-render',
  'play-render',
  'home-customer',
  'play-customer',
];
const databases = list(process.env.BENCH_DATABASES) ?? ['pglite', 'postgres'];
const baseDir = process.env.BENCH_BASE_DIR;
const hasWrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits 1; only a missing program is "not installed".
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
})();
const client = process.env.BENCH_CLIENT ?? (hasWrk ? 'wrk' : 'autocannon');

const OFFERS = '/v2/pricing/default/product_offers';
/** What a browser (or a CDN on its behalf) says it takes. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

interface Target {
  name: string;
  database: string;
  url: string;
  headers: Record<string, string>;
  /** The server process answering it, whose CPU time is counted. */
  pid: number;
}

interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time the server process spent per answered request, in microseconds. */
  cpuUsPerRequest: number;
  /** For a rendered page: CPU per answer asked one after another, flat out (a busy renderer). */
  busyCpuUsPerRequest?: number;
  non2xx: number;
  errors: number;
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Output of every server started, by pid, to say why one stopped. */
const outputs = new Map<number, () => string>();

/** User plus system CPU time of a process so far, in microseconds (Linux /proc). */
function cpuTimeUs(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    throw new Error(`Server process ${pid} has stopped. Its output:\n${outputs.get(pid)?.() ?? '(none)'}`);
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

/** CPU each server spends with no requests (timers, job polling), per microsecond, taken off the counts. */
const idleRate = new Map<number, number>();

async function measureIdle(pid: number): Promise<void> {
  const before = cpuTimeUs(pid);
  const start = performance.now();
  await new Promise((r) => setTimeout(r, 3000));
  idleRate.set(pid, (cpuTimeUs(pid) - before) / ((performance.now() - start) * 1000));
}

/** Runs `run` and counts the CPU the server `pid` spent meanwhile, less its idle CPU, per answer. */
async function withCpuPerAnswer<R>(pid: number, run: () => Promise<R>, answers: (result: R) => number) {
  const before = cpuTimeUs(pid);
  const start = performance.now();
  const result = await run();
  const elapsedUs = (performance.now() - start) * 1000;
  const cpu = Math.max(0, cpuTimeUs(pid) - before - (idleRate.get(pid) ?? 0) * elapsedUs);
  return { result, cpuUsPerRequest: Math.round(cpu / Math.max(1, answers(result))) };
}

/** Runs autocannon against a target and counts the CPU its server spent meanwhile. */
async function load(target: Target, seconds: number, options: { connections: number; overallRate?: number }) {
  const { result: r, cpuUsPerRequest } = await withCpuPerAnswer(
    target.pid,
    () => autocannon({ url: target.url, duration: seconds, headers: target.headers, ...options }),
    (result) => result.requests.total,
  );
  return { r, cpuUsPerRequest };
}

/** A duration as wrk prints it (`850.00us`, `1.20ms`, `2.01s`), in milliseconds. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) throw new Error(`wrk printed a duration it cannot read: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(m[1]) * scale;
}

/** wrk flat out on one thread (the other core is the server's): rate, latency, refusals. */
async function wrkLoad(target: Target, seconds: number, connections: number) {
  const headers = Object.entries(target.headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headers, target.url];
  const out = await new Promise<string>((resolve, reject) =>
    execFile('wrk', args, (error, stdout) => (error ? reject(error) : resolve(stdout))),
  );
  const read = (re: RegExp) => re.exec(out)?.[1];
  const rate = read(/Requests\/sec:\s+([\d.]+)/);
  const p50 = read(/^\s+50%\s+(\S+)\s*$/m);
  const p99 = read(/^\s+99%\s+(\S+)\s*$/m);
  if (!rate || !p50 || !p99) throw new Error(`wrk printed what this cannot read:\n${out}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requests: Number(read(/(\d+) requests in/) ?? 0),
    requestsPerSecond: Number(rate),
    p50Ms: wrkMs(p50),
    p99Ms: wrkMs(p99),
    non2xx: Number(read(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((a, n) => a + Number(n), 0) : 0,
  };
}

/** The flat-out run: wrk when installed, else autocannon. */
async function flatOut(target: Target, seconds: number) {
  if (client === 'wrk') return wrkLoad(target, seconds, connections);
  const { r } = await load(target, seconds, { connections });
  return {
    requests: r.requests.total,
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * Waits until a server has finished what the flat-out run left it (up to 10 s): requests still
 * queued when the load generator stopped (50 pages take a second or more to render) would
 * otherwise be counted against the fixed-rate run that follows.
 */
async function settled(pid: number): Promise<void> {
  const idle = idleRate.get(pid) ?? 0;
  for (let waited = 0; waited < 10_000; waited += 250) {
    const before = cpuTimeUs(pid);
    await new Promise((r) => setTimeout(r, 250));
    if (cpuTimeUs(pid) - before <= (idle + 0.05) * 250_000) return;
  }
}

/**
 * CPU per answer of a server kept busy with one request after another (wrk, one connection): a
 * page's render cost when the server is rendering, as at a peak. At 10 pages a second the process
 * also spends between requests (collections and compilation in its idle time), which the fixed-rate
 * figure counts against each page; one at a time leaves nothing queued when the run ends.
 */
async function oneAtATime(target: Target, seconds: number): Promise<number | undefined> {
  if (client !== 'wrk') return undefined;
  await settled(target.pid);
  const { cpuUsPerRequest } = await withCpuPerAnswer(
    target.pid,
    () => wrkLoad(target, seconds, 1),
    (run) => run.requests,
  );
  return cpuUsPerRequest;
}

/**
 * Two runs: flat out for the rate and latency, then at one fixed rate for the CPU per request.
 * CPU per request falls as a server gets busier (more answers per event-loop turn and per write),
 * so costs are compared at the same rate for every target, not at whatever rate each reached.
 */
async function measure(target: Target, seconds: number): Promise<Measurement> {
  const flat = await flatOut(target, seconds);
  await settled(target.pid);
  const paced = await load(target, seconds, { connections: 10, overallRate: fixedRate(target) });
  const busy = isRender(target) ? await oneAtATime(target, seconds) : undefined;
  return {
    busyCpuUsPerRequest: busy,
    requestsPerSecond: Math.round(flat.requestsPerSecond),
    p50Ms: flat.p50Ms,
    p99Ms: flat.p99Ms,
    cpuUsPerRequest: paced.cpuUsPerRequest,
    non2xx: flat.non2xx + paced.r.non2xx,
    errors: flat.errors + paced.r.errors + paced.r.timeouts,
  };
}

/** A page rendered for each request (not one kept): measured one after another too. */
const isRender = (target: Target) => /render|customer/.test(target.name);

/** The rate the CPU per request is counted at: what every API target sustains; a page render far less. */
const fixedRate = (target: Target) => (isRender(target) ? 10 : apiRate);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The yardstick's process (bench/bare-server.ts). */
async function startBare(payloads: { offers?: string; page?: string }): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BARE_PAYLOAD_FILE: payloads.offers, BARE_PAGE_FILE: payloads.page },
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
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  await waitUntilReady(server);
  return server;
}

/**
 * The calls of one shop process, and the home page of another: a page makes far more garbage than
 * a call, and the collection it leaves behind would be counted against the next call measured.
 */
async function shopTargets(database: string, shop: ServerProcess, pages: ServerProcess): Promise<Target[]> {
  const targets: Target[] = [];
  const pid = shop.child.pid!;
  // The platform's own cost: a small kept answer through every hook, next to the bare route.
  if (targetNames.includes('discover') && database === databases[0]) {
    targets.push({ name: 'discover', database, url: `${shop.baseURL}/discover`, headers: { version: '3.0' }, pid });
  }
  // As a browser or CDN asks: the kept answer goes out compressed.
  if (targetNames.includes('offers')) {
    targets.push({
      name: 'offers',
      database,
      url: shop.baseURL + OFFERS,
      headers: { version: '3.9', 'accept-encoding': BROWSER_ENCODINGS },
      pid,
    });
  }
  // A client that takes no compression: the same answer in full on the wire.
  if (targetNames.includes('offers-plain')) {
    targets.push({ name: 'offers-plain', database, url: shop.baseURL + OFFERS, headers: { version: '3.9' }, pid });
  }
  if (targetNames.includes('home') || targetNames.includes('home-render')) {
    const home = await fetch(`${pages.baseURL}/`);
    if (home.ok && (home.headers.get('content-type') ?? '').includes('text/html')) {
      const url = `${pages.baseURL}/`;
      const pid = pages.child.pid!;
      // An anonymous visitor's page, from the process's page cache (docs/decisions/222).
      if (targetNames.includes('home'))
        targets.push({ name: 'home', database, url, headers: { 'accept-encoding': BROWSER_ENCODINGS }, pid });
      // The same page rendered every time: a cookie the page cache does not know makes the page the
      // visitor's own (as a first visit does, it also starts a browsing session: one database write).
      if (targetNames.includes('home-render')) {
        const headers = { 'accept-encoding': BROWSER_ENCODINGS, cookie: 'bench_private=1' };
        targets.push({ name: 'home-render', database, url, headers, pid });
      }
    } else {
      console.warn(`GET / answered ${home.status} on ${database}: run \`npm run build\` first; home page skipped.`);
    }
  }
  const pagesPid = pages.child.pid!;
  const rendered = { 'accept-encoding': BROWSER_ENCODINGS, cookie: 'bench_private=1' };
  if (targetNames.includes('play-render'))
    targets.push({ name: 'play-render', database, url: `${pages.baseURL}${PLAY}`, headers: rendered, pid: pagesPid });
  if (targetNames.includes('home-customer') || targetNames.includes('play-customer')) {
    // A customer of this process's database, signed in, with four Powerball games in the cart.
    const headers = { 'accept-encoding': BROWSER_ENCODINGS, cookie: await signedInWithCart(pages.baseURL) };
    if (targetNames.includes('home-customer'))
      targets.push({ name: 'home-customer', database, url: `${pages.baseURL}/`, headers, pid: pagesPid });
    if (targetNames.includes('play-customer'))
      targets.push({ name: 'play-customer', database, url: `${pages.baseURL}${PLAY}`, headers, pid: pagesPid });
  }
  return targets;
}

/** The play page the bench renders. */
const PLAY = '/powerball2018';

async function main() {
  const processes: ServerProcess[] = [];
  const cleanups: (() => void)[] = [];
  const targets: Target[] = [];
  // The load generator is one address: the limiter still counts, with its limit out of reach.
  const shopEnv = {
    // Production mode (startServerProcess) with the demo catalogue: a demo site (docs/decisions/074).
    DEMO_SITE: 'true',
    SEED_DEMO_DATA: 'true',
    WEB_BUILD_DIR: undefined,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    // What an answer costs, flat out: no load shedding (its own measure is bench/surge.ts).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_DATABASE_WAITING: '0',
  };
  const wantsShop = targetNames.some((t) => t !== 'bare');
  try {
    const bareTargets: Target[] = [];
    const startShops = async (env: Record<string, string | undefined>[], checkout?: string) => {
      const shops = await Promise.all(env.map((e) => startServerProcess({ ...shopEnv, ...e }, checkout)));
      processes.push(...shops);
      for (const shop of shops) outputs.set(shop.child.pid!, shop.output);
      await Promise.all(shops.map((shop) => waitUntilReady(shop, 120_000)));
      return shops as [ServerProcess, ServerProcess];
    };
    if (wantsShop && databases.includes('pglite')) {
      // One embedded database per process: a folder has one owner.
      const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'drawline-bench-')));
      cleanups.push(() => {
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      });
      const [shop, pages] = await startShops(dirs.map((dir) => ({ DATA_DIR: dir })));
      targets.push(...(await shopTargets('pglite', shop, pages)));
    }
    if (wantsShop && databases.includes('postgres')) {
      const server: PostgresServer = await startPostgres();
      cleanups.push(() => server.stop());
      const admin = new pg.Client({ connectionString: server.url('postgres') });
      await admin.connect();
      await admin.query('create database drawline_bench');
      // The baseline gets its own database of the same server: seeded alike, neither sees the other's writes.
      if (baseDir) await admin.query('create database drawline_bench_base');
      await admin.end();
      const env = { DATABASE_URL: server.url('drawline_bench') };
      const [shop, pages] = await startShops([env, env]);
      targets.push(...(await shopTargets('postgres', shop, pages)));
      if (baseDir) {
        const baseEnv = { DATABASE_URL: server.url('drawline_bench_base') };
        const [baseShop, basePages] = await startShops([baseEnv, baseEnv], baseDir);
        const base = await shopTargets('postgres', baseShop, basePages);
        targets.push(...base.map((t) => ({ ...t, name: `${t.name} (base)` })));
      }
    }
    if (targetNames.some((t) => t.startsWith('bare'))) {
      // The bare server gets the very bytes a shop answers for the offers call and the kept home page.
      const payloads: { offers?: string; page?: string } = {};
      const dir = mkdtempSync(path.join(tmpdir(), 'drawline-bench-bare-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const shopTarget = targets.find((t) => t.name === 'offers' || t.name === 'offers-plain');
      if (shopTarget && targetNames.includes('bare-offers')) {
        const body = await (
          await fetch(new URL(shopTarget.url).origin + OFFERS, { headers: { version: '3.9' } })
        ).text();
        payloads.offers = path.join(dir, 'offers.json');
        writeFileSync(payloads.offers, body);
      }
      const homeTarget = targets.find((t) => t.name === 'home');
      if (homeTarget && targetNames.includes('bare-home')) {
        payloads.page = path.join(dir, 'home.html');
        writeFileSync(payloads.page, await (await fetch(homeTarget.url)).text());
      }
      const bare = await startBare(payloads);
      processes.push(bare);
      outputs.set(bare.child.pid!, bare.output);
      const pid = bare.child.pid!;
      const bareTarget = (name: string, headers: Record<string, string> = {}) =>
        bareTargets.push({ name, database: '-', url: `${bare.baseURL}/${name}`, headers, pid });
      if (targetNames.includes('bare')) bareTarget('bare');
      if (payloads.offers) bareTarget('bare-offers', { 'accept-encoding': BROWSER_ENCODINGS });
      if (payloads.page) bareTarget('bare-home', { 'accept-encoding': BROWSER_ENCODINGS });
      targets.unshift(...bareTargets);
    }

    console.log(
      `${rounds} rounds of ${duration} s flat out (${client}, ${connections} connections) and ${duration} s at a fixed rate per target, ` +
        `after a 2 s warm-up, loopback; ` +
        `node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at start`,
    );
    // Each baseline target measured right after its own counterpart, so both see the same moment's load.
    const order = targets.map((t) => t.name).filter((n) => !n.endsWith(' (base)'));
    targets.sort((a, b) => order.indexOf(a.name.replace(' (base)', '')) - order.indexOf(b.name.replace(' (base)', '')));
    // A short warm-up fills the answer cache and lets the JIT settle before the counted rounds.
    for (const t of targets) await load(t, 2, { connections });
    for (const pid of new Set(targets.map((t) => t.pid))) {
      await settled(pid);
      await measureIdle(pid);
    }
    console.log(
      `idle CPU per server: ${[...idleRate.values()].map((r) => `${(r * 100).toFixed(1)}%`).join(', ')} (taken off)`,
    );
    const runs = new Map<Target, Measurement[]>(targets.map((t) => [t, []]));
    for (let round = 1; round <= rounds; round++) {
      for (const t of targets) {
        const m = await measure(t, duration);
        runs.get(t)!.push(m);
        console.log(
          `round ${round} ${t.name} ${t.database}: ${m.requestsPerSecond} req/s, p99 ${m.p99Ms} ms, ${m.cpuUsPerRequest} µs CPU/request` +
            (m.busyCpuUsPerRequest === undefined ? '' : `, ${m.busyCpuUsPerRequest} µs one at a time`),
        );
      }
    }

    const figures = targets.map((t) => {
      const ms = runs.get(t)!;
      return {
        target: t.name,
        database: t.database,
        path: new URL(t.url).pathname,
        requestsPerSecond: Math.round(median(ms.map((m) => m.requestsPerSecond))),
        p50Ms: median(ms.map((m) => m.p50Ms)),
        p99Ms: median(ms.map((m) => m.p99Ms)),
        cpuUsPerRequest: Math.round(median(ms.map((m) => m.cpuUsPerRequest))),
        busyCpuUsPerRequest: ms.every((m) => m.busyCpuUsPerRequest !== undefined)
          ? Math.round(median(ms.map((m) => m.busyCpuUsPerRequest!)))
          : undefined,
        non2xx: ms.reduce((a, m) => a + m.non2xx, 0),
        errors: ms.reduce((a, m) => a + m.errors, 0),
        rounds: ms,
      };
    });
    const bare = figures.find((f) => f.target === 'bare');
    console.log('');
    console.log(
      `| target | database | path | req/s | p50 ms | p99 ms | server CPU µs/request (at ${apiRate}/s; pages rendered at 10/s) | a page's CPU µs, rendered one after another | CPU cost vs bare | req/s vs bare | req/s vs the same bytes from the bare server | non-2xx | errors |`,
    );
    console.log('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    /** The bare server's target sending the same bytes: the platform's own share of the gap. */
    const twinOf = (target: string) =>
      figures.find(
        (f) => f.target === (target.startsWith('offers') ? 'bare-offers' : target === 'home' ? 'bare-home' : ''),
      );
    for (const f of figures) {
      const cost = bare ? `${(f.cpuUsPerRequest / bare.cpuUsPerRequest).toFixed(2)}x` : '-';
      const rate = bare ? `${(f.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}` : '-';
      const twin = twinOf(f.target);
      const twinRate = twin ? (f.requestsPerSecond / twin.requestsPerSecond).toFixed(2) : '-';
      console.log(
        `| ${f.target} | ${f.database} | ${f.path} | ${f.requestsPerSecond} | ${f.p50Ms} | ${f.p99Ms} | ${f.cpuUsPerRequest} | ${f.busyCpuUsPerRequest ?? '-'} | ${cost} | ${rate} | ${twinRate} | ${f.non2xx} | ${f.errors} |`,
      );
    }
    const dir = path.join(root, 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify({ duration, rounds, connections, client, apiRate, node: process.version, figures }, null, 2),
    );
    console.log(`\nwritten to ${path.relative(root, file)}`);
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
    for (const cleanup of cleanups) cleanup();
  }
}

await main();
