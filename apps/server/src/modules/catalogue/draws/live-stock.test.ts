import type { Draw, ProductOffersAnswer } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { type LiveStock, withLiveStock } from './live-stock';

const opens = '2026-12-01T00:00:00.000Z';
const stops = '2026-12-05T08:00:00.000Z';

/** A lottery draw (unlimited stock) kept in an offers answer while its sales had not opened. */
const keptDraw: Draw = {
  drawId: 'powerball-1500',
  drawNo: 1500,
  lotteryKey: 'powerball',
  type: 'lottery_ticket_draw',
  status: 'DRAW_OPEN',
  drawDate: '2026-12-05T09:30:00.000Z',
  stop: stops,
  stopDate: stops,
  prizePool: { amount: 20_000_000_00, currency: 'AUD' },
  prizePoolSuffix: null,
  isPrizePoolUnknown: false,
  drawData: {
    drawNumber: 1500,
    drawStop: null,
    featureImage: null,
    name: null,
    value: null,
    drawPreOrderStartDate: null,
    drawSalesOpenDate: opens,
  },
  purchaseStatus: 'pre_order',
  ticketCap: null,
  ticketsSold: 0,
  ticketsRemaining: null,
  offers: ['standard'],
  winnerInfo: null,
  jackpotImage: null,
  specialDrawDetails: null,
  hasResults: false,
};

const answer = { offers: [{ key: 'powerball', draws: [keptDraw], syndicates: [] }] } as unknown as ProductOffersAnswer;
const at = (iso: string): LiveStock => ({ now: new Date(iso), draws: new Map(), syndicates: new Map(), stamp: '' });
const statusAt = (iso: string) => withLiveStock(answer, at(iso)).offers[0]?.draws[0]?.purchaseStatus;

describe('a kept lottery draw in pre-order (unlimited stock, issue 25)', () => {
  it('stays a pre-order before its sales open', () => {
    expect(statusAt('2026-11-30T23:59:59.000Z')).toBe('pre_order');
  });

  it('is open for sale from its sales open date, though the answer was kept before it', () => {
    expect(statusAt(opens)).toBe('open');
    expect(statusAt('2026-12-03T00:00:00.000Z')).toBe('open');
  });

  it('is past once its sales stop', () => {
    expect(statusAt(stops)).toBe('past_draw');
  });
});
