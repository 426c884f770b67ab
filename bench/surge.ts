/**
 * The jackpot surge benchmark (issue 12): prints the figures of one run of the surge runner
 * (apps/server/tests/surge.ts, which says what it does; its correctness half is also a test,
 * apps/server/tests/surge.api.test.ts). Figures go in docs/benchmarks.md.
 *
 *   npm run build && npm run bench:surge
 *
 * SURGE_SECONDS (60), SURGE_FACTOR (10), SURGE_CUSTOMERS (120), SURGE_RAFFLE_STOCK (50),
 * SURGE_PROCESSES (2), SURGE_BASE_RATE (the surge's base; the warm-up measures it when unset),
 * SURGE_COLD=1 (no warm-up: the surge meets processes that served nothing), SURGE_CONNECTIONS (the most
 * connections the client keeps, as a load balancer would: 64 a process; 0 for no cap), SURGE_CDN=1 (a CDN in
 * front keeps what the shop's Cache-Control lets it: the pages), SURGE_PURCHASE_PROCESSES (processes of
 * their own for POST /v2/cart/purchase, routed there by the load balancer: decision 566), SURGE_SHOP_ENV (the shop's settings
 * for a tuning run, `PURCHASE_LANES=3,DATABASE_POOL_SIZE=10`).
 */
import { cpus, loadavg } from 'node:os';
import { runSurge } from '../apps/server/tests/surge';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const shopEnv = Object.fromEntries(
  (process.env.SURGE_SHOP_ENV ?? '')
    .split(',')
    .filter((pair) => pair.includes('='))
    .map((pair) => pair.split('=').map((s) => s.trim()) as [string, string]),
);
if (Object.keys(shopEnv).length) console.log(`shop settings: ${JSON.stringify(shopEnv)}`);
console.log(`node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at start`);
const figures = await runSurge({
  seconds: env('SURGE_SECONDS', 60),
  factor: env('SURGE_FACTOR', 10),
  customers: env('SURGE_CUSTOMERS', 120),
  raffleStock: env('SURGE_RAFFLE_STOCK', 50),
  processes: env('SURGE_PROCESSES', 2),
  baseRate: process.env.SURGE_BASE_RATE ? Number(process.env.SURGE_BASE_RATE) : undefined,
  cold: process.env.SURGE_COLD === '1',
  connections: process.env.SURGE_CONNECTIONS ? Number(process.env.SURGE_CONNECTIONS) : undefined,
  cdn: process.env.SURGE_CDN === '1',
  purchaseProcesses: env('SURGE_PURCHASE_PROCESSES', 0),
  shopEnv,
  log: (line) => console.log(line),
});
console.log('');
console.log('| kind | sent | 2xx | 503 shed | 4xx | other 5xx | timed out | p50 ms (2xx) | p99 ms (2xx) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [kind, f] of Object.entries(figures.kinds)) {
  console.log(
    `| ${kind} | ${f.sent} | ${f.ok} | ${f.shed} | ${f.refused} | ${f.serverErrors} | ${f.timedOut} | ${f.p50Ms} | ${f.p99Ms} |`,
  );
}
console.log('');
console.log(
  `sustained ${figures.baseRate} ops/s, surge ${figures.surgeRate} ops/s for ${figures.seconds} s on ${figures.processes} processes`,
);
console.log(`accepted purchases: ${figures.purchasesAccepted}, p99 ${figures.purchaseP99Ms} ms as the client saw them`);
const { client } = figures;
console.log(
  `the client: event-loop delay p99 ${client.loopDelayP99Ms} ms (max ${client.loopDelayMaxMs}), at most ${client.peakInFlight} requests in flight, ${client.socketsOpened} connections opened`,
);
if (client.cdn)
  console.log(`the CDN: ${client.cdn.hits} requests answered from it, ${client.cdn.misses} asked of the shop`);
const inShop = figures.purchasesInShop;
console.log(
  inShop
    ? `in the shop's processes: ${inShop.accepted} accepted, ${inShop.withinOneSecond} within 1 s, p99 at most ${inShop.p99BucketMs ?? 'over 5000'} ms (histogram bucket)`
    : "in the shop's processes: not read (/metrics did not answer from every process)",
);
console.log(
  `normal latency again ${figures.recoverySeconds ?? 'not within 30'} s after the surge (quiet p50 ${figures.quietP50Ms} ms)`,
);
console.log(
  `raffle: ${figures.raffle.sold} of the last ${figures.raffle.stock} tickets of ${figures.raffle.draws} draws sold, ${figures.raffle.ticketRows} numbered, ${figures.raffle.oversoldDraws} draws oversold`,
);
console.log(`ledger: ${figures.ledgerIssues.length === 0 ? 'balanced' : JSON.stringify(figures.ledgerIssues)}`);
if (figures.failureSamples.length) console.log(`failures: ${figures.failureSamples.join(' | ')}`);
if (figures.refusalSamples.length) console.log(`refusals (first few): ${figures.refusalSamples.join(' | ')}`);
