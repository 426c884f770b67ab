import type { Draw, ProductOffersAnswer, SyndicateShare } from '@drawline/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../../../tests/helpers';
import { widePool } from '../../../../tests/wide-pool';
import type { Db } from '../../../db/client';
import { fixedClock } from '../../../lib/clock';
import { seededRandom } from '../../../lib/random';
import { AppError } from '../../../platform/app-error';
import { createCatalogueService } from '../catalogue.service';
import { drawStatusChanges, draws, syndicates } from '../draws.tables';
import { assertOnSale, takeStock } from './sales';

// Tuesday 10 March 2026, 12:00 AEST.
const NOW = '2026-03-10T02:00:00Z';
const clock = fixedClock(NOW);
const now = new Date(NOW);
let t: TestApp;
let answer: ProductOffersAnswer;

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  answer = (await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json().result;
});
afterAll(() => t.close());

const offer = (key: string) => answer.offers.find((o) => o.key === key);
const upcoming = (key: string, i = 0) => offer(key)?.draws[i] as Draw;

/** Puts a raffle draw back on sale with `left` tickets of its cap remaining. */
async function leave(drawId: string, left: number): Promise<{ cap: number; start: number }> {
  const [row] = await t.db.select().from(draws).where(eq(draws.drawId, drawId));
  const cap = row?.ticketCap as number;
  await t.db
    .update(draws)
    .set({ ticketsSold: cap - left, status: 'DRAW_OPEN' })
    .where(eq(draws.drawId, drawId));
  return { cap, start: cap - left };
}

