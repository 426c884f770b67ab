/**
 * Settlement benchmark (issue 10, docs/benchmarks.md): how long the shop's settlement takes to
 * score AND pay one draw of 1,000,000 game lines on PostgreSQL.
 *
 *   npm run bench:score
 *
 * A throwaway PostgreSQL 15 server (apps/server/tests/postgres-server.ts) gets the shop's
 * migrations and the demo catalogue. The tickets of the next Saturday Lotto draw are bulk-inserted
 * (multi-row INSERTs from arrays, not through HTTP; not timed) as real customers, orders, order
 * lines and tickets: tickets of 10 games each, most of them standard games, the rest systems 7 to
 * 10 (each system game is one game line covering C(N, 6) lines). Their numbers come from a seeded
 * random source, so every run settles the same draw. The draw is closed and its official result
 * published through the catalogue (as the results feed does), so it waits at DRAW_DRAWN.
 *
 * Timed: `settleDraw` (apps/server/src/flows/settlement/settle-draw.ts) with the dependencies the
 * settle-draws job gets in app.ts (the scoring module's scorer, the wallet, the mail outbox, the
 * default hold threshold, the default batch sizes), which scores the draw, pays it and tells its
 * winners; its report's step times give scoring, paying and telling apart, and the CPU of this
 * process and of the whole PostgreSQL server (from /proc, sampled every 200 ms) is split at the
 * same moments, a figure that a loaded machine disturbs far less than wall time. After each round the
 * bench checks what was paid (one prize journal per win, the amounts, the ledger summing to zero)
 * and puts the draw back to DRAW_DRAWN with no wins, journals or notices, for the next round.
 *
 * BENCH_LINES (game lines, default 1,000,000), BENCH_SYSTEM_SHARE (share of game lines that are
 * systems, default 0.1), BENCH_CUSTOMERS (default 20,000), BENCH_ROUNDS (default 3), BENCH_BATCH (tickets
 * per scoring page and wins per payment instead of settlement's defaults).
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { demoDrawOperations, seedDemoCatalogue } from '../apps/server/src/demo';
import { type SettleDrawDeps, type SettleReport, settleDraw } from '../apps/server/src/flows/settlement/settle-draw';
import { defaultLotteryScorer } from '../apps/server/src/flows/settlement/settle-draw-score';
import { fixedClock, systemClock } from '../apps/server/src/lib/clock';
import { cryptoRandom, seededRandom } from '../apps/server/src/lib/random';
import { createCatalogueService } from '../apps/server/src/modules/catalogue';
import { createMailService, MailboxFolderTransport } from '../apps/server/src/modules/mail';
import { createWallet } from '../apps/server/src/modules/wallet';
import { startPostgres } from '../apps/server/tests/postgres-server';

const totalLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const systemShare = Number(process.env.BENCH_SYSTEM_SHARE ?? 0.1);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Unset, settlement's own batch sizes, as the job runs it; set, SettleDrawDeps.batchSize (tickets per page, wins per payment). */
const batchSize = process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined;

const GAMES_PER_TICKET = 10;
const INSERT_CHUNK = 5_000;
const OFFER = 'saturday_lotto';
/** The server's default PRIZE_HOLD_THRESHOLD (apps/server/src/config.ts): $10,000. */
const PRIZE_HOLD_THRESHOLD = 1_000_000;
const drawn = [
  { name: 'Numbers', numbers: [3, 11, 19, 27, 35, 43], ordered: false },
  { name: 'Supplementary', numbers: [7, 40], ordered: false },
];
/** Dividends in cents per division (a typical Saturday Lotto draw). */
const dividends = [400_000_000, 800_000, 180_000, 3_500, 1_900, 1_200].map((prizeAmount, i) => ({
  division: i + 1,
  description: `Division ${i + 1}`,
  numWinners: 0,
  prizeAmount,
  prizeSuffix: null,
}));

