import { depositPurchaseRules, type Money } from '@drawline/contracts';
import { data, redirect } from 'react-router';
import { BuyPage, shortfall, toCartView } from '../../features/cart';
import { newPurchaseKey, purchaseAction, readCart } from '../../features/cart/index.server';
import { DepositForm } from '../../features/funds';
import { adoptCardToken, depositPurchaseAction, loadCards, newDepositKey } from '../../features/funds/index.server';
import { pageTitle } from '../../features/shell';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities } from '../../lib/capabilities';
import { requireCustomer } from '../../lib/customer.server';
import type { Route } from './+types/buy';

const PAY_BY_CARD = 'pay_by_card';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Pay for your order', matches) }];
}

/**
 * What to charge the card to buy, as the amount field shows it: what the wallet is short, which a
 * deposit-and-buy may charge even below the card's deposit minimum (docs/decisions/301).
 */
function suggestedCharge(missing: Money | null, minimum: Money): string {
  return (Math.max(missing?.amount ?? 0, minimum.amount) / 100).toFixed(2);
}

/**
 * /cart/buy (signed in): a cart that can be bought as it is, with the wallet's balance and the key
 * of a new purchase attempt, and pay by card (deposit-and-buy) when the wallet is short. Anything
 * to sort out first (items taken out, blocked reasons, an empty cart) is on the cart page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context, { loginBase: '/checkout/login' });
  const adopted = await adoptCardToken(request, context);
  if (adopted && 'redirectTo' in adopted) throw adopted.redirectTo;
  const [cart, capabilities, cards] = await Promise.all([
    readCart(request, context),
    fetchCapabilities(request, context),
    loadCards(request, context, '/cart/buy'),
  ]);
  const session = apiSession(request, context);
  const view = cart ? toCartView(cart) : null;
  if (!view?.canCheckout || view.removed.length > 0) throw redirect('/cart', { headers: session.headers() });
  return data(
    {
      view,
      availableFunds: customer.availableFunds,
      walletPurchase: capabilities.includes('wallet_purchase'),
      idempotencyKey: newPurchaseKey(),
      cards,
      depositKey: newDepositKey(),
      selectedFundId: new URL(request.url).searchParams.get('fund'),
      cardError: adopted?.error ?? null,
    },
    { headers: session.headers() },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context, { loginBase: '/checkout/login' });
  const intent = (await request.clone().formData()).get('intent');
  if (intent === PAY_BY_CARD) return { ...(await depositPurchaseAction(request, context)), payByCard: true as const };
  return purchaseAction(request, context);
}

export default function CartBuyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const payByCard = actionData && 'payByCard' in actionData ? actionData : undefined;
  const purchase = actionData && !('payByCard' in actionData) ? actionData : undefined;
  const { cards } = loaderData;
  const charge = cards.card
    ? suggestedCharge(
        shortfall(loaderData.view.total, loaderData.availableFunds),
        depositPurchaseRules(cards.card.rules, loaderData.view.total, loaderData.availableFunds).minAmount,
      )
    : null;
  // The gateway's card page names the amount it is for, as a hosted payment page does.
  const addCardUrl =
    cards.addCardUrl && charge
      ? `${cards.addCardUrl}&${new URLSearchParams({ amount: String(Math.round(Number(charge) * 100)), currency: loaderData.view.total.currency })}`
      : cards.addCardUrl;
  const cardFailure = payByCard
    ? { message: payByCard.message, errors: payByCard.errors }
    : loaderData.cardError
      ? { message: loaderData.cardError, errors: {} }
      : null;
  return (
    <BuyPage
      view={loaderData.view}
      availableFunds={loaderData.availableFunds}
      walletPurchase={loaderData.walletPurchase}
      // A refused attempt's answer holds the next attempt's key.
      idempotencyKey={purchase?.idempotencyKey ?? loaderData.idempotencyKey}
      failure={purchase ? { code: purchase.code, message: purchase.message } : null}
      payByCard={
        cards.card ? (
          <section className="pay-by-card" aria-labelledby="pay-by-card-heading">
            <h3 id="pay-by-card-heading">Pay by card</h3>
            <DepositForm
              cards={cards.cards}
              card={cards.card}
              wallets={[]}
              cardsOnly
              addCardUrl={addCardUrl}
              selectedFundId={loaderData.selectedFundId}
              idempotencyKey={payByCard?.idempotencyKey ?? loaderData.depositKey}
              failure={cardFailure}
              suggestedAmount={charge ?? undefined}
              purchase={{ orderTotal: loaderData.view.total, availableFunds: loaderData.availableFunds }}
              intent={PAY_BY_CARD}
            />
          </section>
        ) : null
      }
    />
  );
}
