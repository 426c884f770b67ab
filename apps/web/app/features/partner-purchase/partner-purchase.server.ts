import { randomUUID } from 'node:crypto';
import {
  type DepositPurchase,
  IDEMPOTENCY_KEY_PATTERN,
  type Partner,
  type PartnerFetchStatus,
} from '@drawline/contracts';
import { type AppLoadContext, data, redirect, redirectDocument } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { requireCapabilities, routeNeeds } from '../../lib/capabilities';
import { getCustomer } from '../../lib/customer.server';
import { text } from '../../lib/form-errors';
import { orNotFound } from '../../lib/not-found';
import { loginPath, REGISTER_PATH } from '../../lib/redirect';
import { loadOffers } from '../catalogue';
import { adoptCardToken, loadCards } from '../funds/index.server';
import { loadReceipt } from '../orders/index.server';
import { channelOf, partnerItemOf, partnerQuery, pricePartnerItem } from './partner-item';

/** The partner's pages' path (3-account.md §2). */
export const partnerPath = (slug: string) => `/purchase/${encodeURIComponent(slug)}`;
export const partnerReceiptPath = (slug: string, checkoutId: string) =>
  `${partnerPath(slug)}/receipt/${encodeURIComponent(checkoutId)}`;

/** The partner of the page, with the page's capability; an unknown or turned-off partner is the 404 page. */
async function partnerOf(request: Request, context: AppLoadContext, slug: string | undefined): Promise<Partner> {
  await requireCapabilities(request, context, routeNeeds.partnerPurchase);
  return orNotFound(apiSession(request, context).platform.partner(slug ?? ''), [404, 400]);
}

/**
 * /purchase/:partnerSlug: the partner, what its link buys priced from the catalogue, and (§4
 * partner fetch status) `resolved` for a visitor, asked to sign in or sign up and come back, or
 * `ready` for a customer: their cards, the charge, and a new attempt's key.
 */
export async function loadPartnerCheckout(request: Request, context: AppLoadContext, slug: string | undefined) {
  const partner = await partnerOf(request, context, slug);
  const session = apiSession(request, context);
  const url = new URL(request.url);
  const channelKey = channelOf(url.searchParams, partner);
  const asked = partnerItemOf(url.searchParams);
  const item = asked ? pricePartnerItem((await loadOffers(session.platform, request)).offers, asked) : null;
  const here = item ? `${url.pathname}?${partnerQuery(item, channelKey)}` : url.pathname;
  const base = { partner, item, channelKey, headers: session.headers() };
  const customer = await getCustomer(request, context);
  if (!customer || !item) {
    const signIn = loginPath(here, {}, '/checkout/login');
    const signUp = `${REGISTER_PATH}?${new URLSearchParams({ redirect: here })}`;
    return { ...base, status: 'resolved' as PartnerFetchStatus, signIn, signUp, ready: null };
  }
  const adopted = await adoptCardToken(request, context);
  if (adopted && 'redirectTo' in adopted) throw adopted.redirectTo;
  const [cards, cart] = await Promise.all([loadCards(request, context, here), session.platform.cart()]);
  // The partner's item is bought with what the cart already holds (decision 471).
  const charge = { amount: item.price.amount + cart.cartTotal.amount, currency: item.price.currency };
  return {
    ...base,
    status: 'ready' as PartnerFetchStatus,
    signIn: null,
    signUp: null,
    ready: {
      cards: cards.cards,
      addCardUrl: cards.addCardUrl
        ? `${cards.addCardUrl}&${new URLSearchParams({ amount: String(charge.amount), currency: charge.currency })}`
        : null,
      selectedFundId: url.searchParams.get('fund'),
      otherItems: cart.cartItems.length,
      charge,
      idempotencyKey: randomUUID(),
      cardError: adopted?.error ?? null,
    },
    headers: session.headers(),
  };
}

export interface PartnerPurchaseFailure {
  message: string;
  idempotencyKey: string;
}

/**
 * The checkout's action: POST /cart/partner/{slug}/purchase under the attempt's key; 3-D Secure
 * goes to the bank's page as a document, a receipt to the partner receipt; a refusal stays on the
 * page with its message and a new key.
 */
export async function partnerPurchaseAction(request: Request, context: AppLoadContext, slug: string | undefined) {
  const partner = await partnerOf(request, context, slug);
  const session = apiSession(request, context);
  const form = await request.formData();
  const key = text(form, 'idempotencyKey');
  const url = new URL(request.url);
  const item = partnerItemOf(url.searchParams);
  const channelKey = channelOf(url.searchParams, partner);
  const failed = (message: string, status = 400) =>
    data<PartnerPurchaseFailure>({ message, idempotencyKey: randomUUID() }, { status, headers: session.headers() });
  if (!IDEMPOTENCY_KEY_PATTERN.test(key) || !item || !channelKey) return failed('Please try again.');
  let answer: DepositPurchase;
  try {
    answer = await session.platform.partnerPurchase(
      partner.slug,
      {
        cartItem: item,
        deposit: { depositMethodId: text(form, 'fundId'), amount: text(form, 'amount') },
        purchase: { channelKey, partnerKey: partner.key },
      },
      { idempotencyKey: key },
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return failed(error.message, error.status);
  }
  const headers = session.headers();
  const { deposit, receipt, purchaseError } = answer;
  if (deposit.status === 'pending_authorisation' && deposit.authorisationUrl) {
    throw redirectDocument(deposit.authorisationUrl, { headers });
  }
  if (receipt) throw redirect(partnerReceiptPath(partner.slug, receipt.checkoutId), { headers });
  return failed(purchaseError?.message ?? 'Your card was not charged for this order. Please try again.', 409);
}

/** /purchase/:partnerSlug/receipt/:checkoutID: the customer's own receipt under the partner's name. */
export async function loadPartnerReceipt(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
  checkoutId: string | undefined,
) {
  const partner = await partnerOf(request, context, slug);
  const { receipt, emailedTo, headers } = await loadReceipt(request, context, checkoutId);
  return { partner, receipt, emailedTo, headers };
}

/**
 * /purchase/:partnerSlug/autologin/:autologinToken (decision 472): the shop's single-use,
 * short-lived sign-in token, spent by the autologin page (on its POST, never on a GET), which then
 * comes back to the partner's checkout.
 */
export async function partnerAutologin(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
  token: string | undefined,
) {
  const partner = await partnerOf(request, context, slug);
  const back = `${partnerPath(partner.slug)}${new URL(request.url).search}`;
  throw redirect(`/login/autologin/${encodeURIComponent(token ?? '')}?${new URLSearchParams({ redirect: back })}`);
}

/** /purchase/:partnerSlug/*: the partner's 404, with the way back to its checkout. */
export async function loadPartnerNotFound(request: Request, context: AppLoadContext, slug: string | undefined) {
  const partner = await partnerOf(request, context, slug);
  return data({ partner }, { status: 404 });
}
