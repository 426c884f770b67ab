import { AppError } from '../../platform/app-error';

export const cartStatuses = ['active', 'purchased', 'converted'] as const;
export type CartStatus = (typeof cartStatuses)[number];

/**
 * The cart life cycle as data: an active cart is bought (a customer's) or converted into the
 * customer's cart on sign-in (an anonymous one); nothing leaves those states.
 */
export const cartTransitions: Readonly<Record<CartStatus, readonly CartStatus[]>> = {
  active: ['purchased', 'converted'],
  purchased: [],
  converted: [],
};

export function canMoveCart(from: CartStatus, to: CartStatus): boolean {
  return cartTransitions[from]?.includes(to) ?? false;
}

/** The one gate for a status change: any move the table does not list is refused. */
export function assertCartTransition(from: CartStatus, to: CartStatus): void {
  if (!canMoveCart(from, to)) {
    throw new AppError('conflict', { message: `A cart cannot move from ${from} to ${to}.` });
  }
}
