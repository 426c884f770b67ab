/**
 * Recurring engine benchmark (issue 25, docs/benchmarks.md): how long the recurring engine takes to
 * place every active autoplay due for one draw on PostgreSQL, and what a customer buying by hand in
 * the same draw meanwhile waits for a purchase.
 *
 *   npm run bench:recurring
 *
 * A throwaway PostgreSQL 15 server (apps/server/tests/postgres-server.ts) gets the shop's
 * migrations and the demo catalogue; the shop is built in this process (buildApp, as the server
 * does) and the engine run is the job's own call, placeDueRecurringPurchases, with the app's engine
 * dependencies. Not timed, set-based INSERT … SELECT from generate_series (as bench/score-draw.ts
 * seeds its sales): BENCH_CUSTOMERS customers (default 200,000), each with BENCH_AUTOPLAYS /
 * BENCH_CUSTOMERS Powerball autoplays of 4 games (default 1,000,000 in all) due for the next draw;
 * nine in ten customers pay from a funded wallet (BENCH_CARD_SHARE, default 0.1, have an empty
 * wallet and a saved sandbox card that approves as their recurring purchase method), and one wallet
 * customer in twenty (BENCH_LIMITED_SHARE) has a daily spend limit that holds two of their
 * autoplays and refuses the rest.
 *
 * Timed: one engine run over all of them. Meanwhile BENCH_BUYERS customers (default 4) each buy a
 * Powerball entry by hand, one after another (POST /v2/cart/items, then POST /v2/cart/purchase with
 * an Idempotency-Key), through the same app: their purchase calls' p50 and p99. Then the checks:
 * every autoplay placed once (bought, or given up by its limit), an order for each bought one, the
 * ledger summing to zero with every customer's balance its postings' (operator balances are not kept), no wallet below zero, no spend limit
 * passed. The machine's load average is printed with the figures.
 *
 * BENCH_ENGINES (engine runs side by side, each on the app's pool, default 1): a second run
 * claims nothing the first placed (exactly once by the database). BENCH_CONCURRENCY (customers an
 * engine places at once, the engine's default unless set), BENCH_POOL (the app's pool, default 10),
 * BENCH_CARD_WIDTH (customers whose cards are asked at once, decision 539).
 * BENCH_FLOOR=<batch>: no engine; the rows of every wallet-paid placement written set-based, that
 * many a transaction, with no rule checked (recurring-floor.ts): the database's floor, for comparison.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemoCatalogue } from '../apps/server/src/demo';
import { placeDueRecurringPurchases } from '../apps/server/src/flows/recurring/place-due-recurring-purchases';
import type { RecurringEngineDeps } from '../apps/server/src/flows/recurring/recurring-flow.deps';
import { systemClock } from '../apps/server/src/lib/clock';
import { powerballGames } from '../apps/server/tests/cart-helpers';
import { signUp } from '../apps/server/tests/identity-helpers';
import { fundWallet } from '../apps/server/tests/ledger-helpers';
import { startPostgres } from '../apps/server/tests/postgres-server';
import { writeFloor } from './recurring-floor';

const autoplayCount = Number(process.env.BENCH_AUTOPLAYS ?? 1_000_000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? Math.ceil(autoplayCount / 5));
const cardShare = Number(process.env.BENCH_CARD_SHARE ?? 0.1);
const limitedShare = Number(process.env.BENCH_LIMITED_SHARE ?? 0.05);
const buyerCount = Number(process.env.BENCH_BUYERS ?? 4);
const engineCount = Number(process.env.BENCH_ENGINES ?? 1);
/** Customers each engine places at once (RecurringEngineDeps.concurrency); the engine's default unless set. */
const concurrency = process.env.BENCH_CONCURRENCY ? Number(process.env.BENCH_CONCURRENCY) : undefined;
const poolSize = Number(process.env.BENCH_POOL ?? 10);
/** Customers whose cards are asked at once for what a batch found their wallets short (decision 539); the engine's default unless set. */
const cardWidth = process.env.BENCH_CARD_WIDTH ? Number(process.env.BENCH_CARD_WIDTH) : undefined;
/** The engine's page and set-based batch size (decision 417); 0 leaves every placement to the per-order path. */
const batch = process.env.BENCH_BATCH === undefined ? undefined : Number(process.env.BENCH_BATCH);
/** Instead of the engine, the database's floor: a placement's rows written set-based (recurring-floor.ts). */
const floorBatch = process.env.BENCH_FLOOR ? Number(process.env.BENCH_FLOOR) : 0;
const OFFER = 'powerball2018';
const WALLET_CENTS = 1_000_000;
const DAY = 86_400_000;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

/** Every 1 in `1 / share` of n, spread evenly: customer c is one when this is true. */
const everyNth = (share: number) => (share > 0 ? Math.max(1, Math.round(1 / share)) : 0);

