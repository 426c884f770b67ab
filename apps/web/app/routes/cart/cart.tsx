import { type Cause, MAX_CART_ITEM_QUANTITY } from '@drawline/contracts';
import { data } from 'react-router';
import { CartPage, checkoutPath, toCartView } from '../../features/cart';
import { cartAction, readCart, subscriptionMatches } from '../../features/cart/index.server';
import { PlacementList } from '../../features/placements';
import { loadPlacements } from '../../features/placements/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { getCustomer } from '../../lib/customer.server';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Your cart', matches) }];
}

/** The names of the causes the cart's items support (GET /causes); keys are shown when the call fails. */
async function causeNames(request: Request, context: Route.LoaderArgs['context'], keys: string[]) {
  if (keys.length === 0) return new Map<string, string>();
  const known = await apiSession(request, context)
    .platform.causes({ limit: '100' })
    .then((a): readonly Cause[] => a.items)
    .catch((): readonly Cause[] => []);
  return new Map(known.map((c) => [c.key, c.name]));
}

/** /cart: the visitor's cart, read once for the page and the navigation's count. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [cart, customer] = await Promise.all([readCart(request, context), getCustomer(request, context)]);
  const keys = [...new Set((cart?.cartItems ?? []).flatMap((i) => (i.causeKey ? [i.causeKey] : [])))];
  const [names, matches, placements] = await Promise.all([
    causeNames(request, context, keys),
    subscriptionMatches(request, context, cart),
    // The cart's own placements (decision 474): only beside items, read for the cart as it is.
    cart?.cartItems.length ? loadPlacements(request, context, ['cart_inline_item']) : [],
  ]);
  const view = cart ? toCartView(cart, names) : null;
  return data(
    {
      view,
      // A visitor signs in or signs up first, then comes back to the checkout; their cart comes with them (2-shopping.md §4).
      checkoutPath: checkoutPath(Boolean(customer)),
      maxQuantity: MAX_CART_ITEM_QUANTITY,
      subscriptionMatches: matches,
      placements,
    },
    { headers: apiSession(request, context).headers() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export default function CartRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartPage
      view={loaderData.view}
      checkoutPath={loaderData.checkoutPath}
      maxQuantity={loaderData.maxQuantity}
      error={actionData && !actionData.ok ? actionData.error : null}
      subscriptionMatches={loaderData.subscriptionMatches}
      inline={<PlacementList placements={loaderData.placements} title="Add to your order" id="cart-placements" />}
    />
  );
}
