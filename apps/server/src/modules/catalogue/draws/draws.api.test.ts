import {
  type Draw,
  type DrawPreview,
  drawPreviewSchema,
  drawSchema,
  type PastDraw,
  type ProductOffersAnswer,
  type RafflePrize,
  type RaffleWinner,
} from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers';
import { fixedClock } from '../../../lib/clock';
import { AppError } from '../../../platform/app-error';
import { createCatalogueService } from '../catalogue.service';
import { drawStatusChanges, draws } from '../draws.tables';

const NOW = '2026-03-10T02:00:00Z';
const clock = fixedClock(NOW);
let t: TestApp;
let answer: ProductOffersAnswer;

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock });
  answer = (await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json().result;
});
afterAll(() => t.close());

type Body<T> = { result: T; error: { code: string; message: string } | null; errors: Record<string, unknown[]> | null };
async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Body<T> };
}
const upcoming = (key: string, i = 0) => answer.offers.find((o) => o.key === key)?.draws[i] as Draw;
async function latestPast(offer: string): Promise<PastDraw> {
  return (await get<PastDraw[]>(`/v2/draws/pricing/default/past/${offer}?limit=1`)).body.result[0] as PastDraw;
}

describe('GET /draw/details/{offerKey}/{drawNo}', () => {
  it('answers the draw record with every field of the spec, by key, url or older name in any case', async () => {
    const next = upcoming('powerball2018');
    for (const name of ['powerball2018', 'POWERBALL', 'Powerball2018']) {
      const { status, headers, body } = await get<Draw>(`/v2/draw/details/${name}/${next.drawNo}`);
      expect(status, name).toBe(200);
      expect(headers.version).toBe('3.6');
      expect(drawSchema.parse(body.result)).toEqual(next);
    }
    expect(next).toMatchObject({
      lotteryKey: 'powerball2018',
      type: 'lottery_ticket_draw',
      status: 'DRAW_OPEN',
      purchaseStatus: 'open',
      drawData: { drawNumber: next.drawNo },
      hasResults: false,
      winnerInfo: null,
    });
    expect(next.offers).toContain('powerhit');
    expect(next.stop).toBe(next.stopDate);
  });

  it('shows a past draw with its winner summary', async () => {
    const past = await latestPast('saturday-lotto');
    const { body } = await get<Draw>(`/v2/draw/details/saturday_lotto/${past.drawNo}`);
    expect(body.result).toMatchObject({ status: 'DRAW_PAID', purchaseStatus: 'past_draw', hasResults: true });
    expect(body.result.winnerInfo?.totalWinners).toBeGreaterThan(0);
  });

  it('answers the raffle drawData and stock of a raffle draw', async () => {
    const next = upcoming('make_a_smile_lottery');
    const { body } = await get<Draw>(`/v2/draw/details/make-a-smile/${next.drawNo}`);
    expect(body.result.type).toBe('raffle_ticket_draw');
    expect(body.result.drawData).toMatchObject({ drawNumber: next.drawNo, drawStop: next.stopDate });
    expect(body.result.drawData.value?.amount).toBeGreaterThan(body.result.prizePool?.amount ?? 0);
    expect(body.result.ticketsRemaining).toBe((body.result.ticketCap ?? 0) - body.result.ticketsSold);
    const nextDraw = upcoming('make_a_smile_lottery', 1);
    expect(Date.parse(nextDraw.drawData.drawPreOrderStartDate ?? '')).toBeLessThanOrEqual(Date.parse(NOW));
    // A draw in pre-order says when its sales open, after now; an open one when they opened (decision 556).
    const preOrder = answer.offers.flatMap((o) => o.draws).find((d) => d.purchaseStatus === 'pre_order');
    expect(preOrder, 'a raffle draw in pre-order').toBeDefined();
    expect(Date.parse(preOrder?.drawData.drawSalesOpenDate ?? '')).toBeGreaterThan(Date.parse(NOW));
    const open = upcoming('make_a_smile_lottery', 0);
    expect(open.purchaseStatus).toBe('open');
    expect(Date.parse(open.drawData.drawSalesOpenDate ?? '')).toBeLessThanOrEqual(Date.parse(NOW));
  });

  it('answers 404 for an unknown offer or draw and 400 on draw_no for a bad draw number', async () => {
    const unknownOffer = await get('/v2/draw/details/no_such_lottery/1');
    expect(unknownOffer.status).toBe(404);
    expect(unknownOffer.body.error?.code).toBe('not_found');
    const unknownDraw = await get('/v2/draw/details/powerball/999999');
    expect(unknownDraw.status).toBe(404);
    expect(unknownDraw.body.error?.message).toMatch(/Draw 999999 of Powerball/);
    for (const drawNo of ['abc', '1.5', '0x10', '-3', '0']) {
      const bad = await get(`/v2/draw/details/powerball/${drawNo}`);
      expect(bad.status, drawNo).toBe(400);
      expect(bad.body.error?.code).toBe('validation_failed');
      expect(Object.keys(bad.body.errors ?? {}), drawNo).toEqual(['draw_no']);
    }
  });

  it('does not show a draw before its pre-orders start', async () => {
    const [unpublished] = await t.db
      .insert(draws)
      .values({
        drawId: 'make_a_smile_lottery-9999',
        offerKey: 'make_a_smile_lottery',
        drawNo: 9999,
        type: 'raffle_ticket_draw',
        status: 'DRAW_OPEN',
        drawDate: new Date('2027-01-01T00:00:00Z'),
        stopDate: new Date('2026-12-31T00:00:00Z'),
        preOrderStartDate: new Date('2026-06-01T00:00:00Z'),
        ticketCap: 100,
      })
      .returning();
    expect(unpublished).toBeDefined();
    expect((await get('/v2/draw/details/make_a_smile_lottery/9999')).status).toBe(404);
  });
});