async function seed(client: pg.Client, drawDate: Date, price: number) {
  // Whole numbers only, written into the statements (no customer input here).
  const n = Math.trunc(customerCount);
  const cardEvery = Math.trunc(everyNth(cardShare));
  const limitedEvery = Math.trunc(everyNth(limitedShare));
  const isCard = `(${cardEvery} > 0 and c % ${cardEvery || 1} = 0)`;
  const isLimited = `(not ${isCard} and ${limitedEvery} > 0 and c % ${limitedEvery || 1} = 1)`;
  const id = `'bench-c-' || lpad(c::text, 7, '0')`;
  const customers = `generate_series(0, ${n - 1}) c`;
  const run = (text: string, values: unknown[] = []) => client.query(text, values);
  await run(
    `insert into customers (id, customer_token, email, password_hash, password_changed_at, firstname, lastname,
       date_of_birth, communication_preferences, created_at, updated_at)
     select ${id}, ${id} || '-token', ${id} || '@bench.test', 'not-a-password-hash', now(), 'Bench', 'Customer',
       '1980-01-01', '{}'::jsonb, now(), now()
     from ${customers}`,
  );
  // Wallet customers' money: a deposit journal from the gateway's clearing account to their cash.
  await run(
    `insert into ledger_accounts (id, holder, kind, subject, currency, balance, created_at)
     values ('operator:gateway_clearing:sandbox:AUD', 'operator', 'gateway_clearing', 'sandbox', 'AUD', 0, now())
     on conflict (id) do nothing`,
  );
  await run(
    `with funded as (select ${id} as id from ${customers} where not ${isCard}),
     account as (
       insert into ledger_accounts (id, holder, customer_id, kind, currency, balance, created_at)
       select 'customer:' || id || ':cash:AUD', 'customer', id, 'cash', 'AUD', ${WALLET_CENTS}, now() from funded
     ),
     journal as (
       insert into ledger_journals (id, kind, reference, description, metadata, created_at)
       select id || '-deposit', 'deposit', id || '-deposit', 'Bench deposit', '{}'::jsonb, now() from funded
     )
     insert into ledger_postings (journal_id, account_id, currency, amount)
     select id || '-deposit', 'operator:gateway_clearing:sandbox:AUD', 'AUD', -${WALLET_CENTS} from funded
     union all select id || '-deposit', 'customer:' || id || ':cash:AUD', 'AUD', ${WALLET_CENTS} from funded`,
  );
  // Card customers: a sandbox card that approves, saved, and chosen as the recurring purchase method.
  await run(
    `with carded as (select ${id} as id from ${customers} where ${isCard}),
     gateway as (
       insert into sandbox_gateway_cards (token, brand, last4, expiry_month, expiry_year, holder_name, behaviour, created_at)
       select 'sbx_tok_' || id, 'visa', '1111', 12, 2035, 'Bench Customer', 'approve', now() from carded
     ),
     card as (
       insert into funds_cards (id, customer_id, gateway, token, brand, last4, expiry_month, expiry_year, holder_name, is_default, created_at)
       select 'card-' || id, id, 'sandbox', 'sbx_tok_' || id, 'visa', '1111', 12, 2035, 'Bench Customer', true, now() from carded
     )
     insert into recurring_purchase_methods (customer_id, fund_id, updated_at) select id, 'card-' || id, now() from carded`,
  );
  // Limited customers: a daily spend limit that holds two autoplays of the draw, not three.
  await run(
    `insert into customer_limits (id, customer_id, kind, period, amount, currency, created_at, updated_at)
     select 'limit-' || ${id}, ${id}, 'spend', 'daily', $1, 'AUD', now() - interval '30 days', now() - interval '30 days'
     from ${customers} where ${isLimited}`,
    [Math.floor(price * 2.5)],
  );
  await run(
    `insert into recurring_purchases (id, customer_id, kind, product_type, product_offer_key, lottery_key, game_type,
       game_offer, num_games, quantity, games, quick_pick, currency, status, source_checkout_id, source_cart_item_id,
       starts_after, created_at, updated_at)
     select 'bench-rp-' || lpad(a::text, 8, '0'), 'bench-c-' || lpad((a % ${n})::text, 7, '0'), 'autoplay',
       'lottery_ticket', '${OFFER}', '${OFFER}', 'standard', 'standard', 4, 1, $1::jsonb, false, 'AUD',
       'recurring_status_active', 'bench-checkout-' || a, 'bench-item-' || a, $2, now(), now()
     from generate_series(0, ${Math.trunc(autoplayCount) - 1}) a`,
    [JSON.stringify(powerballGames(4)), new Date(drawDate.getTime() - DAY)],
  );
  await run('vacuum analyze');
}

