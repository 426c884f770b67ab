import type { PastDraw, PlatformPort } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { loadLatestResults, monthParam, pageParam } from './results.server';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

/** A raffle's past draw as the API answers it, every field filled. */
const raffleDraw: PastDraw = {
  drawId: 'one_lottery-376',
  drawNo: 376,
  lotteryKey: 'one_lottery',
  lotteryName: 'The One Lottery',
  lotteryUrl: 'one-lottery',
  productType: 'raffle_ticket',
  type: 'raffle_ticket_draw',
  status: 'DRAW_PAID',
  drawDate: '2026-11-25T01:00:00.000Z',
  prizePool: aud(100_000_000),
  prizePoolSuffix: null,
  isPrizePoolUnknown: false,
  drawData: {
    drawNumber: 376,
    drawStop: '2026-11-24T12:00:00.000Z',
    featureImage: '/images/raffle-376.jpg',
    name: 'Draw 376: $1 million cash',
    value: aud(103_000_000),
    drawPreOrderStartDate: '2026-10-27T12:00:00.000Z',
    drawSalesOpenDate: '2026-11-24T12:00:00.000Z',
  },
  winningNumbers: [],
  winnerInfo: { totalWinners: 7, totalPrizeAmount: aud(103_000_000), topPrizeWinners: 1 },
  mainPrizeWinner: {
    id: 'one_lottery-376-main-w1',
    prizeId: 'one_lottery-376-main',
    prizeName: '$1 million cash',
    prizeType: 'main',
    value: aud(100_000_000),
    ticketNumber: '0037006',
    winnerName: 'Mia L.',
    location: 'Carlton VIC',
    timestamp: '2026-11-25T01:00:00.000Z',
  },
};

describe('results paths', () => {
  it('floors the page at 1', () => {
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('-4')).toBe(1);
    expect(pageParam('abc')).toBe(1);
    expect(pageParam('2.7')).toBe(2);
    expect(pageParam('3')).toBe(3);
  });

  it('reads a month as YYYY-MM and nothing else', () => {
    expect(monthParam('2026-10')).toEqual({ year: 2026, month: 10 });
    expect(monthParam('2026-01')).toEqual({ year: 2026, month: 1 });
    expect(monthParam('2026-13')).toBeUndefined();
    expect(monthParam('2026-00')).toBeUndefined();
    expect(monthParam('2026-1')).toBeUndefined();
    expect(monthParam('last-week')).toBeUndefined();
    expect(monthParam(undefined)).toBeUndefined();
  });
});

describe('the results list loader', () => {
  it('sends the page only what a result card shows of each draw', async () => {
    const asked: unknown[] = [];
    const platform = {
      pastDraws: async (...args: unknown[]) => {
        asked.push(args);
        return { items: [raffleDraw], pageInfo: { limit: 10, offset: 10, total: 21 } };
      },
    } as unknown as PlatformPort;

    const list = await loadLatestResults(platform, 'AU', 'raffles', 2);

    expect(asked).toEqual([['AU', 'latest', { limit: '10', page: '2', category: 'raffles' }]]);
    expect(list).toMatchObject({ page: 2, pages: 3, total: 21 });
    expect(list.items).toEqual([
      {
        drawId: 'one_lottery-376',
        drawNo: 376,
        lotteryName: 'The One Lottery',
        lotteryUrl: 'one-lottery',
        productType: 'raffle_ticket',
        drawDate: '2026-11-25T01:00:00.000Z',
        drawData: { name: 'Draw 376: $1 million cash' },
        winningNumbers: [],
        winnerInfo: { totalWinners: 7, totalPrizeAmount: aud(103_000_000), topPrizeWinners: 1 },
        mainPrizeWinner: {
          prizeName: '$1 million cash',
          value: aud(100_000_000),
          winnerName: 'Mia L.',
          location: 'Carlton VIC',
        },
      },
    ]);
  });
});
