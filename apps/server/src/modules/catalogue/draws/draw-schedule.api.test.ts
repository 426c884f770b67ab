import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Draw, FullResult, PastDraw, ProductOffersAnswer, RafflePrize } from '@drawline/contracts';
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, openTestDatabase, type TestApp } from '../../../../tests/helpers';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import { type DemoLottery, DemoResultsSource, demoDrawOperations, demoOffers, seedDemoData } from '../../../demo';
import { fixedClock } from '../../../lib/clock';
import { createCatalogueService } from '../catalogue.service';
import { drawResults, drawStatusChanges, draws, rafflePrizes, syndicates } from '../draws.tables';
import { UPCOMING_DRAWS_PER_OFFER } from './draw-views';
import { assertSyndicateGames } from './syndicate-games';

// Tuesday 10 March 2026, 12:00 AEST.
const NOW = '2026-03-10T02:00:00Z';
const DAY_MS = 86_400_000;
const clock = fixedClock(NOW);
let t: TestApp;
const maintainer = () => createCatalogueService({ db: t.db, clock, ...demoDrawOperations() });

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
});
afterAll(() => t.close());

type Body<T> = { result: T; error: { code: string } | null };
async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Body<T> };
}
async function upcomingOf(key: string): Promise<Draw[]> {
  const { body } = await get<ProductOffersAnswer>('/v2/pricing/default/product_offers');
  return body.result.offers.find((o) => o.key === key)?.draws ?? [];
}
const at = (iso: string, ms = 0) => new Date(Date.parse(iso) + ms);

/** Everything the maintenance may write, to tell whether a run changed anything. */
async function snapshot() {
  const n = async (table: typeof drawResults | typeof drawStatusChanges | typeof rafflePrizes | typeof syndicates) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    draws: (await t.db.select().from(draws).orderBy(asc(draws.drawId))).map((d) => ({
      id: d.drawId,
      status: d.status,
      prizePool: d.prizePool,
      ticketsSold: d.ticketsSold,
    })),
    results: await n(drawResults),
    changes: await n(drawStatusChanges),
    prizes: await n(rafflePrizes),
    syndicates: await n(syndicates),
  };
}
const nothing = { closed: 0, added: 0, published: 0, followed: 0, announced: 0 };