const random = seededRandom(20261123);
const seconds = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(2)} s`;
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);
const customerIdOf = (c: number) => `bench-customer-${String(c).padStart(6, '0')}`;

/** `size` distinct numbers from 1 to 45, in ascending order as tickets keep them. */
function pickNumbers(size: number): number[] {
  const pool = Array.from({ length: 45 }, (_, i) => i + 1);
  for (let i = 0; i < size; i++) {
    const j = i + random.int(0, 45 - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, size).sort((a, b) => a - b);
}

interface BenchTicket {
  ticketId: string;
  customer: number;
  gameType: string;
  gameOffer: string;
  games: { Numbers: number[] }[];
}

function makeTickets(): BenchTicket[] {
  const ticketCount = Math.ceil(totalLines / GAMES_PER_TICKET);
  return Array.from({ length: ticketCount }, (_, t) => {
    const system = random.int(0, 1_000_000) < systemShare * 1_000_000;
    const size = system ? random.int(7, 11) : 6;
    const games = Math.min(GAMES_PER_TICKET, totalLines - t * GAMES_PER_TICKET);
    return {
      ticketId: `bench-${String(t).padStart(8, '0')}`,
      customer: random.int(0, customerCount),
      gameType: system ? 'reduced_system' : 'standard',
      gameOffer: system ? `system_${size}` : 'standard',
      games: Array.from({ length: games }, () => ({ Numbers: pickNumbers(size) })),
    };
  });
}

/** What a customer paid for their tickets: a notional 100 cents a game line (the bench's ledger history). */
const GAME_LINE_CENTS = 100;

/**
 * The sales, as the shop would hold them: customers (so winners get their email), one order each
 * with its tickets as order lines, and the customers' ledger history: a deposit to their cash and
 * the purchase of their order from it (so winners' cash accounts exist, and the ledger tables hold
 * rows as a trading shop's do, before any prize).
 */
async function insertSales(client: pg.Client, tickets: BenchTicket[], drawId: string, drawNo: number) {
  const spent = new Array<number>(customerCount).fill(0);
  for (const t of tickets) spent[t.customer] = (spent[t.customer] ?? 0) + t.games.length * GAME_LINE_CENTS;
  await client.query(
    `insert into ledger_accounts (id, holder, kind, subject, currency, balance, created_at) values
       ('operator:gateway_clearing:sandbox:AUD', 'operator', 'gateway_clearing', 'sandbox', 'AUD', 0, now()),
       ('operator:sales:${OFFER}:AUD', 'operator', 'sales', '${OFFER}', 'AUD', 0, now())`,
  );
  for (let c = 0; c < customerCount; c += INSERT_CHUNK) {
    const ids = Array.from({ length: Math.min(INSERT_CHUNK, customerCount - c) }, (_, k) => customerIdOf(c + k));
    const amounts = ids.map((_, k) => spent[c + k] ?? 0);
    await client.query(
      `insert into customers (id, customer_token, email, password_hash, password_changed_at, firstname, lastname,
         date_of_birth, communication_preferences, created_at, updated_at)
       select id, id || '-token', id || '@bench.test', 'not-a-password-hash', now(), 'Bench', 'Customer',
         '1980-01-01', '{}'::jsonb, now(), now()
       from unnest($1::text[]) as u(id)`,
      [ids],
    );
    await client.query(
      `insert into orders (order_id, checkout_id, customer_id, status, total, currency, tracking_data, created_at)
       select id || '-order', id || '-checkout', id, 'ORDER_COMPLETE', amount, 'AUD', '{}', now()
       from unnest($1::text[], $2::bigint[]) as u(id, amount)`,
      [ids, amounts],
    );
    await client.query(
      `with spend as (select * from unnest($1::text[], $2::bigint[]) as u(id, amount) where amount > 0),
       account as (
         insert into ledger_accounts (id, holder, customer_id, kind, currency, balance, created_at)
         select 'customer:' || id || ':cash:AUD', 'customer', id, 'cash', 'AUD', 0, now() from spend
       ),
       journal as (
         insert into ledger_journals (id, kind, reference, description, metadata, created_at)
         select id || '-' || kind, kind, id || '-' || kind, kind, '{}'::jsonb, now()
         from spend, unnest(array['deposit', 'purchase']) as k(kind)
       )
       insert into ledger_postings (journal_id, account_id, currency, amount)
       select id || '-deposit', 'operator:gateway_clearing:sandbox:AUD', 'AUD', -amount from spend
       union all select id || '-deposit', 'customer:' || id || ':cash:AUD', 'AUD', amount from spend
       union all select id || '-purchase', 'customer:' || id || ':cash:AUD', 'AUD', -amount from spend
       union all select id || '-purchase', 'operator:sales:${OFFER}:AUD', 'AUD', amount from spend`,
      [ids, amounts],
    );
  }
  for (let i = 0; i < tickets.length; i += INSERT_CHUNK) {
    const chunk = tickets.slice(i, i + INSERT_CHUNK);
    const ids = chunk.map((t) => t.ticketId);
    const customers = chunk.map((t) => customerIdOf(t.customer));
    const gameTypes = chunk.map((t) => t.gameType);
    const gameOffers = chunk.map((t) => t.gameOffer);
    await client.query(
      `insert into order_lines (order_line_id, order_id, position, product_type, product_offer_key, game_type,
         game_offer, num_games, num_draws, amount, currency)
       select id, c || '-order', pos, 'lottery_ticket', $7, gt, go, n, 1, n * $8, 'AUD'
       from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::int[]) as u(id, c, pos, gt, go, n)`,
      [
        ids,
        customers,
        chunk.map((_, k) => i + k),
        gameTypes,
        gameOffers,
        chunk.map((t) => t.games.length),
        OFFER,
        GAME_LINE_CENTS,
      ],
    );
    await client.query(
      `insert into tickets (ticket_id, order_line_id, customer_id, product_type, draw_id, draw_no, draw_date,
         game_type, game_offer, num_games, games, quick_pick, created_at)
       select id, id, c, 'lottery_ticket', $6, $7, now(), gt, go, jsonb_array_length(g), g, '[]'::jsonb, now()
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[]) as u(id, c, gt, go, g)`,
      [ids, customers, gameTypes, gameOffers, chunk.map((t) => JSON.stringify(t.games)), drawId, drawNo],
    );
  }
  await client.query('vacuum analyze');
}

/** CPU time (ms) of a process from /proc: its own, plus that of its children that ended when asked. */
function processCpuMs(pid: number, withEnded: boolean): number {
  try {
    // Fields after the command's closing parenthesis: state is 3, utime 14, stime 15, cutime 16, cstime 17.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = [11, 12, ...(withEnded ? [13, 14] : [])].reduce((n, i) => n + Number(fields[i] ?? 0), 0);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0; // the process ended meanwhile
  }
}

const parentOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);

/** CPU time (ms) the whole PostgreSQL server has used: the postmaster, its live backends and those that ended. */
function postgresCpuMs(postmaster: number): number {
  let ms = processCpuMs(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === postmaster) continue;
    try {
      if (parentOf(pid) === postmaster) ms += processCpuMs(pid, false);
    } catch {
      // ended meanwhile
    }
  }
  return ms;
}

/** CPU time used so far (ms) by this process and by PostgreSQL, at a moment (performance.now()). */
interface CpuSample {
  at: number;
  node: number;
  postgres: number;
}

function sampleCpu(postmaster: number): CpuSample {
  const own = process.cpuUsage();
  return { at: performance.now(), node: (own.user + own.system) / 1000, postgres: postgresCpuMs(postmaster) };
}

/** The CPU used by `at`, interpolated between the samples around it. */
function cpuAt(samples: CpuSample[], at: number): { node: number; postgres: number } {
  const i = Math.max(
    0,
    samples.findLastIndex((x) => x.at <= at),
  );
  const a = samples[i] as CpuSample;
  const b = samples[Math.min(i + 1, samples.length - 1)] as CpuSample;
  const f = b.at > a.at ? Math.min(1, Math.max(0, (at - a.at) / (b.at - a.at))) : 0;
  return { node: a.node + f * (b.node - a.node), postgres: a.postgres + f * (b.postgres - a.postgres) };
}

/** What the round paid, read back from the ledger and the wins. */
interface Paid {
  wins: number;
  winningTickets: number;
  winners: number;
  held: number;
  prizeJournals: number;
  prizeReferences: number;
  prizeCents: number;
  ledgerSum: number;
  notices: number;
  emails: number;
}

async function readPaid(client: pg.Client, drawId: string): Promise<Paid> {
  const { rows } = await client.query(
    `select
       (select count(*) from winnings where draw_id = $1)::int as wins,
       (select count(distinct ticket_id) from winnings where draw_id = $1)::int as "winningTickets",
       (select count(distinct customer_id) from winnings where draw_id = $1)::int as winners,
       (select count(*) from winnings where draw_id = $1 and status = 'held')::int as held,
       (select count(*) from ledger_journals where kind = 'prize')::int as "prizeJournals",
       (select count(distinct reference) from ledger_journals where kind = 'prize')::int as "prizeReferences",
       (select coalesce(sum(amount), 0) from ledger_postings p join ledger_journals j on j.id = p.journal_id
          where j.kind = 'prize' and p.amount > 0)::bigint as "prizeCents",
       (select coalesce(sum(amount), 0) from ledger_postings)::bigint as "ledgerSum",
       (select count(*) from winner_notices where draw_id = $1)::int as notices,
       (select count(*) from mail_outbox where kind = 'draw_results')::int as emails`,
    [drawId],
  );
  const row = rows[0] as Record<keyof Paid, string | number>;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as Paid;
}

/** The draw back at DRAW_DRAWN as the results left it: no wins, prizes, notices or emails. */
async function resetSettlement(client: pg.Client, drawId: string) {
  await client.query('begin');
  // The ledger refuses deletes by trigger (it is append-only); this throwaway database lets the bench undo a round.
  await client.query('set local session_replication_role = replica');
  await client.query(
    `update ledger_accounts a set balance = a.balance - won.amount
     from (select account_id, sum(amount) as amount from ledger_postings
           where journal_id in (select id from ledger_journals where kind = 'prize') group by account_id) as won
     where a.id = won.account_id and a.holder = 'customer'`,
  );
  await client.query(
    `delete from ledger_postings where journal_id in (select id from ledger_journals where kind = 'prize')`,
  );
  await client.query(`delete from ledger_journals where kind = 'prize'`);
  await client.query(`delete from winnings where draw_id = $1`, [drawId]);
  await client.query(`delete from winner_notices where draw_id = $1`, [drawId]);
  await client.query(`delete from mail_outbox where kind = 'draw_results'`);
  await client.query(`update draws set status = 'DRAW_DRAWN' where draw_id = $1`, [drawId]);
  await client.query('commit');
  await client.query('vacuum analyze');
}

async function main() {
  const server = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query('create database drawline_settle');
    await admin.end();
    const url = server.url('drawline_settle');
    // The pool app.ts would open; migrate() holds one connection for its advisory lock.
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
    await database.migrate();
    const db = database.db;
    const seedClock = fixedClock(new Date());
    await seedDemoCatalogue(db, seedClock);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows: next } = await client.query(
      `select draw_id as "drawId", draw_no as "drawNo", stop_date as "stopDate" from draws
       where offer_key = $1 and status = 'DRAW_OPEN' order by draw_date limit 1`,
      [OFFER],
    );
    const draw = next[0] as { drawId: string; drawNo: number; stopDate: Date };

    const made = performance.now();
    const tickets = makeTickets();
    const gameLines = tickets.reduce((n, t) => n + t.games.length, 0);
    const systemLines = tickets.filter((t) => t.gameType === 'reduced_system').reduce((n, t) => n + t.games.length, 0);
    const linesCovered = tickets.reduce((n, t) => n + t.games.reduce((m, g) => m + choose(g.Numbers.length, 6), 0), 0);
    await insertSales(client, tickets, draw.drawId, draw.drawNo);
    console.log(
      `inserted ${customerCount} customers with their deposits and purchases, ${tickets.length} tickets, ${gameLines} game lines (${systemLines} of them systems 7-10), covering ${linesCovered} plain lines, in ${Math.round(performance.now() - made)} ms`,
    );

    // Sales stop and the official result comes in, as the schedule job and the results feed do it.
    seedClock.set(new Date(new Date(draw.stopDate).getTime() + 1000));
    const catalogue = createCatalogueService({ db, clock: seedClock, ...demoDrawOperations() });
    await catalogue.closeStoppedDraws();
    await catalogue.recordDrawResults(draw.drawId, { winningNumbers: drawn, divisions: dividends });

    // The settle-draws job's dependencies, as app.ts builds them.
    const base = { db, clock: systemClock, random: cryptoRandom };
    const deps: SettleDrawDeps = {
      ...base,
      wallet: createWallet(base),
      mail: createMailService({
        ...base,
        transport: new MailboxFolderTransport(mkdtempSync(path.join(tmpdir(), 'drawline-bench-'))),
        from: 'bench@drawline.test',
      }),
      scorer: defaultLotteryScorer,
      prizeHoldThreshold: PRIZE_HOLD_THRESHOLD,
      publicUrl: 'http://localhost:3000',
      siteName: 'Drawline',
      ...(batchSize ? { batchSize } : {}),
    };

    const { rows: backend } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const postmaster = parentOf((backend[0] as { pid: number }).pid);
    type Cpu = { node: number; postgres: number };
    const runs: { ms: number; report: SettleReport; paid: Paid; cpu: [Cpu, Cpu, Cpu] }[] = [];
    for (let r = 0; r < rounds; r++) {
      if (r > 0) await resetSettlement(client, draw.drawId);
      // CPU sampled every 200 ms while settling, to give each step its share (the sampling's own
      // cost, a scan of /proc, is in the node figure).
      const samples = [sampleCpu(postmaster)];
      const sampler = setInterval(() => samples.push(sampleCpu(postmaster)), 200);
      const start = samples[0]?.at as number;
      const report = (await settleDraw(deps, draw.drawId)) as SettleReport;
      clearInterval(sampler);
      samples.push(sampleCpu(postmaster));
      const ms = performance.now() - start;
      const boundaries = [start];
      for (const status of ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID'] as const) {
        boundaries.push((boundaries.at(-1) as number) + (report.stepMs[status] ?? 0));
      }
      const cpu = boundaries.slice(1).map((end, k) => {
        const [a, b] = [cpuAt(samples, boundaries[k] as number), cpuAt(samples, end)];
        return { node: b.node - a.node, postgres: b.postgres - a.postgres };
      }) as [Cpu, Cpu, Cpu];
      const paid = await readPaid(client, draw.drawId);
      const problems = [
        report.to !== 'DRAW_EMAILED' && `the draw stopped at ${report.to}`,
        paid.prizeJournals !== paid.wins && `${paid.prizeJournals} prize journals for ${paid.wins} wins`,
        paid.prizeReferences !== paid.wins && `${paid.prizeReferences} prize references for ${paid.wins} wins`,
        report.paid + report.held !== paid.wins && `paid ${report.paid} + held ${report.held} of ${paid.wins} wins`,
        paid.ledgerSum !== 0 && `the ledger sums to ${paid.ledgerSum}`,
        paid.notices !== paid.winners && `${paid.notices} notices for ${paid.winners} winners`,
      ].filter(Boolean);
      if (problems.length) throw new Error(`Round ${r + 1}: ${problems.join('; ')}`);
      runs.push({ ms, report, paid, cpu });
      console.log(
        `  CPU (node + PostgreSQL): scoring ${seconds(cpu[0].node)} + ${seconds(cpu[0].postgres)}, paying ${seconds(cpu[1].node)} + ${seconds(cpu[1].postgres)}, telling ${seconds(cpu[2].node)} + ${seconds(cpu[2].postgres)}`,
      );
      const scoreMs = report.stepMs.DRAW_DRAWN ?? 0;
      const payMs = report.stepMs.DRAW_SCORED ?? 0;
      console.log(
        `round ${r + 1}: scored and paid in ${seconds(scoreMs + payMs)} (${Math.round((gameLines / (scoreMs + payMs)) * 1000)} game lines/s): scoring ${seconds(scoreMs)}, paying ${seconds(payMs)}; then telling ${seconds(report.stepMs.DRAW_PAID)}; ${paid.winningTickets} winning tickets, ${paid.wins} wins (${paid.held} held), ${paid.winners} winners, $${(paid.prizeCents / 100).toFixed(2)} in prizes, ${paid.emails} emails`,
      );
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const scoreMs = median(runs.map((r) => r.report.stepMs.DRAW_DRAWN ?? 0));
    const payMs = median(runs.map((r) => r.report.stepMs.DRAW_SCORED ?? 0));
    const bothMs = median(runs.map((r) => (r.report.stepMs.DRAW_DRAWN ?? 0) + (r.report.stepMs.DRAW_SCORED ?? 0)));
    console.log(
      JSON.stringify({
        gameLines,
        systemLines,
        linesCovered,
        tickets: tickets.length,
        customers: customerCount,
        batchSize: batchSize ?? 'settlement defaults',
        wins: runs[0]?.paid.wins,
        medianScoreSeconds: Number((scoreMs / 1000).toFixed(2)),
        medianPaySeconds: Number((payMs / 1000).toFixed(2)),
        medianScoreAndPaySeconds: Number((bothMs / 1000).toFixed(2)),
        gameLinesPerSecond: Math.round((gameLines / bothMs) * 1000),
        medianTellSeconds: Number((median(runs.map((r) => r.report.stepMs.DRAW_PAID ?? 0)) / 1000).toFixed(2)),
        medianCpuSeconds: Object.fromEntries(
          (['score', 'pay', 'tell'] as const).map((step, k) => [
            step,
            {
              node: Number((median(runs.map((r) => r.cpu[k]?.node ?? 0)) / 1000).toFixed(2)),
              postgres: Number((median(runs.map((r) => r.cpu[k]?.postgres ?? 0)) / 1000).toFixed(2)),
            },
          ]),
        ),
        node: process.version,
        cpus: cpus().length,
        loadAverage: loadavg()[0]?.toFixed(1),
      }),
    );
    await client.end();
    await database.close();
  } finally {
    server.stop();
  }
}

await main();
