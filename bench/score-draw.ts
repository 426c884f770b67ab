/**
 * Scoring benchmark (issue 10, docs/benchmarks.md): how long settlement's scoring of one draw of
 * 1,000,000 game lines takes on PostgreSQL, the way decision 194 says to do it: read the draw's
 * tickets in keyset pages, score each page with the scoring module, write each page's winning
 * lines with one multi-row INSERT.
 *
 *   npm run bench:score
 *
 * A throwaway PostgreSQL 15 server (apps/server/tests/postgres-server.ts) gets the shop's
 * migrations; the tickets of one Saturday Lotto draw are bulk-inserted (multi-row INSERTs from
 * arrays, not through HTTP): tickets of 10 games each, most of them standard games, the rest
 * systems 7 to 10 (each system game is one game line covering C(N, 6) lines). Their numbers come
 * from a seeded random source, so every run scores the same draw. The wins go to a bench-only
 * table, `bench_ticket_wins` (ticket, division, count, amount), as settlement would write them.
 * Only reading, scoring and writing are timed, not the inserts.
 *
 * BENCH_LINES (game lines, default 1,000,000), BENCH_SYSTEM_SHARE (share of game lines that are
 * systems, default 0.1), BENCH_PAGE (tickets per page, default 10,000), BENCH_ROUNDS (default 3).
 */
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { seededRandom } from '../apps/server/src/lib/random';
import {
  type GameNumbers,
  scoreBatch,
  scoringDraw,
  type TicketToScore,
  ticketPrize,
} from '../apps/server/src/modules/scoring';
import { startPostgres } from '../apps/server/tests/postgres-server';

const totalLines = Number(process.env.BENCH_LINES ?? 1_000_000);
const systemShare = Number(process.env.BENCH_SYSTEM_SHARE ?? 0.1);
const pageSize = Number(process.env.BENCH_PAGE ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const GAMES_PER_TICKET = 10;
const INSERT_CHUNK = 5_000;
const LOTTERY = 'saturday_lotto';
const DRAW_ID = 'bench-saturday-4500';
const drawn = { Numbers: [3, 11, 19, 27, 35, 43], Supplementary: [7, 40] };
/** Dividends in cents per division (a typical Saturday Lotto draw). */
const dividends = [400_000_000, 800_000, 180_000, 3_500, 1_900, 1_200].map((prizeAmount, i) => ({
  division: i + 1,
  prizeAmount,
}));

const random = seededRandom(20261123);
const ms = (x: number) => `${Math.round(x)} ms`;
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

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
  gameType: string;
  gameOffer: string;
  games: GameNumbers[];
}

function makeTickets(): BenchTicket[] {
  const ticketCount = Math.ceil(totalLines / GAMES_PER_TICKET);
  return Array.from({ length: ticketCount }, (_, t) => {
    const system = random.int(0, 1_000_000) < systemShare * 1_000_000;
    const size = system ? random.int(7, 11) : 6;
    const games = Math.min(GAMES_PER_TICKET, totalLines - t * GAMES_PER_TICKET);
    return {
      ticketId: `bench-${String(t).padStart(8, '0')}`,
      gameType: system ? 'reduced_system' : 'standard',
      gameOffer: system ? `system_${size}` : 'standard',
      games: Array.from({ length: games }, () => ({ Numbers: pickNumbers(size) })),
    };
  });
}

async function insertTickets(client: pg.Client, tickets: BenchTicket[]) {
  await client.query(
    `insert into orders (order_id, checkout_id, customer_id, status, total, currency, tracking_data, created_at)
     values ('bench-order', 'bench-checkout', 'bench-customer', 'ORDER_COMPLETE', 0, 'AUD', '{}', now())`,
  );
  for (let i = 0; i < tickets.length; i += INSERT_CHUNK) {
    const chunk = tickets.slice(i, i + INSERT_CHUNK);
    const ids = chunk.map((t) => t.ticketId);
    const lines = [
      ids,
      chunk.map((_, k) => i + k),
      chunk.map((t) => t.gameType),
      chunk.map((t) => t.gameOffer),
      chunk.map((t) => t.games.length),
    ];
    await client.query(
      `insert into order_lines (order_line_id, order_id, position, product_type, product_offer_key, game_type,
         game_offer, num_games, num_draws, amount, currency)
       select id, 'bench-order', pos, 'lottery_ticket', $6, gt, go, n, 1, 0, 'AUD'
       from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::int[]) as u(id, pos, gt, go, n)`,
      [...lines, LOTTERY],
    );
    await client.query(
      `insert into tickets (ticket_id, order_line_id, customer_id, product_type, draw_id, draw_no, draw_date,
         game_type, game_offer, num_games, games, quick_pick, created_at)
       select id, id, 'bench-customer', 'lottery_ticket', $5, 4500, now(), gt, go, jsonb_array_length(g), g,
         '[]'::jsonb, now()
       from unnest($1::text[], $2::text[], $3::text[], $4::jsonb[]) as u(id, gt, go, g)`,
      [ids, lines[2], lines[3], chunk.map((t) => JSON.stringify(t.games)), DRAW_ID],
    );
  }
  await client.query('analyze tickets');
}