describe('maintainDrawSchedule', () => {
  let first: Draw;
  let second: Draw;

  it("closes a draw once its sales stop, and it leaves the offer's upcoming draws", async () => {
    [first, second] = (await upcomingOf('powerball2018')) as [Draw, Draw];
    expect(first.status).toBe('DRAW_OPEN');
    clock.set(at(first.stopDate, 60_000));
    const report = await maintainer().maintainDrawSchedule();
    expect(report.closed).toBeGreaterThanOrEqual(1);
    const { body } = await get<Draw>(`/v2/draw/details/powerball2018/${first.drawNo}`);
    expect(body.result).toMatchObject({ status: 'DRAW_CLOSED', purchaseStatus: 'past_draw', hasResults: false });
    const upcoming = await upcomingOf('powerball2018');
    expect(upcoming.map((d) => d.drawNo)).not.toContain(first.drawNo);
    expect(upcoming[0]?.drawNo).toBe(second.drawNo);
    expect(upcoming).toHaveLength(UPCOMING_DRAWS_PER_OFFER);
    const changes = await t.db.select().from(drawStatusChanges).where(eq(drawStatusChanges.drawId, first.drawId));
    expect(changes.map((c) => [c.fromStatus, c.toStatus])).toEqual([['DRAW_OPEN', 'DRAW_CLOSED']]);
  });

  it('publishes the result once the draw is drawn, so the past results show it', async () => {
    clock.set(at(first.drawDate, 5 * 60_000));
    const report = await maintainer().maintainDrawSchedule();
    expect(report.published).toBeGreaterThanOrEqual(1);
    expect(report.followed).toBeGreaterThanOrEqual(1);
    const { body } = await get<PastDraw[]>('/v2/draws/pricing/default/past/powerball2018?limit=1');
    const official = await new DemoResultsSource().lotteryResult({
      drawId: first.drawId,
      offerKey: 'powerball2018',
      drawNo: first.drawNo,
      drawDate: new Date(first.drawDate),
    });
    expect(body.result[0]).toMatchObject({ drawNo: first.drawNo, status: 'DRAW_DRAWN' });
    expect(body.result[0]?.winningNumbers).toEqual(official?.winningNumbers);
    const full = await get<FullResult>(`/v2/draw/full_result/powerball2018/${first.drawNo}`);
    expect(full.status).toBe(200);
    expect(full.body.result.divisions.length).toBeGreaterThan(0);
    // The syndicate draw playing it is drawn with it, and the next draw's jackpot is announced.
    const syndicateDraw = await get<Draw>(`/v2/draw/details/powerball_syndicate/${first.drawNo}`);
    expect(syndicateDraw.body.result.status).toBe('DRAW_DRAWN');
    const next = await upcomingOf('powerball2018');
    expect(next[0]).toMatchObject({ drawNo: second.drawNo, isPrizePoolUnknown: false });
  });

  it("keeps every offer's upcoming draws topped up as the days go by, selling nothing it did not sell", async () => {
    clock.advance(21 * DAY_MS);
    const report = await maintainer().maintainDrawSchedule();
    expect(report.added).toBeGreaterThan(0);
    const now = clock.now();
    const { body } = await get<ProductOffersAnswer>('/v2/pricing/default/product_offers');
    for (const offer of body.result.offers) {
      const demo = demoOffers.find((o) => o.key === offer.key);
      if (!demo) continue;
      expect(offer.draws.length, offer.key).toBe(Math.min(demo.upcoming, UPCOMING_DRAWS_PER_OFFER));
      for (const d of offer.draws) expect(Date.parse(d.stopDate), offer.key).toBeGreaterThan(now.getTime());
    }
    // A raffle draw added while the shop runs has its prizes and no invented sales.
    const raffle = body.result.offers.find((o) => o.key === 'make_a_smile_lottery');
    const added = raffle?.draws.at(-1) as Draw;
    expect(added.ticketsSold).toBe(0);
    const prizes = await get<RafflePrize[]>(`/v2/draw/details/make_a_smile_lottery/${added.drawNo}/prizes`);
    expect(prizes.body.result[0]?.type).toBe('main');
    // A syndicate draw added while the shop runs has its syndicates, every share still for sale.
    const shares = body.result.offers.find((o) => o.key === 'powerball_syndicate')?.syndicates ?? [];
    expect(shares.length).toBeGreaterThan(0);
    const newest = Math.max(...shares.map((s) => s.drawNo));
    for (const s of shares.filter((x) => x.drawNo === newest)) expect(s.sharesRemaining).toBe(s.size);
    // ...and its own games, one list per ticket, quick-picked when it was added (docs/decisions/255).
    const made = await t.db
      .select({ id: syndicates.syndicateEncodedId, tickets: syndicates.tickets, games: syndicates.games })
      .from(syndicates)
      .where(
        inArray(
          syndicates.syndicateEncodedId,
          shares.filter((x) => x.drawNo === newest).map((x) => x.syndicateEncodedId),
        ),
      );
    expect(made.length).toBeGreaterThan(0);
    for (const s of made) {
      expect(s.games, s.id).not.toBeNull();
      assertSyndicateGames(s.id, s.tickets, s.games ?? []);
    }
    // Nothing is left on sale after its stop, and every lottery draw drawn by now has its result.
    const [stale] = await t.db
      .select({ n: count() })
      .from(draws)
      .where(and(inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), lte(draws.stopDate, now)));
    expect(stale?.n).toBe(0);
    const [unpublished] = await t.db
      .select({ n: count() })
      .from(draws)
      .where(and(eq(draws.type, 'lottery_ticket_draw'), eq(draws.status, 'DRAW_CLOSED'), lte(draws.drawDate, now)));
    expect(unpublished?.n).toBe(0);
  });

  it('changes nothing when it runs again', async () => {
    const before = await snapshot();
    expect(await maintainer().maintainDrawSchedule()).toEqual(nothing);
    expect(await snapshot()).toEqual(before);
  });

  it('does each change once when two processes run it at the same time', async () => {
    clock.advance(8 * DAY_MS);
    const now = clock.now();
    const [due] = await t.db
      .select({ n: count() })
      .from(draws)
      .where(and(inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), lte(draws.stopDate, now)));
    const [dueResults] = await t.db
      .select({ n: count() })
      .from(draws)
      .where(
        and(
          eq(draws.type, 'lottery_ticket_draw'),
          inArray(draws.status, ['DRAW_OPEN', 'DRAW_CLOSED']),
          lte(draws.drawDate, now),
        ),
      );
    expect(due?.n).toBeGreaterThan(0);
    expect(dueResults?.n).toBeGreaterThan(0);

    // Two services on the same database, as two processes would be.
    const [a, b] = await Promise.all([maintainer().maintainDrawSchedule(), maintainer().maintainDrawSchedule()]);
    expect(a.closed + b.closed).toBe(due?.n);
    expect(a.published + b.published).toBe(dueResults?.n);
    const twice = await t.db
      .select({ drawId: drawStatusChanges.drawId, toStatus: drawStatusChanges.toStatus, n: count() })
      .from(drawStatusChanges)
      .groupBy(drawStatusChanges.drawId, drawStatusChanges.toStatus)
      .having(sql`count(*) > 1`);
    expect(twice).toEqual([]);
    for (const o of demoOffers) {
      const [open] = await t.db
        .select({ n: count() })
        .from(draws)
        .where(and(eq(draws.offerKey, o.key), gt(draws.stopDate, now)));
      expect(open?.n, o.key).toBe(o.upcoming);
    }
    const before = await snapshot();
    expect(await maintainer().maintainDrawSchedule()).toEqual(nothing);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the maintain-draw-schedule job (pg-boss)', () => {
  it('brings the draws of a shop that was away up to date, without anyone calling the maintenance', async () => {
    const jobClock = fixedClock(NOW);
    const database = await openTestDatabase();
    await seedDemoData(database.db, jobClock, { demoCustomer: false });
    const powerball = demoOffers.find((o) => o.key === 'powerball2018') as DemoLottery;
    const [next] = await database.db
      .select()
      .from(draws)
      .where(and(eq(draws.offerKey, powerball.key), eq(draws.status, 'DRAW_OPEN')))
      .orderBy(asc(draws.drawDate))
      .limit(1);
    if (!next) throw new Error('no open Powerball draw');
    // The shop starts again a week later: the job's first run (at start) catches up.
    jobClock.set(new Date(next.drawDate.getTime() + 7 * DAY_MS));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'drawline-schedule-job-'));
    const app = await buildApp({
      config: testConfig({ dataDir, jobsEnabled: true }),
      database,
      drawOperations: demoDrawOperations(),
      clock: jobClock,
    });
    try {
      await vi.waitFor(
        async () => {
          const [row] = await database.db.select().from(draws).where(eq(draws.drawId, next.drawId));
          expect(row?.status).toBe('DRAW_DRAWN');
        },
        { timeout: 20_000, interval: 200 },
      );
      const [result] = await database.db.select().from(drawResults).where(eq(drawResults.drawId, next.drawId));
      expect(result?.winningNumbers.map((s) => s.name)).toEqual(['Numbers', 'Powerball']);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
