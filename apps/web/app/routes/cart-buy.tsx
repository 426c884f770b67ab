import { data, redirect } from 'react-router';
import { requireCustomer } from '../features/auth/index.server';
import { fetchCapabilities } from '../features/capabilities';
import { BuyPage } from '../features/cart/buy-page';
import { toCartView } from '../features/cart/cart-view';
import { readCart } from '../features/cart/index.server';
import { newPurchaseKey, purchaseAction } from '../features/cart/purchase.server';
import { pageTitle } from '../features/shell';
import { apiSession } from '../lib/api-session.server';
import type { Route } from './+types/cart-buy';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Pay for your order', matches) }];
}

/**
 * /cart/buy (signed in): a cart that can be bought as it is, with the wallet's balance and the key
 * of a new purchase attempt. Anything to sort out first (items taken out, blocked reasons, an
 * empty cart) is on the cart page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context, { loginBase: '/checkout/login' });
  const [cart, capabilities] = await Promise.all([readCart(request, context), fetchCapabilities(context)]);
  const session = apiSession(request, context);
  const view = cart ? toCartView(cart) : null;
  if (!view?.canCheckout || view.removed.length > 0) throw redirect('/cart', { headers: session.headers() });
  return data(
    {
      view,
      availableFunds: customer.availableFunds,
      walletPurchase: capabilities.includes('wallet_purchase'),
      idempotencyKey: newPurchaseKey(),
    },
    { headers: session.headers() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context, { loginBase: '/checkout/login' });
  return purchaseAction(request, context);
}

export default function CartBuyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BuyPage
      view={loaderData.view}
      availableFunds={loaderData.availableFunds}
      walletPurchase={loaderData.walletPurchase}
      // A refused attempt's answer holds the next attempt's key.
      idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
      failure={actionData ? { code: actionData.code, message: actionData.message } : null}
    />
  );
}
