import { isPurchasable } from '@drawline/contracts';
import { describe, expect, it } from 'vitest';
import { isPublished, type PurchaseStatusInput, purchaseStatusOf } from './purchase-status';

const now = new Date('2026-03-10T00:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3600_000);
const draw = (over: Partial<PurchaseStatusInput> = {}): PurchaseStatusInput => ({
  status: 'DRAW_OPEN',
  stopDate: hours(48),
  openDate: hours(-24),
  ticketCap: 1000,
  ticketsSold: 400,
  ...over,
});

describe('raffle purchase status', () => {
  it('is open while selling below the cap', () => {
    expect(purchaseStatusOf(draw(), now)).toBe('open');
    expect(purchaseStatusOf(draw({ ticketCap: null, ticketsSold: 10_000_000 }), now)).toBe('open');
    expect(purchaseStatusOf(draw({ ticketsSold: 999 }), now)).toBe('open');
  });

  it('is sold out at the cap or when capped', () => {
    expect(purchaseStatusOf(draw({ ticketsSold: 1000 }), now)).toBe('sold_out');
    expect(purchaseStatusOf(draw({ status: 'DRAW_CAPPED', ticketsSold: 1000 }), now)).toBe('sold_out');
  });

  it('is pre-order before sales open', () => {
    expect(purchaseStatusOf(draw({ openDate: hours(1) }), now)).toBe('pre_order');
    expect(purchaseStatusOf(draw({ openDate: now }), now)).toBe('open');
  });

  it('is past once sales stop or the draw left the selling states', () => {
    expect(purchaseStatusOf(draw({ stopDate: now }), now)).toBe('past_draw');
    expect(purchaseStatusOf(draw({ stopDate: hours(-1), ticketsSold: 1000 }), now)).toBe('past_draw');
    for (const status of ['DRAW_CLOSED', 'DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'] as const) {
      expect(purchaseStatusOf(draw({ status }), now), status).toBe('past_draw');
    }
  });

  it('is purchasable only when open or pre-order', () => {
    expect(isPurchasable('open')).toBe(true);
    expect(isPurchasable('pre_order')).toBe(true);
    expect(isPurchasable('sold_out')).toBe(false);
    expect(isPurchasable('past_draw')).toBe(false);
  });

  it('publishes a draw from its pre-order start', () => {
    expect(isPublished({ preOrderStartDate: null }, now)).toBe(true);
    expect(isPublished({ preOrderStartDate: now }, now)).toBe(true);
    expect(isPublished({ preOrderStartDate: hours(1) }, now)).toBe(false);
  });
});
