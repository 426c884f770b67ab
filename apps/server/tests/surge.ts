/**
 * The jackpot surge (issue 12, docs/benchmarks.md): open-loop mixed traffic at ten times the rate
 * the shop sustains, for 60 s, on PostgreSQL with two server processes (`npm run serve:cluster`).
 *
 *   npm run build && npm run bench:surge      (bench/surge.ts prints what this runner answers)
 *
 * Steps: a throwaway PostgreSQL 15 server; the shop as `serve:cluster` with WEB_CONCURRENCY=2 (demo
 * catalogue, production mode, pool of 8, purchase lanes at their defaults, shedding at 200 ms of
 * event-loop delay); customers signed up over
 * HTTP and funded through the wallet's door; the open raffle draws cut down to their last
 * SURGE_RAFFLE_STOCK tickets (bench-only SQL, below). Then the sustained rate: the mix closed-loop
 * with 20 connections for 10 s. Then the surge: that rate times SURGE_FACTOR, open loop (requests
 * are sent on schedule whatever the answers), for SURGE_SECONDS, over at most 64 kept-alive connections a
 * process as the load balancer in front of them would hold (decision 560: with no cap, every late
 * answer made the client open another connection, and that storm, not the shop, melted the surge
 * down); with `cdn`, through the CDN of ARCHITECTURE.md, which keeps the pages (decision 562). Then the recovery: a light probe
 * of GET /v2/config every 100 ms until its latency is back within twice the quiet one. Then the
 * checks: no draw sold past its cap, every raffle ticket counted once, the ledger balanced.
 *
 * The mix: 45% pages (home, a play page, results), 25% offers calls, 15% cart changes (a lottery
 * entry added), 10% purchases of the last raffle tickets, 5% purchases of lottery entries (each
 * purchase: add the entry, then buy the cart with a fresh Idempotency-Key, by a customer not busy).
 *
 * Settings: SURGE_SECONDS (60), SURGE_FACTOR (10), SURGE_CUSTOMERS (120), SURGE_RAFFLE_STOCK (50),
 * SURGE_PROCESSES (2), SURGE_BASE_RATE (measured when unset).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { systemClock } from '../src/lib/clock';
import { cryptoRandom } from '../src/lib/random';
import { checkLedgerIntegrity, createWallet } from '../src/modules/wallet';
import { freePort, startPostgres } from './postgres-server';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface SurgeOptions {
  seconds: number;
  factor: number;
  customers: number;
  raffleStock: number;
  processes: number;
  /** Requests a second the shop sustains; measured when missing. */
  baseRate?: number;
  /** The surge meets processes that served nothing before it (no closed-loop warm-up; baseRate then needed). */
  cold?: boolean;
  /** Seconds of the closed-loop measurement of the sustained rate. */
  baseSeconds?: number;
  /**
   * Connections the client keeps to the shop at most, as the load balancer in front of the processes
   * does (ARCHITECTURE.md); further requests wait for one, and that wait counts in their latency.
   * Unset: 64 a process. 0: no cap (a request that finds every socket busy opens another).
   */
  connections?: number;
  /**
   * A CDN in front of the shop keeps what the shop's Cache-Control lets a shared cache keep (the
   * pages, 30 s) and collapses its misses (decision 562); the warm-up goes through it too.
   */
  cdn?: boolean;
  /**
   * Processes of their own for the purchase calls (decision 566): the load balancer sends
   * POST /v2/cart/purchase to them and everything else to the `processes`, as path routing to a
   * checkout pool would; 0 or unset: every request to the same processes.
   */
  purchaseProcesses?: number;
  /** The shop's settings beside the runner's own (PURCHASE_LANES=3, DATABASE_POOL_SIZE=10…), for tuning. */
  shopEnv?: Record<string, string>;
  log?: (line: string) => void;
}

type Kind = 'page' | 'offers' | 'cart' | 'raffle' | 'lottery';