interface Checks {
  placements: number;
  distinctPlacements: number;
  purchased: number;
  hardFailures: number;
  orders: number;
  tickets: number;
  ledgerSum: number;
  badBalances: number;
  negativeWallets: number;
  limitsPassed: number;
  limitedRefused: number;
  cardCharges: number;
}

async function readChecks(client: pg.Client, drawId: string): Promise<Checks> {
  const { rows } = await client.query(
    `select
       (select count(*) from recurring_placements where draw_id = $1)::int as placements,
       (select count(distinct recurring_purchase_id) from recurring_placements where draw_id = $1)::int as "distinctPlacements",
       (select count(*) from recurring_placements where draw_id = $1 and outcome = 'purchased')::int as purchased,
       (select count(*) from recurring_placements where draw_id = $1 and outcome = 'hard_failure')::int as "hardFailures",
       (select count(*) from orders o join recurring_placements p on p.checkout_id = o.checkout_id where p.draw_id = $1)::int as orders,
       (select count(*) from recurring_placements p join orders o on o.checkout_id = p.checkout_id
          join order_lines l on l.order_id = o.order_id join tickets t on t.order_line_id = l.order_line_id
          where p.draw_id = $1 and t.draw_id = $1)::int as tickets,
       (select coalesce(sum(amount), 0) from ledger_postings)::bigint as "ledgerSum",
       (select count(*) from ledger_accounts a left join (select account_id, sum(amount) as s from ledger_postings group by account_id) p
          on p.account_id = a.id where a.holder = 'customer' and a.balance <> coalesce(p.s, 0))::int as "badBalances",
       (select count(*) from ledger_accounts where holder = 'customer' and balance < 0)::int as "negativeWallets",
       (select count(*) from customer_limits l left join (select customer_id, sum(amount) as s from limit_usage
          where kind = 'purchase' group by customer_id) u on u.customer_id = l.customer_id
          where l.kind = 'spend' and l.amount < coalesce(u.s, 0))::int as "limitsPassed",
       (select count(*) from recurring_placements where draw_id = $1 and failure_code = 'spend_limit_exceeded')::int as "limitedRefused",
       (select count(*) from recurring_charges where draw_id = $1 and status = 'booked')::int as "cardCharges"`,
    [drawId],
  );
  const row = rows[0] as Record<keyof Checks, string | number>;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as Checks;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function main() {
  const server = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query('create database drawline_recurring');
    await admin.end();
    const url = server.url('drawline_recurring');
    const database = await openDatabase({ kind: 'postgres', url, poolSize });
    await database.migrate();
    await seedDemoCatalogue(database.db, systemClock);
    const config = testConfig({ rateLimitPerMinute: 100_000_000, logLevel: process.env.LOG_LEVEL ?? 'silent' });
    const app = await buildApp({ config, database, clock: systemClock });
    await app.ready();
    const shopEngine = (app as unknown as { recurringEngine: RecurringEngineDeps }).recurringEngine;
    const engine: RecurringEngineDeps = {
      ...shopEngine,
      ...(concurrency ? { concurrency } : {}),
      ...(cardWidth ? { cardWidth } : {}),
      ...(batch === 0 ? { batchPlacements: false } : batch ? { batchSize: batch } : {}),
    };

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows: next } = await client.query(
      `select draw_id as "drawId", draw_no as "drawNo", draw_date as "drawDate" from draws
       where offer_key = $1 and status = 'DRAW_OPEN' order by draw_date limit 1`,
      [OFFER],
    );
    const draw = next[0] as { drawId: string; drawNo: number; drawDate: Date };

    // Hand buyers, signed up and funded through the shop; their first purchase also gives the autoplay's price.
    const shop = { app } as Parameters<typeof signUp>[0];
    const newBuyer = async () => {
      const who = await signUp(shop);
      await fundWallet(app, who.customerId, { amount: 1_000_000, currency: 'AUD' });
      return who;
    };
    const buyers = await Promise.all(Array.from({ length: Math.max(1, buyerCount) }, newBuyer));
    const entry = {
      product_offer_key: OFFER,
      game_type: 'standard',
      game_offer: 'standard',
      num_games: 4,
      num_draws: 1,
      games: powerballGames(4).map((g) => ({ Numbers: g.Numbers, Powerball: g.Powerball })),
    };
    const buyOnce = async (who: (typeof buyers)[number]) => {
      const headers = { ...who.auth };
      const added = await app.inject({ method: 'POST', url: '/v2/cart/items', headers, payload: entry });
      if (added.statusCode >= 300) throw new Error(`add: ${added.statusCode} ${added.body}`);
      const started = performance.now();
      const bought = await app.inject({
        method: 'POST',
        url: '/v2/cart/purchase',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: {},
      });
      const ms = performance.now() - started;
      if (bought.statusCode >= 300) throw new Error(`purchase: ${bought.statusCode} ${bought.body}`);
      return { ms, total: (bought.json() as { result: { total?: { amount: number } } }).result.total?.amount };
    };
    const first = await buyOnce(buyers[0] as (typeof buyers)[number]);
    const price = first.total ?? 0;

    const seeded = performance.now();
    await seed(client, new Date(draw.drawDate), price);
    console.log(
      `seeded ${customerCount} customers (a card every ${everyNth(cardShare)}th, a spend limit every ${everyNth(limitedShare)}th) and ${autoplayCount} autoplays of ${price} cents in ${Math.round(performance.now() - seeded)} ms; load ${load()}`,
    );

    if (floorBatch) {
      const floor = await writeFloor(client, { ...draw, drawDate: new Date(draw.drawDate), price, batch: floorBatch });
      const checks = await readChecks(client, draw.drawId);
      console.log(
        `floor: ${floor.rows} wallet placements' rows written set-based in ${floor.batches} transactions of ${floorBatch} in ${(floor.ms / 1000).toFixed(1)} s, ${Math.round((floor.rows / floor.ms) * 1000)}/s; ledger sum ${checks.ledgerSum}, ${checks.badBalances} balances off; load ${load()}`,
      );
      await client.end();
      await app.close();
      await database.close();
      return;
    }

    // The engine run, timed, with hand buyers buying the same draw meanwhile.
    const purchaseMs: number[] = [];
    let running = true;
    // A hand buyer is a new customer every 200 purchases, under the site's daily spend limit.
    const buying = buyerCount
      ? buyers.map(async (first) => {
          let who = first;
          for (let bought = 1; running; bought++) {
            if (bought % 200 === 0) who = await newBuyer();
            purchaseMs.push((await buyOnce(who)).ms);
          }
        })
      : [];
    const loadBefore = load();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const reports = await Promise.all(Array.from({ length: engineCount }, () => placeDueRecurringPurchases(engine)));
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    running = false;
    await Promise.all(buying);
    const loadAfter = load();

    const checks = await readChecks(client, draw.drawId);
    const cardCustomers = everyNth(cardShare) ? Math.floor((customerCount - 1) / everyNth(cardShare)) + 1 : 0;
    const problems = [
      checks.placements !== autoplayCount && `${checks.placements} placements for ${autoplayCount} autoplays`,
      checks.distinctPlacements !== checks.placements &&
        `${checks.placements - checks.distinctPlacements} placed twice`,
      checks.orders !== checks.purchased && `${checks.orders} orders for ${checks.purchased} bought`,
      checks.tickets !== checks.purchased && `${checks.tickets} tickets for ${checks.purchased} bought`,
      checks.ledgerSum !== 0 && `the ledger sums to ${checks.ledgerSum}`,
      checks.badBalances !== 0 && `${checks.badBalances} balances differ from their postings`,
      checks.negativeWallets !== 0 && `${checks.negativeWallets} wallets below zero`,
      checks.limitsPassed !== 0 && `${checks.limitsPassed} spend limits passed`,
      checks.hardFailures !== checks.limitedRefused &&
        `${checks.hardFailures - checks.limitedRefused} other hard failures`,
    ].filter(Boolean);
    const placedPerSecond = Math.round((checks.placements / ms) * 1000);
    console.log(
      JSON.stringify(
        {
          autoplays: autoplayCount,
          customers: customerCount,
          cardCustomers,
          engines: engineCount,
          concurrency: concurrency ?? 'default',
          batch: batch ?? 'default',
          cardWidth: cardWidth ?? 'default',
          poolSize,
          seconds: Number((ms / 1000).toFixed(1)),
          placementsPerSecond: placedPerSecond,
          engineCpuSecondsOfThisProcess: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
          reports,
          handPurchases: {
            count: purchaseMs.length,
            p50Ms: Math.round(percentile(purchaseMs, 50)),
            p99Ms: Math.round(percentile(purchaseMs, 99)),
          },
          checks,
          problems,
          loadBefore,
          loadAfter,
          node: process.version,
          cpus: cpus().length,
        },
        null,
        1,
      ),
    );
    console.log(
      `${problems.length ? 'FAILED' : 'ok'}: ${checks.placements} placed (${checks.purchased} bought, ${checks.hardFailures} refused by a spend limit, ${checks.cardCharges} paid by card) in ${(ms / 1000).toFixed(1)} s, ${placedPerSecond}/s; hand purchases p99 ${Math.round(percentile(purchaseMs, 99))} ms of ${purchaseMs.length}; each placed once: ${checks.distinctPlacements === checks.placements}, ledger zero: ${checks.ledgerSum === 0 && checks.badBalances === 0}, no limit passed: ${checks.limitsPassed === 0}; load ${loadBefore} before, ${loadAfter} after`,
    );
    await client.end();
    await app.close();
    await database.close();
    if (problems.length) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

await main();
