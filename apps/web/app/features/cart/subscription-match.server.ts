import type { Cart } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities } from '../../lib/capabilities';
import { getCustomer } from '../../lib/customer.server';
import type { SubscriptionMatch } from './subscription-match-modal';

/**
 * The cart subscription match (1-platform.md §6 capability `cart_subscription_match_modal`;
 * docs/decisions/370): each cart line that would start a subscription to an offer the signed-in
 * customer already subscribes to (a subscription not cancelled), with that subscription. Empty
 * for a visitor, without the capability (withheld while the recurring switch is off), and when no
 * line is a subscription, in which cases nothing more is asked.
 */
export async function subscriptionMatches(
  request: Request,
  context: AppLoadContext,
  cart: Cart | null,
): Promise<SubscriptionMatch[]> {
  const lines = (cart?.cartItems ?? []).filter(
    (i) => i.recurringPurchase?.type === 'subscription' && i.recurringPurchase.enabled,
  );
  if (lines.length === 0) return [];
  const [customer, have] = await Promise.all([getCustomer(request, context), fetchCapabilities(request, context)]);
  if (!customer || !have.includes('cart_subscription_match_modal')) return [];
  const held = await apiSession(request, context)
    .platform.subscriptions({ limit: '100' })
    .then((a) => a.items.filter((s) => s.status !== 'recurring_status_cancelled'))
    .catch(() => []);
  return lines.flatMap((line) => {
    const match = held.find((s) => s.productOfferKey === line.productOfferKey);
    return match ? [{ itemId: line.id, subscriptionId: match.autoplayId }] : [];
  });
}
