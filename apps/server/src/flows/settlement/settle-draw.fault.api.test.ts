import { IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  firstDraw,
  powerballEntry,
} from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { mapLimit } from '../../../tests/purchase-helpers';
import { testDatabaseUrl } from '../../../tests/second-process';
import { GAME_PRIZE } from '../../../tests/settlement-helpers';
import { startWorkerProcess, type WorkerProcess } from '../../../tests/worker-process';
import { cryptoRandom } from '../../lib/random';
import { createCatalogueService } from '../../modules/catalogue';
import { listWinnerNotices, listWinnings } from '../../modules/settlement';

/**
 * Issue 10's acceptance for paying: settlement killed (SIGKILL) halfway, then run in two
 * processes at once, pays every win exactly once and tells every winner once; the ledger sums
 * to zero. PostgreSQL only: it needs separate processes on one database.
 */
const CUSTOMERS = 30;
const GAMES = 20;
const onPostgres = testDbKind() === 'postgres';

/** The first row of a counting query. */
async function firstRow(t: CartTestApp, query: SQL): Promise<Record<string, number>> {
  const result = (await t.db.execute(query)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0] ?? {};
}

type Worker = WorkerProcess;

function startWorker(databaseUrl: string, drawId: string): Worker {
  return startWorkerProcess('apps/server/tests/settle-worker.ts', {
    DATABASE_URL: databaseUrl,
    SETTLE_DRAW_ID: drawId,
    SETTLE_BATCH: '5',
  });
}

describe.runIf(onPostgres)('settlement killed halfway and run twice at once (PostgreSQL)', () => {
  let t: CartTestApp;
  let customers: SignedIn[];
  let drawId: string;
  let databaseUrl: string;

  beforeAll(async () => {
    t = await createCartTestApp({ poolSize: 10, config: { rateLimitPerMinute: 10_000_000 } });
    databaseUrl = testDatabaseUrl(t);
    const draw = firstDraw(t, 'powerball2018');
    drawId = draw.drawId;
    customers = await mapLimit(Array.from({ length: CUSTOMERS }), 5, async () => {
      const who = await signUp(t);
      await fundWallet(t.app, who.customerId, { amount: 100_000, currency: 'AUD' });
      cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: GAMES })));
      const res = await as(t, who).post('/v2/cart/purchase', undefined, {
        [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return who;
    });
    // Sales stop, the results come in: the draw waits at DRAW_DRAWN for settlement.
    t.clock.set(new Date(new Date(draw.stopDate).getTime() + 1000));
    const catalogue = createCatalogueService({ db: t.db, clock: t.clock });
    await catalogue.closeStoppedDraws();
    await catalogue.recordDrawResults(drawId, {
      winningNumbers: [
        { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 7], ordered: false },
        { name: 'Powerball', numbers: [1], ordered: false },
      ],
      divisions: [],
    });
  }, 240_000);
  afterAll(() => t?.close());

  it('pays every win exactly once and tells every winner once', async () => {
    const total = CUSTOMERS * GAMES;
    const paidNow = async () =>
      (await firstRow(t, sql`select count(*)::int as n from winnings where draw_id = ${drawId} and status = 'paid'`))
        .n ?? 0;

    // Killed while paying: some wins paid, not all.
    const first = startWorker(databaseUrl, drawId);
    for (;;) {
      const paid = await paidNow();
      if (paid >= total / 4) break;
      if (first.child.exitCode !== null) throw new Error(`The worker ended before the kill:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = await paidNow();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(total);

    // Two processes at once finish it.
    const [a, b] = [startWorker(databaseUrl, drawId), startWorker(databaseUrl, drawId)];
    expect(await a.exited, a.output()).toBe(0);
    expect(await b.exited, b.output()).toBe(0);
    const reports = [a, b].map((w) => JSON.parse(w.output().trim().split('\n').at(-1) as string));
    expect(reports.some((r) => r.to === 'DRAW_EMAILED')).toBe(true);
    expect(atKill + reports[0].paid + reports[1].paid).toBe(total);

    const wins = await listWinnings(t.db, drawId);
    expect(wins).toHaveLength(total);
    expect(wins.every((w) => w.status === 'paid')).toBe(true);
    const journals = await firstRow(
      t,
      sql`select count(*)::int as n, count(distinct reference)::int as refs from ledger_journals where kind = 'prize'`,
    );
    expect(journals).toMatchObject({ n: total, refs: total });
    for (const who of customers) {
      const funds = await t.app.wallet.getFunds(who.customerId, 'AUD');
      const spent = 100_000 - funds.availableFunds.amount + GAMES * GAME_PRIZE;
      expect(spent).toBeGreaterThan(0);
      const { transactions } = await t.app.wallet.listTransactions(who.customerId, { limit: 100, offset: 0 });
      expect(transactions.filter((x) => x.description.startsWith('Prize:'))).toHaveLength(GAMES);
      expect(await listWinnerNotices(t.db, who.customerId)).toHaveLength(1);
    }
    const emails = await firstRow(t, sql`select count(*)::int as n from mail_outbox where kind = 'draw_results'`);
    expect(emails).toMatchObject({ n: CUSTOMERS });
    await expectLedgerBalanced(t.db);
  }, 240_000);
});
