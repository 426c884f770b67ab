import type { OrderStatus } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';

/**
 * The order life cycle as data (docs/decisions/120). An order paid from the wallet in its own
 * transaction is born completed; an order waiting for a card payment is pending until the
 * payment settles or fails; a completed order is refunded when its draw cannot run.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['completed', 'failed'],
  completed: ['refunded'],
  failed: [],
  refunded: [],
};

/** What an order paid in the purchase's own transaction starts as. */
export const PAID_ORDER_STATUS: OrderStatus = 'completed';

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from]?.includes(to) ?? false;
}

/** The one gate for an order's status change: any move the table does not list is refused. */
export function assertOrderTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canMoveOrder(from, to)) {
    throw new AppError('conflict', {
      message: `An order cannot move from ${from} to ${to}.`,
      result: { from, to, allowed: orderTransitions[from] ?? [] },
    });
  }
}