describe('GET /draw/preview/{offerKey}/{drawNo}', () => {
  it('answers a draw in short, with winning numbers once drawn', async () => {
    const past = await latestPast('oz_lotto');
    const { status, headers, body } = await get<DrawPreview>(`/v2/draw/preview/oz-lotto/${past.drawNo}`);
    expect(status).toBe(200);
    expect(headers.version).toBe('3.3');
    drawPreviewSchema.parse(body.result);
    expect(body.result).toMatchObject({ lotteryName: 'Oz Lotto', lotteryUrl: 'oz-lotto', hasResults: true });
    expect(body.result.winningNumbers.map((s) => [s.name, s.numbers.length])).toEqual([
      ['Numbers', 7],
      ['Supplementary', 3],
    ]);
    const next = upcoming('oz_lotto2022');
    expect((await get<DrawPreview>(`/v2/draw/preview/oz_lotto2022/${next.drawNo}`)).body.result.winningNumbers).toEqual(
      [],
    );
    expect((await get('/v2/draw/preview/oz_lotto2022/x')).status).toBe(400);
  });
});

describe('GET /draw/details/{offerKey}/{drawNo}/prizes and /winners', () => {
  it('sorts prizes main first, then by time, then id', async () => {
    const next = upcoming('make_a_smile_lottery');
    const { body } = await get<RafflePrize[]>(`/v2/draw/details/make_a_smile_lottery/${next.drawNo}/prizes`);
    expect(body.result[0]?.type).toBe('main');
    const rest = body.result.slice(1);
    expect(rest[0]?.type).toBe('early_bird');
    const keys = rest.map((p) => `${p.timestamp}|${p.id}`);
    expect(keys).toEqual([...keys].sort());
    expect(body.result.reduce((n, p) => n + p.value.amount * p.quantity, 0)).toBe(next.drawData.value?.amount);
  });

  it('answers the winners of a past raffle in prize order and none before the draw', async () => {
    const past = await latestPast('your_hospice_lottery');
    const { body } = await get<RaffleWinner[]>(`/v2/draw/details/your-hospice/${past.drawNo}/winners`);
    // One main, one second and twenty bonus winners, each with a distinct ticket.
    expect(body.result).toHaveLength(22);
    expect(body.result[0]?.prizeType).toBe('main');
    expect(new Set(body.result.map((w) => w.ticketNumber)).size).toBe(22);
    expect(body.result[0]?.winnerName).toMatch(/^\S+ [A-Z]\.$/);
    expect(past.mainPrizeWinner).toEqual(body.result[0]);
    const next = upcoming('your_hospice_lottery');
    expect((await get<RaffleWinner[]>(`/v2/draw/details/your-hospice/${next.drawNo}/winners`)).body.result).toEqual([]);
    expect((await get('/v2/draw/details/your-hospice/abc/winners')).status).toBe(400);
    expect((await get('/v2/draw/details/nowhere/1/prizes')).status).toBe(404);
  });
});

describe('draw status changes', () => {
  it('moves a draw only along the transitions table and records each move', async () => {
    const catalogue = createCatalogueService({ db: t.db, clock });
    const next = upcoming('wednesday_lotto', 3);
    await catalogue.changeDrawStatus(next.drawId, 'DRAW_CLOSED');
    await expect(catalogue.changeDrawStatus(next.drawId, 'DRAW_OPEN')).rejects.toMatchObject({ code: 'conflict' });
    await expect(catalogue.changeDrawStatus(next.drawId, 'DRAW_PAID')).rejects.toBeInstanceOf(AppError);
    await catalogue.changeDrawStatus(next.drawId, 'DRAW_DRAWN');
    const changes = await t.db.select().from(drawStatusChanges).where(eq(drawStatusChanges.drawId, next.drawId));
    expect(changes.map((c) => [c.fromStatus, c.toStatus])).toEqual([
      ['DRAW_OPEN', 'DRAW_CLOSED'],
      ['DRAW_CLOSED', 'DRAW_DRAWN'],
    ]);
  });
});
