import {
  type ArchivedDrawsAnswer,
  archivedDrawsAnswerSchema,
  type FullResult,
  fullResultSchema,
  type PastDraw,
  type ProductOffersAnswer,
  pastDrawSchema,
  type ResultKey,
  type Statistics,
  statisticsSchema,
  type Tip,
} from '@drawline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers';
import { fixedClock } from '../../../lib/clock';

// Tuesday 10 March 2026, 12:00 AEST.
const NOW = '2026-03-10T02:00:00Z';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, clock: fixedClock(NOW) });
});
afterAll(() => t.close());

type Body<T> = {
  result: T;
  pageInfo: { limit: number; offset: number; total: number } | null;
  error: { code: string; message: string } | null;
  errors: Record<string, unknown[]> | null;
};
async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, headers: res.headers, body: res.json() as Body<T> };
}
async function allPast(offer: string): Promise<PastDraw[]> {
  const out: PastDraw[] = [];
  for (let offset = 0; ; offset += 50) {
    const { body } = await get<PastDraw[]>(`/v2/draws/pricing/default/past/${offer}?limit=50&offset=${offset}`);
    out.push(...body.result);
    if (out.length >= (body.pageInfo?.total ?? 0)) return out;
  }
}
function expectFieldError(body: Body<unknown>, field: string) {
  expect(body.error?.code).toBe('validation_failed');
  expect(Object.keys(body.errors ?? {})).toEqual([field]);
}

describe('GET /draws/pricing/{pricingId}/past/result_keys', () => {
  it('lists the lotteries and raffles with results of the pricing, in rank order', async () => {
    const { status, body } = await get<ResultKey[]>('/v2/draws/pricing/default/past/result_keys');
    expect(status).toBe(200);
    expect(body.result.map((k) => k.key)).toEqual([
      'powerball2018',
      'oz_lotto2022',
      'saturday_lotto',
      'set_for_life2020',
      'monday_lotto',
      'wednesday_lotto',
      'super_66',
      'lotto_strike',
      'make_a_smile_lottery',
      'your_hospice_lottery',
      'one_lottery',
      'super_jackpot_lottery',
      'mega_jackpot_lottery',
    ]);
    expect(body.result.find((k) => k.key === 'one_lottery')?.category).toBe('raffles');
    const sa = (await get<ResultKey[]>('/v2/draws/pricing/sa/past/result_keys')).body.result;
    expect(sa.map((k) => k.key)).not.toContain('your_hospice_lottery');
    expect((await get('/v2/draws/pricing/nowhere/past/result_keys')).status).toBe(404);
  });
});

describe('GET /draws/pricing/{pricingId}/past/{offer}', () => {
  it('answers five results by default, newest first, with pageInfo', async () => {
    const { status, body } = await get<PastDraw[]>('/v2/draws/pricing/default/past/powerball');
    expect(status).toBe(200);
    expect(body.result).toHaveLength(5);
    expect(body.pageInfo).toEqual({ limit: 5, offset: 0, total: 26 });
    const dates = body.result.map((d) => d.drawDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const d of body.result) {
      pastDrawSchema.parse(d);
      expect(['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']).toContain(d.status);
      expect(Date.parse(d.drawDate)).toBeLessThanOrEqual(Date.parse(NOW));
      expect(d.winningNumbers.map((s) => s.name)).toEqual(['Numbers', 'Powerball']);
    }
  });

  it('pages by offset or page', async () => {
    const second = (await get<PastDraw[]>('/v2/draws/pricing/default/past/powerball?limit=5&offset=5')).body;
    const page2 = (await get<PastDraw[]>('/v2/draws/pricing/default/past/powerball?limit=5&page=2')).body;
    expect(page2.result).toEqual(second.result);
    expect(second.pageInfo).toEqual({ limit: 5, offset: 5, total: 26 });
    const first = (await get<PastDraw[]>('/v2/draws/pricing/default/past/powerball')).body.result;
    expect(second.result[0]?.drawNo).toBe((first[4]?.drawNo ?? 0) - 1);
  });

  it("answers every offer's results for 'latest', by category", async () => {
    const raffles = (await get<PastDraw[]>('/v2/draws/pricing/default/past/latest?category=raffles&limit=50')).body;
    expect(raffles.result.length).toBeGreaterThan(0);
    expect(raffles.result.every((d) => d.productType === 'raffle_ticket')).toBe(true);
    const lotteries = (await get<PastDraw[]>('/v2/draws/pricing/default/past/latest?category=lotteries')).body;
    expect(lotteries.result.every((d) => d.productType === 'lottery_ticket')).toBe(true);
    expect((raffles.pageInfo?.total ?? 0) + (lotteries.pageInfo?.total ?? 0)).toBe(
      (await get<PastDraw[]>('/v2/draws/pricing/default/past/latest')).body.pageInfo?.total,
    );
  });

  it("shows a syndicate offer its lottery's results", async () => {
    const syndicate = (await get<PastDraw[]>('/v2/draws/pricing/default/past/saturday_lotto_syndicate')).body.result;
    const lottery = (await get<PastDraw[]>('/v2/draws/pricing/default/past/saturday_lotto')).body.result;
    expect(syndicate).toEqual(lottery);
  });

  it('answers raffle results with the main prize winner', async () => {
    const { body } = await get<PastDraw[]>('/v2/draws/pricing/default/past/make-a-smile');
    for (const d of body.result) {
      expect(d.winningNumbers).toEqual([]);
      expect(d.mainPrizeWinner?.prizeType).toBe('main');
      expect(d.winnerInfo?.topPrizeWinners).toBe(1);
    }
  });

  it('answers 404 for an unknown offer or pricing and 400 for paging below range', async () => {
    const unknown = await get('/v2/draws/pricing/default/past/no_such_lottery');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('not_found');
    expect((await get('/v2/draws/pricing/nowhere/past/powerball')).status).toBe(404);
    // Not sold under the SA pricing.
    expect((await get('/v2/draws/pricing/sa/past/your_hospice_lottery')).status).toBe(404);
    for (const [query, field] of [
      ['offset=-1', 'offset'],
      ['page=0', 'page'],
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=five', 'limit'],
      ['category=scratchies', 'category'],
    ]) {
      const bad = await get(`/v2/draws/pricing/default/past/powerball?${query}`);
      expect(bad.status, query).toBe(400);
      expectFieldError(bad.body, field as string);
    }
  });
});

