import { type CartBlockedReasonId, type Currency, cartBlockedReasons } from '@drawline/contracts';
import type { PricedLine, RemovedLine } from './priced-cart';

interface CartState {
  lines: readonly PricedLine[];
  removed: readonly RemovedLine[];
  currency: Currency;
}

const lineName = (l: PricedLine) => `${l.terms.offer.name} draw ${l.draw.drawNo}`;
const unique = (names: string[]) => [...new Set(names)];

/**
 * The checks behind blockedReasons (2-shopping.md §3, §4), in the order the cart shows them.
 * Each answers the details of its reason, or nothing; the messages and action types live in
 * the contracts' cartBlockedReasons. The limits' reasons are added by the customer's cart read
 * (queries/read-cart.ts).
 */
type CartOwnReasonId = Extract<
  CartBlockedReasonId,
  'auto_removed_items' | 'not_enough_stock' | 'offer_unavailable' | 'mixed_currencies'
>;
type Details<K extends CartBlockedReasonId> = Parameters<(typeof cartBlockedReasons)[K]['message']>[0];
const checks: { [K in CartOwnReasonId]: (cart: CartState) => Details<K> | null } = {
  auto_removed_items: (c) => (c.removed.length ? { count: c.removed.length } : null),
  not_enough_stock: (c) => {
    const names = unique(c.lines.filter((l) => l.stockShort).map(lineName));
    return names.length ? { names } : null;
  },
  offer_unavailable: (c) => {
    const names = unique(c.lines.filter((l) => l.offerUnavailable).map((l) => l.terms.offer.name));
    return names.length ? { names } : null;
  },
  mixed_currencies: (c) => (c.lines.some((l) => l.price.currency !== c.currency) ? {} : null),
};

export function blockedReasonsOf(cart: CartState): Record<string, string> {
  const reasons: Record<string, string> = {};
  for (const id of Object.keys(checks) as CartOwnReasonId[]) {
    const details = checks[id](cart);
    if (details) reasons[id] = (cartBlockedReasons[id].message as (d: typeof details) => string)(details);
  }
  return reasons;
}