async function caught(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

/** Resolves once a session of this database waits for a lock on the draws' rows (pg_stat_activity), polling every 20 ms. */
async function waitForDrawLockWait(db: Db): Promise<void> {
  for (;;) {
    const waiting = (await db.execute(
      sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%from "draws"%for update%'`,
    )) as unknown as { rows: unknown[] };
    if (waiting.rows.length > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function drawRow(drawId: string) {
  const [row] = await t.db.select().from(draws).where(eq(draws.drawId, drawId));
  return row as typeof draws.$inferSelect;
}

describe(`takeStock (${testDbKind()})`, () => {
  it('takes raffle tickets up to the cap and never past it; the last ticket caps the draw and it reads sold out', async () => {
    const { drawId, drawNo } = upcoming('make_a_smile_lottery');
    const { cap } = await leave(drawId, 5);
    const tooMany = await caught(takeStock(t.db, { drawId, quantity: 6, now }));
    expect(tooMany).toMatchObject({ code: 'sold_out', status: 409, message: 'Sorry, only 5 tickets are left.' });
    expect(tooMany.options.result).toEqual({ remaining: 5 });
    expect(await takeStock(t.db, { drawId, quantity: 4, now })).toEqual({
      drawId,
      syndicateEncodedId: null,
      quantity: 4,
      sold: cap - 1,
      cap,
      remaining: 1,
      soldOut: false,
    });
    expect((await caught(takeStock(t.db, { drawId, quantity: 2, now }))).message).toBe('Sorry, only 1 ticket is left.');
    expect((await drawRow(drawId)).status).toBe('DRAW_OPEN');
    expect(await takeStock(t.db, { drawId, quantity: 1, now })).toMatchObject({
      sold: cap,
      remaining: 0,
      soldOut: true,
    });

    const capped = await drawRow(drawId);
    expect(capped).toMatchObject({ status: 'DRAW_CAPPED', ticketsSold: cap });
    const moves = await t.db
      .select()
      .from(drawStatusChanges)
      .where(and(eq(drawStatusChanges.drawId, drawId), eq(drawStatusChanges.toStatus, 'DRAW_CAPPED')));
    expect(moves).toHaveLength(1);
    expect(moves[0]?.changedAt).toEqual(now);
    const last = await caught(takeStock(t.db, { drawId, quantity: 1, now }));
    expect(last).toMatchObject({
      code: 'sold_out',
      message: `Sorry, Make a Smile Lottery draw ${drawNo} is sold out.`,
    });
    const details = await t.app.inject({
      method: 'GET',
      url: `/v2/draw/details/make_a_smile_lottery/${drawNo}?clear_cache=1`,
    });
    expect(details.json().result).toMatchObject({
      purchaseStatus: 'sold_out',
      ticketsRemaining: 0,
      status: 'DRAW_CAPPED',
    });
  });

  it('counts the tickets of a raffle without a cap and never sells it out', async () => {
    const { drawId } = upcoming('super_jackpot_lottery');
    const before = await drawRow(drawId);
    expect(before.ticketCap).toBeNull();
    expect(await takeStock(t.db, { drawId, quantity: 20, now })).toMatchObject({
      sold: before.ticketsSold + 20,
      cap: null,
      remaining: null,
      soldOut: false,
    });
  });

  it('takes syndicate shares up to the size of the syndicate, only in its own draw', async () => {
    const syndicate = offer('oz_lotto_syndicate')?.syndicates[0] as SyndicateShare;
    const [row] = await t.db
      .select()
      .from(syndicates)
      .where(eq(syndicates.syndicateEncodedId, syndicate.syndicateEncodedId));
    const drawId = row?.drawId as string;
    const left = syndicate.sharesRemaining;
    const { syndicateEncodedId } = syndicate;
    expect(await caught(takeStock(t.db, { drawId, syndicateEncodedId, quantity: left + 1, now }))).toMatchObject({
      code: 'sold_out',
      options: { result: { remaining: left } },
    });
    const otherDraw = upcoming('oz_lotto_syndicate', 1).drawId;
    expect(await caught(takeStock(t.db, { drawId: otherDraw, syndicateEncodedId, quantity: 1, now }))).toMatchObject({
      code: 'not_found',
    });
    expect(await takeStock(t.db, { drawId, syndicateEncodedId, quantity: left, now })).toMatchObject({
      syndicateEncodedId,
      sold: syndicate.size,
      cap: syndicate.size,
      remaining: 0,
      soldOut: true,
    });
    expect(await caught(takeStock(t.db, { drawId, syndicateEncodedId, quantity: 1, now }))).toMatchObject({
      code: 'sold_out',
      message: `Sorry, ${syndicate.name} is sold out.`,
    });
  });

  it('refuses a quantity that is not a whole positive number, a lottery draw and a closed raffle draw', async () => {
    const raffle = upcoming('make_a_smile_lottery', 1).drawId;
    for (const quantity of [0, -1, 1.5, 10_001, Number.NaN]) {
      expect(await caught(takeStock(t.db, { drawId: raffle, quantity, now })), String(quantity)).toMatchObject({
        code: 'unprocessable',
      });
    }
    const lottery = upcoming('powerball2018').drawId;
    expect(await caught(takeStock(t.db, { drawId: lottery, quantity: 1, now }))).toMatchObject({
      code: 'unprocessable',
    });
    expect(await caught(takeStock(t.db, { drawId: 'no-such-draw', quantity: 1, now }))).toMatchObject({
      code: 'not_found',
    });
    const closing = upcoming('your_hospice_lottery', 1).drawId;
    await createCatalogueService({ db: t.db, clock }).changeDrawStatus(closing, 'DRAW_CLOSED');
    expect(await caught(takeStock(t.db, { drawId: closing, quantity: 1, now }))).toMatchObject({
      code: 'draw_closed',
      status: 409,
    });
  });
});

describe(`assertOnSale (${testDbKind()})`, () => {
  it('sells until the stop time on the given clock and refuses one second late with draw_closed', async () => {
    const draw = upcoming('wednesday_lotto');
    const stop = new Date(draw.stopDate);
    const before = new Date(stop.getTime() - 1000);
    expect(await t.db.transaction((tx) => assertOnSale(tx, { drawId: draw.drawId, now: before }))).toMatchObject({
      drawId: draw.drawId,
      drawNo: draw.drawNo,
      offerKey: 'wednesday_lotto',
      type: 'lottery_ticket_draw',
      purchaseStatus: 'open',
      stopDate: stop,
    });
    for (const late of [stop, new Date(stop.getTime() + 1000)]) {
      const refused = await caught(t.db.transaction((tx) => assertOnSale(tx, { drawId: draw.drawId, now: late })));
      expect(refused).toMatchObject({ code: 'draw_closed', status: 409 });
      expect(refused.message).toBe(`Sales for draw ${draw.drawNo} closed at ${draw.stopDate}.`);
    }
  });

  it('sells a pre-order before sales open, refuses a sold-out raffle, a closed draw and an unpublished one', async () => {
    const next = upcoming('make_a_smile_lottery', 1);
    expect(await assertOnSale(t.db, { drawId: next.drawId, now })).toMatchObject({ purchaseStatus: 'pre_order' });

    const current = upcoming('monday_lotto');
    const sold = upcoming('your_hospice_lottery');
    await leave(sold.drawId, 1);
    await takeStock(t.db, { drawId: sold.drawId, quantity: 1, now });
    expect(await caught(assertOnSale(t.db, { drawId: sold.drawId, now }))).toMatchObject({ code: 'sold_out' });

    await createCatalogueService({ db: t.db, clock }).changeDrawStatus(current.drawId, 'DRAW_CLOSED');
    expect(await caught(assertOnSale(t.db, { drawId: current.drawId, now }))).toMatchObject({ code: 'draw_closed' });

    const later = upcoming('make_a_smile_lottery', 1);
    const published = new Date(later.drawData.drawPreOrderStartDate ?? '');
    expect(
      await caught(assertOnSale(t.db, { drawId: later.drawId, now: new Date(published.getTime() - 1) })),
    ).toMatchObject({ code: 'not_found' });
    expect(await caught(assertOnSale(t.db, { drawId: 'no-such-draw', now }))).toMatchObject({ code: 'not_found' });
  });
});

describe.runIf(testDbKind() === 'postgres')('stock under concurrency (postgres)', () => {
  const ROUNDS = 20;
  const ATTEMPTS = 1000;

  /** Each attempt is a purchase's part: the draw on sale, then its stock, in one transaction. */
  const attempt = (db: Db, drawId: string, quantity: number) =>
    db
      .transaction(async (tx) => {
        await assertOnSale(tx, { drawId, now });
        return takeStock(tx, { drawId, quantity, now });
      })
      .then(
        () => ({ quantity, ok: true as const }),
        (e: unknown) => {
          if (e instanceof AppError && e.code === 'sold_out') return { quantity, ok: false as const, error: e };
          throw e;
        },
      );

  it('sells exactly the last 10 tickets to 1,000 concurrent buyers of one, 20 times over', async () => {
    const { db, pool } = widePool(t.database, 40);
    const { drawId } = upcoming('make_a_smile_lottery');
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const { cap } = await leave(drawId, 10);
        const results = await Promise.all(Array.from({ length: ATTEMPTS }, () => attempt(db, drawId, 1)));
        expect(
          results.filter((r) => r.ok),
          `round ${round}`,
        ).toHaveLength(10);
        expect(await drawRow(drawId)).toMatchObject({ ticketsSold: cap, status: 'DRAW_CAPPED' });
      }
    } finally {
      await pool.end();
    }
  }, 300_000);

  it('never passes the cap when buyers take several tickets at once, 20 times over', async () => {
    const { db, pool } = widePool(t.database, 40);
    const { drawId } = upcoming('make_a_smile_lottery');
    const random = seededRandom(2026);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const { cap, start } = await leave(drawId, 10);
        const results = await Promise.all(
          Array.from({ length: ATTEMPTS }, () => attempt(db, drawId, random.int(1, 5))),
        );
        const taken = results.filter((r) => r.ok).reduce((n, r) => n + r.quantity, 0);
        const row = await drawRow(drawId);
        expect(row.ticketsSold, `round ${round}`).toBe(start + taken);
        expect(row.ticketsSold).toBeLessThanOrEqual(cap);
        // A refusal only ever came when fewer were left than the buyer asked for.
        for (const r of results) {
          if (!r.ok) expect((r.error.options.result as { remaining: number }).remaining).toBeLessThan(r.quantity);
        }
        expect(row.status).toBe(row.ticketsSold === cap ? 'DRAW_CAPPED' : 'DRAW_OPEN');
      }
    } finally {
      await pool.end();
    }
  }, 300_000);

  it('closes a draw only after the purchases that saw it open have finished, and sells nothing after', async () => {
    const { db, pool } = widePool(t.database, 4);
    const { drawId, stopDate } = upcoming('make_a_smile_lottery', 1);
    await leave(drawId, 100);
    const closer = createCatalogueService({ db, clock: fixedClock(new Date(Date.parse(stopDate) + 1000)) });
    const events: string[] = [];
    let letGo: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    try {
      let onSale: () => void = () => {};
      const sawOpen = new Promise<void>((resolve) => {
        onSale = resolve;
      });
      const purchase = db.transaction(async (tx) => {
        await assertOnSale(tx, { drawId, now: new Date(Date.parse(stopDate) - 1000) });
        onSale();
        await held;
        await takeStock(tx, { drawId, quantity: 1, now });
        events.push('purchase committed');
      });
      await sawOpen;
      const closing = closer.changeDrawStatus(drawId, 'DRAW_CLOSED').then(() => {
        events.push('draw closed');
      });
      // The closer's `for update` queues behind the purchase's key-share lock on the draw row:
      // wait until PostgreSQL shows it waiting for that lock, rather than a fixed 300 ms.
      await waitForDrawLockWait(t.db);
      expect(events).toEqual([]);
      letGo();
      await purchase;
      await closing;
      expect(events).toEqual(['purchase committed', 'draw closed']);
      const late = await caught(
        db.transaction((tx) => assertOnSale(tx, { drawId, now: new Date(Date.parse(stopDate) - 1000) })),
      );
      expect(late.code).toBe('draw_closed');
    } finally {
      letGo();
      await pool.end();
    }
  }, 60_000);
});