describe('GET /draws/past/archived/{offer or latest}/{year}/{month}', () => {
  it('answers the results of one AEST month, with the months that have results', async () => {
    const { status, headers, body } = await get<ArchivedDrawsAnswer>(
      '/v2/draws/past/archived/oz_lotto/2026/2?limit=10',
    );
    expect(status).toBe(200);
    expect(headers.version).toBe('3.7');
    archivedDrawsAnswerSchema.parse(body.result);
    // The Tuesdays of February 2026.
    expect(body.result.draws.map((d) => d.drawDate.slice(0, 10))).toEqual([
      '2026-02-24',
      '2026-02-17',
      '2026-02-10',
      '2026-02-03',
    ]);
    expect(body.pageInfo).toEqual({ limit: 10, offset: 0, total: 4 });
    expect(body.result.availableMonths[0]).toEqual({ year: 2026, month: 3 });
    expect(body.result.availableMonths).toContainEqual({ year: 2025, month: 9 });
  });

  it("answers every offer for 'latest'", async () => {
    const { body } = await get<ArchivedDrawsAnswer>(
      '/v2/draws/past/archived/latest/2026/3?limit=50&category=lotteries',
    );
    expect(new Set(body.result.draws.map((d) => d.lotteryKey)).size).toBeGreaterThan(3);
    expect(body.result.draws.every((d) => d.drawDate >= '2026-02-28T14:00:00.000Z')).toBe(true);
  });

  it('answers 404 with the available months for a month without results, 400 for an unknown month', async () => {
    const empty = await get<ArchivedDrawsAnswer>('/v2/draws/past/archived/powerball/2019/5');
    expect(empty.status).toBe(404);
    expect(empty.body.error?.code).toBe('not_found');
    expect(empty.body.result.availableMonths.length).toBeGreaterThan(0);
    for (const [path, field] of [
      ['powerball/2026/13', 'month'],
      ['powerball/2026/0', 'month'],
      ['powerball/26x/1', 'year'],
      ['powerball/1200/1', 'year'],
    ]) {
      const bad = await get(`/v2/draws/past/archived/${path}`);
      expect(bad.status, path).toBe(400);
      expectFieldError(bad.body, field as string);
    }
    expect((await get('/v2/draws/past/archived/nowhere/2026/1')).status).toBe(404);
    const badPage = await get('/v2/draws/past/archived/powerball/2026/1?page=0');
    expect(badPage.status).toBe(400);
  });
});

