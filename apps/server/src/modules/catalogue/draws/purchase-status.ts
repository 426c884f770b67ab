import type { DrawStatus, PurchaseStatus } from '@drawline/contracts';

export interface PurchaseStatusInput {
  status: DrawStatus;
  stopDate: Date;
  openDate: Date | null;
  ticketCap: number | null;
  ticketsSold: number;
}

/**
 * The purchase status of a draw (2-shopping.md §4) from its real stock and dates: past once
 * sales stopped or the draw left the open states, sold out at the cap, pre-order before sales
 * open, otherwise open.
 */
export function purchaseStatusOf(draw: PurchaseStatusInput, now: Date): PurchaseStatus {
  const selling = draw.status === 'DRAW_OPEN' || draw.status === 'DRAW_CAPPED';
  if (!selling || now.getTime() >= draw.stopDate.getTime()) return 'past_draw';
  if (draw.status === 'DRAW_CAPPED' || (draw.ticketCap !== null && draw.ticketsSold >= draw.ticketCap)) {
    return 'sold_out';
  }
  if (!salesOpenAt(draw, now)) return 'pre_order';
  return 'open';
}

/** Whether a draw's sales have opened at `now`: a draw with no open date opens when it is published. */
export function salesOpenAt(draw: { openDate: Date | null }, now: Date): boolean {
  return !draw.openDate || now.getTime() >= draw.openDate.getTime();
}

/** A draw is published from its pre-order start (when it has one); before that nothing shows it. */
export function isPublished(draw: { preOrderStartDate: Date | null }, now: Date): boolean {
  return !draw.preOrderStartDate || draw.preOrderStartDate.getTime() <= now.getTime();
}