interface KindFigures {
  sent: number;
  ok: number;
  shed: number;
  /** 5xx other than 503. */
  serverErrors: number;
  /** Transport failures and answers later than the client's timeout. */
  timedOut: number;
  /** 4xx (a raffle sold out, say). */
  refused: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SurgeFigures {
  processes: number;
  baseRate: number;
  surgeRate: number;
  seconds: number;
  kinds: Record<Kind, KindFigures>;
  /** Purchases accepted (200) during the surge, and their p99 in ms, as the client saw them. */
  purchasesAccepted: number;
  purchaseP99Ms: number;
  /**
   * The client's own state in the surge: its event loop's delay (a late loop reads answers late and
   * counts its own lateness as the shop's), the most requests it had in flight, and the connections
   * it opened (a request that finds every kept-alive socket busy opens one).
   */
  client: {
    loopDelayP99Ms: number;
    loopDelayMaxMs: number;
    peakInFlight: number;
    socketsOpened: number;
    /** With a CDN: the surge's requests it answered itself, and those it asked of the shop. */
    cdn: { hits: number; misses: number } | null;
  };
  /**
   * The same purchases as the shop's processes timed them (their /metrics histograms, from the
   * request's first hook to its answer; the time in the kernel's queue and the client is not in
   * it): how many, how many within 1 s, and the histogram's bucket holding the 99th.
   */
  purchasesInShop: { accepted: number; withinOneSecond: number; p99BucketMs: number | null } | null;
  quietP50Ms: number;
  /** Seconds after the surge ended until the probe's latency was back within twice the quiet one. */
  recoverySeconds: number | null;
  /** The raffle draws cut to their last tickets: stock offered, sold in the run, numbered rows written. */
  raffle: { draws: number; stock: number; sold: number; ticketRows: number; oversoldDraws: number };
  ledgerIssues: unknown[];
  failureSamples: string[];
  refusalSamples: string[];
}

const LOTTERY_ENTRY = {
  product_offer_key: 'powerball2018',
  game_type: 'standard',
  game_offer: 'standard',
  num_games: 4,
  num_draws: 1,
  games: Array.from({ length: 4 }, (_, i) => ({
    Numbers: Array.from({ length: 7 }, (_, k) => 1 + i * 4 + k),
    Powerball: [1 + i],
  })),
};
const RAFFLE_OFFER = 'make_a_smile_lottery';
const RAFFLE_ENTRY = {
  product_offer_key: RAFFLE_OFFER,
  game_type: 'standard',
  game_offer: 'tickets',
  num_games: 1,
  cause_key: 'childrens_hospital',
};
const PAGES = ['/', '/powerball2018', '/lotto-results'];
const MIX: [Kind, number][] = [
  ['page', 45],
  ['offers', 25],
  ['cart', 15],
  ['raffle', 10],
  ['lottery', 5],
];
const REQUEST_TIMEOUT_MS = 15_000;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number) : 0;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

interface Customer {
  customerId: string;
  authorization: string;
  busy: boolean;
}

interface Shop {
  child: ChildProcess;
  baseURL: string;
  /** The processes the load balancer routes the purchase calls to, when they have their own (decision 566). */
  purchases?: Shop;
  output: () => string;
  stop: () => Promise<void>;
}

async function startCluster(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cluster.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      COOKIE_SECURE: 'false',
      DEMO_SITE: 'true',
      SEED_DEMO_DATA: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      AUTH_SECRET: randomBytes(32).toString('hex'),
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const shop: Shop = {
    child,
    baseURL: `http://127.0.0.1:${port}`,
    output: () => out,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = performance.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop exited:\n${out}`);
    try {
      if ((await fetch(`${shop.baseURL}/readyz`)).ok) break;
    } catch {}
    if (performance.now() > deadline) throw new Error(`The shop was not ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return shop;
}

async function signUp(shop: Shop, count: number, dbUrl: string): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let i = 0; i < count; i += 4) {
    const batch = Array.from({ length: Math.min(4, count - i) }, async (_, k) => {
      // A busy machine may shed the set-up too: it waits and asks again, as a client told Retry-After would.
      let res = await signUpOne(shop, i + k);
      while (res.status === 503) {
        await new Promise((r) => setTimeout(r, 1000));
        res = await signUpOne(shop, i + k);
      }
      if (res.status !== 200) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
      const { customerId, accessToken } = (await res.json()).result;
      return { customerId, authorization: `Bearer ${accessToken}`, busy: false };
    });
    customers.push(...(await Promise.all(batch)));
  }
  await fund(customers, dbUrl);
  return customers;
}