interface Run {
  ms: number;
  /** Of which reading pages, scoring them, writing their wins. */
  readMs: number;
  scoreMs: number;
  writeMs: number;
  pages: number;
  tickets: number;
  winningTickets: number;
  winRows: number;
  prizeCents: number;
}

/** Settlement's scoring of the draw, as decision 194 describes it. */
async function scoreDraw(client: pg.Client): Promise<Run> {
  await client.query('truncate bench_ticket_wins');
  const start = performance.now();
  const draw = scoringDraw(LOTTERY, drawn);
  const run: Run = {
    ms: 0,
    readMs: 0,
    scoreMs: 0,
    writeMs: 0,
    pages: 0,
    tickets: 0,
    winningTickets: 0,
    winRows: 0,
    prizeCents: 0,
  };
  let after = '';
  for (;;) {
    const t0 = performance.now();
    const { rows } = await client.query<TicketToScore>({
      name: 'bench-ticket-page',
      text: `select ticket_id as "ticketId", game_type as "gameType", games, combo_games as "comboGames"
             from tickets where draw_id = $1 and ticket_id > $2 order by ticket_id limit $3`,
      values: [DRAW_ID, after, pageSize],
    });
    const t1 = performance.now();
    run.readMs += t1 - t0;
    if (!rows.length) break;
    const winners = scoreBatch(draw, rows);
    const ids: string[] = [];
    const divisions: number[] = [];
    const counts: number[] = [];
    const amounts: number[] = [];
    for (const w of winners) {
      for (const d of w.wins) {
        ids.push(w.ticketId);
        divisions.push(d.division);
        counts.push(d.count);
        amounts.push(ticketPrize([d], dividends));
      }
    }
    const t2 = performance.now();
    run.scoreMs += t2 - t1;
    if (ids.length) {
      await client.query({
        name: 'bench-write-wins',
        text: `insert into bench_ticket_wins (ticket_id, division, count, amount)
               select * from unnest($1::text[], $2::int[], $3::int[], $4::bigint[])
               on conflict do nothing`,
        values: [ids, divisions, counts, amounts],
      });
    }
    run.writeMs += performance.now() - t2;
    run.pages++;
    run.tickets += rows.length;
    run.winningTickets += winners.length;
    run.winRows += ids.length;
    run.prizeCents += amounts.reduce((a, b) => a + b, 0);
    after = (rows[rows.length - 1] as TicketToScore).ticketId;
  }
  run.ms = performance.now() - start;
  return run;
}

async function main() {
  const server = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query('create database drawline_score');
    await admin.end();
    const url = server.url('drawline_score');
    // Two connections: migrate() holds one for its advisory lock while the migrator uses another.
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    await database.migrate();
    await database.close();

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      `create table bench_ticket_wins (ticket_id text not null, division int not null, count int not null,
         amount bigint not null, primary key (ticket_id, division))`,
    );
    const made = performance.now();
    const tickets = makeTickets();
    const gameLines = tickets.reduce((n, t) => n + t.games.length, 0);
    const systemLines = tickets.filter((t) => t.gameType === 'reduced_system').reduce((n, t) => n + t.games.length, 0);
    const linesCovered = tickets.reduce(
      (n, t) => n + t.games.reduce((m, g) => m + choose(g.Numbers?.length ?? 0, 6), 0),
      0,
    );
    await insertTickets(client, tickets);
    console.log(
      `inserted ${tickets.length} tickets, ${gameLines} game lines (${systemLines} of them systems 7-10), covering ${linesCovered} plain lines, in ${Math.round(performance.now() - made)} ms`,
    );

    const runs: Run[] = [];
    for (let r = 0; r < rounds; r++) {
      const run = await scoreDraw(client);
      runs.push(run);
      console.log(
        `round ${r + 1}: ${(run.ms / 1000).toFixed(2)} s, ${Math.round((gameLines / run.ms) * 1000)} game lines/s (read ${ms(run.readMs)}, score ${ms(run.scoreMs)}, write ${ms(run.writeMs)}), ${run.pages} pages, ${run.winningTickets} winning tickets, ${run.winRows} win rows, $${(run.prizeCents / 100).toFixed(2)} in prizes`,
      );
    }
    const best = Math.min(...runs.map((r) => r.ms));
    const median = [...runs.map((r) => r.ms)].sort((a, b) => a - b)[Math.floor(runs.length / 2)] as number;
    console.log(
      JSON.stringify({
        gameLines,
        systemLines,
        linesCovered,
        tickets: tickets.length,
        pageSize,
        medianSeconds: Number((median / 1000).toFixed(2)),
        bestSeconds: Number((best / 1000).toFixed(2)),
        gameLinesPerSecond: Math.round((gameLines / median) * 1000),
        node: process.version,
        cpus: cpus().length,
        loadAverage: loadavg()[0]?.toFixed(1),
      }),
    );
    await client.end();
  } finally {
    server.stop();
  }
}

await main();