describe('GET /draw/full_result/{offerKey}/{drawNo}', () => {
  it('answers the divisions of a lottery draw, consistent with its winner summary', async () => {
    const [past] = (await get<PastDraw[]>('/v2/draws/pricing/default/past/set_for_life')).body.result;
    const { status, body } = await get<FullResult>(`/v2/draw/full_result/set-for-life/${past?.drawNo}`);
    expect(status).toBe(200);
    fullResultSchema.parse(body.result);
    const { divisions, winnerInfo } = body.result;
    expect(divisions.map((d) => d.division)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(divisions[0]?.prizeSuffix).toBe('a month for 20 years');
    expect(winnerInfo?.totalWinners).toBe(divisions.reduce((n, d) => n + d.numWinners, 0));
    expect(winnerInfo?.totalPrizeAmount.amount).toBe(
      divisions.reduce((n, d) => n + d.numWinners * d.prizeAmount.amount, 0),
    );
    expect(body.result.winningNumbers.map((s) => [s.name, s.numbers.length])).toEqual([
      ['Numbers', 7],
      ['Bonus', 2],
    ]);
  });

  it('answers prizes and winners of a raffle draw', async () => {
    const [past] = (await get<PastDraw[]>('/v2/draws/pricing/default/past/one_lottery')).body.result;
    const { body } = await get<FullResult>(`/v2/draw/full_result/one_lottery/${past?.drawNo}`);
    expect(body.result.divisions).toEqual([]);
    expect(body.result.prizes[0]?.type).toBe('main');
    expect(body.result.winners).toHaveLength(body.result.prizes.reduce((n, p) => n + p.quantity, 0));
  });

  it('answers 404 for a draw without results and 400 for a bad draw number', async () => {
    const offers = (await get<ProductOffersAnswer>('/v2/pricing/default/product_offers?keys=powerball')).body.result;
    const next = offers.offers[0]?.draws[0];
    const open = await get(`/v2/draw/full_result/powerball/${next?.drawNo}`);
    expect(open.status).toBe(404);
    expect(open.body.error?.message).toMatch(/Results of draw/);
    const bad = await get('/v2/draw/full_result/powerball/latest');
    expect(bad.status).toBe(400);
    expectFieldError(bad.body, 'draw_no');
    expect((await get('/v2/draw/full_result/nowhere/12')).status).toBe(404);
  });
});

describe('GET /statistics/{offerKey}', () => {
  it('counts how often each number was drawn in the real past results', async () => {
    const { status, body } = await get<Statistics>('/v2/statistics/saturday-lotto');
    expect(status).toBe(200);
    statisticsSchema.parse(body.result);
    const past = await allPast('saturday_lotto');
    expect(body.result.drawsAnalysed).toBe(past.length);
    for (const name of ['Numbers', 'Supplementary']) {
      const counted = new Map<number, number>();
      for (const d of past)
        for (const n of d.winningNumbers.find((s) => s.name === name)?.numbers ?? [])
          counted.set(n, (counted.get(n) ?? 0) + 1);
      const set = body.result.sets.find((s) => s.name === name);
      expect(set?.frequencies).toHaveLength(45);
      for (const f of set?.frequencies ?? []) expect(f.count, `${name} ${f.number}`).toBe(counted.get(f.number) ?? 0);
      const top = Math.max(...(set?.frequencies.map((f) => f.count) ?? []));
      expect(set?.frequencies.find((f) => f.number === set.hot[0])?.count).toBe(top);
      expect(set?.hot).toHaveLength(6);
    }
  });

  it('analyses the last n draws when asked, and the Powerball from its own range', async () => {
    const { body } = await get<Statistics>('/v2/statistics/powerball?limit=10');
    expect(body.result.drawsAnalysed).toBe(10);
    const powerball = body.result.sets.find((s) => s.name === 'Powerball');
    expect([powerball?.min, powerball?.max]).toEqual([1, 20]);
    expect(powerball?.frequencies.reduce((n, f) => n + f.count, 0)).toBe(10);
  });

  it('answers 404 for raffles and unknown offers, 400 for a bad limit', async () => {
    expect((await get('/v2/statistics/make_a_smile_lottery')).status).toBe(404);
    expect((await get('/v2/statistics/no_such_lottery')).status).toBe(404);
    const bad = await get('/v2/statistics/powerball?limit=0');
    expect(bad.status).toBe(400);
    expectFieldError(bad.body, 'limit');
  });
});

describe('GET /tips', () => {
  it('answers hot, cold and overdue numbers of each lottery from its statistics', async () => {
    const { status, body } = await get<Tip[]>('/v2/tips');
    expect(status).toBe(200);
    expect(new Set(body.result.map((tip) => tip.lotteryKey)).size).toBe(8);
    const hot = body.result.find((tip) => tip.key === 'oz_lotto2022.hot_numbers');
    const stats = (await get<Statistics>('/v2/statistics/oz_lotto2022?limit=30')).body.result;
    expect(hot?.numbers).toEqual(stats.sets.find((s) => s.name === 'Numbers')?.hot.slice(0, 6));
    expect(hot?.message).toMatch(/last 26 Oz Lotto draws/);
  });
});