function signUpOne(shop: Shop, n: number): Promise<Response> {
  return fetch(`${shop.baseURL}/v2/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `surge${n}.${process.pid}@example.com`,
      password: 'purple-kangaroo-lamp-42',
      firstname: 'Surge',
      lastname: 'Shopper',
      date_of_birth: '1990-05-17',
      accept_terms: true,
      address: { address: '1 George St', suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' },
    }),
  });
}

async function fund(customers: Customer[], dbUrl: string): Promise<void> {
  // Funded through the wallet's door: one journal each, as a deposit would be.
  const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
  const wallet = createWallet({ db: database.db, clock: systemClock, random: cryptoRandom });
  try {
    for (const c of customers) {
      await database.db.transaction((tx) =>
        wallet.creditPromotion(tx, {
          customerId: c.customerId,
          amount: { amount: 1_000_000_000, currency: 'AUD' },
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
}

interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * The surge's client: node:http on kept-alive sockets, bodies read but not decompressed. fetch
 * (undici, WHATWG streams, brotli and gzip decoding) cost the one client process about a
 * millisecond of CPU per request, so at 1,000 requests a second on the two shared cores the
 * client itself, not the shop, made most of the answers late.
 */
const agent = new http.Agent({ keepAlive: true });
let socketsOpened = 0;
const connect = agent.createConnection.bind(agent);
agent.createConnection = (...args: Parameters<typeof connect>) => {
  socketsOpened++;
  return connect(...args);
};

interface Answer {
  status: number;
  text: string;
  cacheControl?: string;
}

function call(shop: Shop, url: string, init: Call = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      shop.baseURL + url,
      { method: init.method ?? 'GET', headers: init.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          const encoded = Boolean(res.headers['content-encoding']);
          resolve({
            status: res.statusCode ?? 0,
            text: encoded ? '' : Buffer.concat(chunks).toString('utf8'),
            cacheControl: res.headers['cache-control'],
          });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('timed out on the client')), REQUEST_TIMEOUT_MS);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(init.body);
  });
}

/**
 * The CDN in front of the shop (ARCHITECTURE.md; decision 562), when a surge has one: an anonymous
 * GET whose answer says `public` with an `s-maxage` (else a `max-age`) above zero is kept that many
 * seconds for its url and headers (the shop's `Vary`: encoding, version; no cookie is sent), and a
 * kept key that expired is asked of the shop once at a time, as a CDN collapses the misses of one key.
 * An answer that says `no-cache` (the offers call, whose stock is never served stale) goes to the shop
 * each time, however many ask at once.
 */
class Cdn {
  private readonly kept = new Map<string, { until: number; answer: Answer }>();
  private readonly asking = new Map<string, Promise<Answer>>();
  hits = 0;
  misses = 0;

  async get(shop: Shop, url: string, init: Call): Promise<Answer> {
    const key = `${url} ${JSON.stringify(init.headers ?? {})}`;
    const now = performance.now();
    const kept = this.kept.get(key);
    if (kept && kept.until > now) {
      this.hits++;
      return kept.answer;
    }
    // Misses are collapsed only for a key whose answer was kept once (it stays known after it expires):
    // a no-cache answer goes to the shop each time.
    const asked = kept && this.asking.get(key);
    if (asked) {
      this.hits++;
      return asked;
    }
    this.misses++;
    const asking = call(shop, url, init).then((answer) => {
      const seconds = keptSeconds(answer.cacheControl);
      if (answer.status === 200 && seconds > 0)
        this.kept.set(key, { until: performance.now() + seconds * 1000, answer });
      return answer;
    });
    if (!kept) return asking;
    this.asking.set(key, asking);
    try {
      return await asking;
    } finally {
      this.asking.delete(key);
    }
  }
}

/** Seconds a shared cache may keep an answer by its Cache-Control: 0 unless public, and for no-cache. */
function keptSeconds(cacheControl: string | undefined): number {
  const directives = (cacheControl ?? '').toLowerCase();
  if (!/\bpublic\b/.test(directives) || /\b(no-cache|no-store|private)\b/.test(directives)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(directives)?.[1] ?? /\bmax-age=(\d+)/.exec(directives)?.[1];
  return Number(seconds ?? 0);
}

let cdn: Cdn | undefined;

/** One request; answers its status (0 for a transport failure or timeout) and latency. */
async function send(shop: Shop, url: string, init: Call = {}): Promise<{ status: number; ms: number; error?: string }> {
  const t0 = performance.now();
  try {
    const anonymousGet = (init.method ?? 'GET') === 'GET' && !init.headers?.authorization;
    const res = cdn && anonymousGet ? await cdn.get(shop, url, init) : await call(shop, url, init);
    const ms = performance.now() - t0;
    if (res.status < 400) return { status: res.status, ms };
    let code = res.text.slice(0, 80);
    try {
      code = JSON.parse(res.text).error?.code ?? code;
    } catch {}
    return { status: res.status, ms, error: code };
  } catch (err) {
    return { status: 0, ms: performance.now() - t0, error: (err as Error).message };
  }
}

const post = (who: Customer, body: unknown, headers: Record<string, string> = {}): Call => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: who.authorization, ...headers },
  body: JSON.stringify(body),
});

class Recorder {
  readonly latencies = new Map<Kind, number[]>();
  readonly counts = new Map<Kind, Omit<KindFigures, 'p50Ms' | 'p99Ms'>>();
  readonly failureSamples: string[] = [];
  readonly refusalSamples: string[] = [];
  purchaseLatencies: number[] = [];

  record(kind: Kind, status: number, ms: number, error?: string) {
    const c = this.counts.get(kind) ?? { sent: 0, ok: 0, shed: 0, serverErrors: 0, timedOut: 0, refused: 0 };
    c.sent++;
    if (status >= 200 && status < 300) {
      c.ok++;
      const list = this.latencies.get(kind) ?? [];
      list.push(ms);
      this.latencies.set(kind, list);
    } else if (status === 503) c.shed++;
    else if (status >= 400 && status < 500) {
      c.refused++;
      if (this.refusalSamples.length < 8 && error) this.refusalSamples.push(`${kind}: ${status} ${error}`);
    } else {
      if (status === 0) c.timedOut++;
      else c.serverErrors++;
      if (this.failureSamples.length < 8) this.failureSamples.push(`${kind}: ${status || error}`);
    }
    this.counts.set(kind, c);
  }

  figures(): Record<Kind, KindFigures> {
    const out = {} as Record<Kind, KindFigures>;
    for (const [kind] of MIX) {
      const sorted = [...(this.latencies.get(kind) ?? [])].sort((a, b) => a - b);
      out[kind] = {
        ...(this.counts.get(kind) ?? { sent: 0, ok: 0, shed: 0, serverErrors: 0, timedOut: 0, refused: 0 }),
        p50Ms: round1(percentile(sorted, 50)),
        p99Ms: round1(percentile(sorted, 99)),
      };
    }
    return out;
  }
}

async function emptyCart(shop: Shop, who: Customer): Promise<void> {
  try {
    // The build takes out what can no longer be bought (a sold-out draw's entry shows under
    // autoRemovedItems until then, and the next purchase would meet it), as the web's cart does.
    const res = await call(shop, '/v2/cart/build', { method: 'POST', headers: { authorization: who.authorization } });
    if (res.status !== 200) return;
    const items: { id: string }[] = JSON.parse(res.text).result?.cartItems ?? [];
    for (const item of items) {
      await send(shop, `/v2/cart/items/${item.id}`, {
        method: 'DELETE',
        headers: { authorization: who.authorization },
      });
    }
  } catch {
    // The next purchase of this customer fails the same way and tries again.
  }
}

/** One operation of the mix; one that needs a customer and finds none free is not sent. */
async function operate(shop: Shop, kind: Kind, customers: Customer[], rec: Recorder, pages: boolean): Promise<void> {
  if (kind === 'page' && pages) {
    const r = await send(shop, PAGES[Math.floor(Math.random() * PAGES.length)] as string, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    return rec.record(kind, r.status, r.ms, r.error);
  }
  if (kind === 'page' || kind === 'offers') {
    const r = await send(shop, '/v2/pricing/default/product_offers', {
      headers: { version: '3.9', 'accept-encoding': 'br, gzip' },
    });
    return rec.record(kind, r.status, r.ms, r.error);
  }
  const who = customers.find((c) => !c.busy);
  if (!who) return;
  who.busy = true;
  try {
    if (kind === 'cart') {
      const r = await send(shop, '/v2/cart/items', post(who, LOTTERY_ENTRY));
      return rec.record(kind, r.status, r.ms, r.error);
    }
    const added = await send(shop, '/v2/cart/items', post(who, kind === 'raffle' ? RAFFLE_ENTRY : LOTTERY_ENTRY));
    if (added.status !== 200) return rec.record(kind, added.status, added.ms, added.error);
    const r = await send(
      shop.purchases ?? shop,
      '/v2/cart/purchase',
      post(who, {}, { 'idempotency-key': cryptoRandom.uuid() }),
    );
    rec.record(kind, r.status, r.ms, r.error);
    if (r.status === 200) rec.purchaseLatencies.push(r.ms);
    // A refused purchase (sold out) leaves the entries in the cart: empty it for the next one.
    if (r.status !== 200) await emptyCart(shop, who);
  } finally {
    who.busy = false;
  }
}

function pick(): Kind {
  let x = Math.random() * 100;
  for (const [kind, weight] of MIX) {
    x -= weight;
    if (x < 0) return kind;
  }
  return 'offers';
}

/** Closed loop: how many operations a second the shop completes with `lanes` clients. */
async function sustainedRate(shop: Shop, customers: Customer[], seconds: number, pages: boolean): Promise<number> {
  const rec = new Recorder();
  const end = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() < end) {
        await operate(shop, pick(), customers, rec, pages);
        done++;
      }
    }),
  );
  return done / seconds;
}

/** Open loop: `rate` operations a second, sent on schedule, for `seconds`. */
async function openLoop(
  shop: Shop,
  customers: Customer[],
  rate: number,
  seconds: number,
  pages: boolean,
): Promise<{ rec: Recorder; client: SurgeFigures['client'] }> {
  const rec = new Recorder();
  const inFlight: Promise<void>[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const socketsBefore = socketsOpened;
  const cdnBefore = cdn && { hits: cdn.hits, misses: cdn.misses };
  let open = 0;
  let peakInFlight = 0;
  const start = performance.now();
  let sent = 0;
  while (performance.now() - start < seconds * 1000) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    for (; sent < due; sent++) {
      open++;
      peakInFlight = Math.max(peakInFlight, open);
      inFlight.push(operate(shop, pick(), customers, rec, pages).finally(() => open--));
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inFlight);
  loop.disable();
  const client = {
    loopDelayP99Ms: round1(loop.percentile(99) / 1e6),
    loopDelayMaxMs: round1(loop.max / 1e6),
    peakInFlight,
    socketsOpened: socketsOpened - socketsBefore,
    cdn: cdn && cdnBefore ? { hits: cdn.hits - cdnBefore.hits, misses: cdn.misses - cdnBefore.misses } : null,
  };
  return { rec, client };
}

/**
 * The accepted purchases' histogram of every process, summed: /metrics asked on fresh connections
 * until each process answered (the cluster module hands each connection to one of them), told
 * apart by their start time and counts.
 */
async function purchaseTimesInShop(shop: Shop, processes: number): Promise<SurgeFigures['purchasesInShop']> {
  const byProcess = new Map<string, Map<number, number>>();
  for (let attempt = 0; attempt < processes * 20 && byProcess.size < processes; attempt++) {
    const text = await new Promise<string>((resolve) => {
      http
        .get(`${shop.baseURL}/metrics`, { agent: false }, (res) => {
          let body = '';
          res.on('data', (d) => {
            body += d;
          });
          res.on('end', () => resolve(res.statusCode === 200 ? body : ''));
        })
        .on('error', () => resolve(''));
    });
    const started = /^process_start_time_seconds (\S+)$/m.exec(text)?.[1];
    if (!started) continue;
    const buckets = new Map<number, number>();
    for (const m of text.matchAll(
      /^http_request_duration_seconds_bucket\{le="([^"]+)",method="POST",route="\/v2\/cart\/purchase",status="200"\} (\d+)$/gm,
    )) {
      buckets.set(m[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(m[1]), Number(m[2]));
    }
    // Workers forked in the same second share a start time; after the surge their counts differ.
    byProcess.set(`${started} ${[...buckets.values()].join(',')}`, buckets);
  }
  if (byProcess.size < processes) return null;
  const total = new Map<number, number>();
  for (const buckets of byProcess.values()) for (const [le, n] of buckets) total.set(le, (total.get(le) ?? 0) + n);
  const accepted = total.get(Number.POSITIVE_INFINITY) ?? 0;
  const bounds = [...total.keys()].sort((a, b) => a - b);
  const p99 = bounds.find((le) => (total.get(le) ?? 0) >= 0.99 * accepted);
  return {
    accepted,
    withinOneSecond: total.get(1) ?? 0,
    p99BucketMs: p99 === undefined || !Number.isFinite(p99) ? null : p99 * 1000,
  };
}

async function probeLatency(shop: Shop): Promise<number> {
  return (await send(shop, '/v2/config')).ms;
}

export async function runSurge(options: SurgeOptions): Promise<SurgeFigures> {
  const log = options.log ?? (() => {});
  const postgres = await startPostgres();
  let shop: Shop | undefined;
  try {
    const admin = new pg.Client({ connectionString: postgres.url('postgres') });
    await admin.connect();
    await admin.query('create database drawline_surge');
    await admin.end();
    const dbUrl = postgres.url('drawline_surge');
    const pages = existsSync(path.join(root, 'apps', 'web', 'build', 'server', 'index.js'));
    const shopEnv = {
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: dbUrl,
      // Tuned on 2026-11-25 (docs/benchmarks.md, "The surge"): 8 connections a process kept
      // PostgreSQL's backends fewer than the cores can serve; 20 made every statement wait longer.
      DATABASE_POOL_SIZE: '8',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '200',
      ...options.shopEnv,
    };
    shop = await startCluster({ ...shopEnv, WEB_CONCURRENCY: String(options.processes) });
    // The purchase calls' own processes: the same shop on the same database and secret, behind the
    // load balancer's route for POST /v2/cart/purchase (decision 566).
    if (options.purchaseProcesses)
      shop.purchases = await startCluster({ ...shopEnv, WEB_CONCURRENCY: String(options.purchaseProcesses) });
    const connections = options.connections ?? 64 * options.processes;
    agent.maxSockets = connections > 0 ? connections : Number.POSITIVE_INFINITY;
    cdn = options.cdn ? new Cdn() : undefined;
    log(
      `shop up: ${options.processes} processes${shop.purchases ? ` and ${options.purchaseProcesses} for the purchase calls` : ''}${pages ? '' : ' (no web build: pages replaced by calls)'}; the client keeps ${connections > 0 ? `at most ${connections}` : 'any number of'} connections${options.cdn ? ', a CDN in front' : ''}`,
    );
    const customers = await signUp(shop, options.customers, dbUrl);
    log(`${customers.length} customers signed up and funded`);

    const sql = new pg.Client({ connectionString: dbUrl });
    await sql.connect();
    try {
      // Bench-only setup: the open raffle draws are cut down to their last tickets, so the surge
      // buys the last ones and then meets sold out (no module door sets a draw's cap after the fact).
      const cut = await sql.query(
        `update draws set ticket_cap = tickets_sold + $1
          where offer_key = $2 and status = 'DRAW_OPEN' and ticket_cap is not null
          returning draw_id, tickets_sold,
            (select count(*)::int from raffle_tickets r where r.draw_id = draws.draw_id) as ticket_rows`,
        [options.raffleStock, RAFFLE_OFFER],
      );
      const before = new Map(cut.rows.map((d) => [d.draw_id as string, d]));

      const quiet: number[] = [];
      for (let i = 0; i < 20; i++) quiet.push(await probeLatency(shop));
      quiet.sort((a, b) => a - b);
      const quietP50 = percentile(quiet, 50);
      // The closed-loop run warms the processes as a morning's traffic would before the peak; a
      // given rate is used for the surge all the same, so two trees meet the same surge (decision 559).
      // Cold, the surge meets processes that have served nothing (a start or a new process at the peak).
      const measured = options.cold
        ? undefined
        : await sustainedRate(shop, customers, options.baseSeconds ?? 10, pages);
      const baseRate = options.baseRate ?? measured;
      if (baseRate === undefined) throw new Error('A cold surge needs its rate (SURGE_BASE_RATE)');
      const surgeRate = Math.round(baseRate * options.factor);
      log(
        `sustained ${Math.round(baseRate)} ops/s${measured !== undefined && options.baseRate !== undefined ? ` (measured ${Math.round(measured)} in the warm-up)` : ''}${options.cold ? ', processes cold' : ''}; surge at ${surgeRate} ops/s for ${options.seconds} s`,
      );

      const { rec, client } = await openLoop(shop, customers, surgeRate, options.seconds, pages);
      const endedAt = performance.now();
      let recoverySeconds: number | null = null;
      while (performance.now() - endedAt < 30_000) {
        const ms = await probeLatency(shop);
        if (ms <= Math.max(2 * quietP50, quietP50 + 5)) {
          recoverySeconds = Math.round((performance.now() - endedAt) / 100) / 10;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }

      // The cut draws: never past their cap, and every ticket counted sold has its numbered row.
      const draws = await sql.query(
        `select d.draw_id, d.ticket_cap, d.tickets_sold,
                (select count(*)::int from raffle_tickets r where r.draw_id = d.draw_id) as ticket_rows
           from draws d where d.draw_id = any($1)`,
        [[...before.keys()]],
      );
      const raffle = { draws: draws.rows.length, stock: 0, sold: 0, ticketRows: 0, oversoldDraws: 0 };
      for (const d of draws.rows) {
        const was = before.get(d.draw_id);
        const sold = d.tickets_sold - was.tickets_sold;
        const rows = d.ticket_rows - was.ticket_rows;
        raffle.stock += options.raffleStock;
        raffle.sold += sold;
        raffle.ticketRows += rows;
        if (d.tickets_sold > d.ticket_cap || sold > options.raffleStock || rows !== sold) raffle.oversoldDraws++;
      }
      const database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
      let ledgerIssues: unknown[];
      try {
        ledgerIssues = await checkLedgerIntegrity(database.db);
      } finally {
        await database.close();
      }
      const purchasesInShop = shop.purchases
        ? await purchaseTimesInShop(shop.purchases, options.purchaseProcesses ?? 0)
        : await purchaseTimesInShop(shop, options.processes);
      const purchases = [...rec.purchaseLatencies].sort((a, b) => a - b);
      return {
        processes: options.processes,
        baseRate: Math.round(baseRate),
        surgeRate,
        seconds: options.seconds,
        kinds: rec.figures(),
        purchasesAccepted: purchases.length,
        purchaseP99Ms: round1(percentile(purchases, 99)),
        client,
        purchasesInShop,
        quietP50Ms: round1(quietP50),
        recoverySeconds,
        raffle,
        ledgerIssues,
        failureSamples: rec.failureSamples,
        refusalSamples: rec.refusalSamples,
      };
    } finally {
      await sql.end();
    }
  } finally {
    await shop?.stop();
    await shop?.purchases?.stop();
    postgres.stop();
  }
}
