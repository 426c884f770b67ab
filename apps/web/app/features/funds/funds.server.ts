import { randomUUID } from 'node:crypto';
import {
  DEPOSIT_FAILURE_FALLBACK,
  type Deposit,
  type DepositPurchase,
  type Fund,
  IDEMPOTENCY_KEY_PATTERN,
  type PaymentMethod,
  type StripeSetup,
} from '@drawline/contracts';
import { type AppLoadContext, redirect, redirectDocument } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities } from '../../lib/capabilities';
import { type FormErrors, formErrorsOf } from '../../lib/form-errors';
import { type ElevatedActionData, elevationMessages } from '../two-factor';
import { withElevation } from '../two-factor/index.server';
import { browserMetadataOf } from './browser-data';
import { confirmPayPal, startPayPal } from './paypal.server';

/**
 * The storefront's side of funds (3-account.md §3, §4, §7): cards, deposits and deposit-and-buy.
 * A card number never passes through here: the gateway's own page takes it and sends the browser
 * back with a token (docs/decisions/170).
 */

/** The query parameter the gateway's card page sends the browser back with. */
export const GATEWAY_TOKEN_PARAM = 'gateway_token';

/** What Stripe adds to the return address after saving a card (its SetupIntent's id). */
export const STRIPE_SETUP_INTENT_PARAM = 'setup_intent';

/** A key for one deposit attempt, carried by the form (as purchase.server.ts does for purchases). */
export function newDepositKey(): string {
  return randomUUID();
}

export interface CardsState {
  cards: Fund[];
  card: PaymentMethod | null;
  /** The digital wallets (PayPal, Google Pay, Apple Pay). */
  wallets: PaymentMethod[];
  /** The priority gateway's card page, sending the browser back to `returnTo`. */
  addCardUrl: string | null;
}

export async function loadCards(request: Request, context: AppLoadContext, returnTo: string): Promise<CardsState> {
  const session = apiSession(request, context);
  const [answer, gateways] = await Promise.all([
    session.platform.paymentMethods({ filter: 'funds.cart' }),
    session.platform.cardGateways(),
  ]);
  // The cart's filter answers the ways to pay only (no withdrawal methods).
  const methods = answer.filter((m): m is PaymentMethod => 'attributes' in m);
  const card = methods.find((m) => m.code === 'cc') ?? null;
  const priority = gateways.availableCardGateways.find((g) => g.key === gateways.priorityGateway);
  return {
    cards: card?.funds ?? [],
    card,
    wallets: methods.filter((m) => m.attributes.digitalWallet),
    addCardUrl: priority ? `${priority.cardFormUrl}?${new URLSearchParams({ return_to: returnTo })}` : null,
  };
}

/**
 * Back from the gateway's card page with a token: the card is added, and the browser goes on to
 * the same page without the token in its address. Answers null when there is no token.
 */
export async function adoptCardToken(
  request: Request,
  context: AppLoadContext,
): Promise<{ redirectTo: Response } | { error: string } | null> {
  const url = new URL(request.url);
  // The sandbox sends `gateway_token`; Stripe sends its SetupIntent's id as `setup_intent`.
  const stripeToken = url.searchParams.get(STRIPE_SETUP_INTENT_PARAM);
  const token = url.searchParams.get(GATEWAY_TOKEN_PARAM) ?? stripeToken;
  if (!token) return null;
  const session = apiSession(request, context);
  const gateway = stripeToken ? 'stripe' : 'sandbox';
  // With add_card_default_fund the card just added becomes the default (decision 492).
  const asDefault = (await fetchCapabilities(request, context)).includes('add_card_default_fund');
  try {
    const added = await session.platform.addCard(gateway, { token, ...(asDefault ? { default: true } : {}) });
    for (const name of [
      GATEWAY_TOKEN_PARAM,
      STRIPE_SETUP_INTENT_PARAM,
      'setup_intent_client_secret',
      'redirect_status',
    ]) {
      url.searchParams.delete(name);
    }
    url.searchParams.set('fund', added.id);
    return { redirectTo: redirect(`${url.pathname}${url.search}`, { headers: session.headers() }) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { error: firstMessage(error) };
    throw error;
  }
}

/** 3-account.md §8: the first server message, or the spec's fallback. */
export function firstMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return DEPOSIT_FAILURE_FALLBACK;
  const errors = formErrorsOf(error);
  return Object.values(errors)[0] || error.message || DEPOSIT_FAILURE_FALLBACK;
}

export interface DepositFailure {
  ok: false;
  errors: FormErrors;
  message: string;
  idempotencyKey: string;
}

function failure(error: unknown): DepositFailure {
  const errors = error instanceof ApiError && error.status < 500 ? formErrorsOf(error) : {};
  return { ok: false, errors, message: firstMessage(error), idempotencyKey: newDepositKey() };
}

function keyOf(form: FormData): string | null {
  const key = form.get('idempotencyKey');
  return typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
}

/**
 * The deposit form's action: the deposit with the attempt's key, then its outcome page, the
 * gateway's 3-D Secure page when the bank asks for it, or the form again with the message.
 */
export async function depositAction(request: Request, context: AppLoadContext): Promise<DepositFailure> {
  const form = await request.formData();
  const session = apiSession(request, context);
  const key = keyOf(form);
  if (!key) return failure(null);
  // PayPal through Braintree (decision 488): the approved payment confirmed, or the form sent to PayPal's window.
  if (form.get('intent') === 'paypal') return confirmPayPal(request, context, form, key, failure);
  // `card:<fundId>` for a saved card, or a digital wallet's method code (pl, gp, ap).
  const payWith = String(form.get('payWith') ?? '');
  const method = payWith.startsWith('card:') ? 'cc' : payWith;
  if (method === 'pl') {
    const refused = await startPayPal(request, context, form, failure);
    if (refused) return refused;
  }
  const fundId = payWith.slice('card:'.length);
  // The amount as typed: the call's own check (depositBodySchema, then the card's rules) answers the field's message.
  const body = { amount: String(form.get('amount') ?? ''), ...browserMetadataOf(form) };
  const money = { idempotencyKey: key };
  let deposit: Deposit;
  try {
    // A digital wallet's deposit goes through the sandbox gateway's approval page (3-D Secure alike).
    deposit =
      method === 'cc'
        ? await session.platform.cardDeposit(fundId, body, money)
        : await session.platform.walletDeposit(method, 'sandbox', body, money);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) throw error;
    return failure(error);
  }
  if (deposit.status === 'pending_authorisation') {
    throw redirect(`/my-account/deposit/authorisation/${encodeURIComponent(deposit.depositId)}`, {
      headers: session.headers(),
    });
  }
  const done = deposit.transactionId
    ? `/my-account/deposit/summary/${encodeURIComponent(deposit.transactionId)}`
    : `/my-account/deposit/details/${encodeURIComponent(deposit.depositId)}/success`;
  throw redirect(done, { headers: session.headers() });
}

/**
 * Pay by card at checkout (POST /deposit_purchase, v3.3): the receipt when all went through, the
 * bank's 3-D Secure page when it asks, the deposit's page when the deposit went in but the
 * purchase could not be made, or the form again with the message.
 */
export async function depositPurchaseAction(request: Request, context: AppLoadContext): Promise<DepositFailure> {
  const form = await request.formData();
  const session = apiSession(request, context);
  const key = keyOf(form);
  if (!key) return failure(null);
  let answer: DepositPurchase;
  try {
    const deposit = {
      fundId: String(form.get('payWith') ?? '').replace(/^card:/, ''),
      amount: String(form.get('amount') ?? ''),
    };
    answer = await session.platform.depositPurchase({ deposit }, { idempotencyKey: key });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) throw error;
    return failure(error);
  }
  const { deposit, receipt } = answer;
  const headers = session.headers();
  if (deposit.status === 'pending_authorisation' && deposit.authorisationUrl) {
    // The gateway's page is not one of the app's routes: a full page load, not a client navigation.
    throw redirectDocument(deposit.authorisationUrl, { headers });
  }
  if (receipt?.checkoutId) throw redirect(`/receipt/${encodeURIComponent(receipt.checkoutId)}`, { headers });
  throw redirect(`/checkout/deposit/${encodeURIComponent(deposit.depositId)}/success`, { headers });
}

/**
 * Stripe's card page's SetupIntent (POST /funds/stripe/setup); null where the shop takes no Stripe
 * cards (the call is refused: another call takes its path).
 */
export async function stripeSetup(request: Request, context: AppLoadContext): Promise<StripeSetup | null> {
  try {
    return await apiSession(request, context).platform.stripeSetup();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

/** A deposit by its id, or by the wallet transaction it made. */
export async function loadDeposit(
  request: Request,
  context: AppLoadContext,
  by: { depositId: string } | { transactionId: string },
): Promise<Deposit> {
  const session = apiSession(request, context);
  return 'depositId' in by
    ? session.platform.deposit(by.depositId)
    : session.platform.depositOfTransaction(by.transactionId);
}

/** What the cards list's forms answer; removing a card may first ask for the code (docs/decisions/346). */
export type CardsActionData = ElevatedActionData & { ok: boolean; message: string };

/** Make default and remove, from the cards list. */
export async function cardsAction(request: Request, context: AppLoadContext): Promise<CardsActionData> {
  const form = await request.formData();
  const session = apiSession(request, context);
  const fundId = String(form.get('fundId') ?? '');
  const intent = form.get('intent');
  if (intent === 'remove') {
    // Money leaving the account: with two-factor on, the elevation modal asks for a code.
    const outcome = await withElevation(request, context, form, (platform, elevation) =>
      platform.removeFund(fundId, elevation),
    );
    // Without scripts the page can only say so: the modal asks for the code.
    if (outcome.kind === 'elevation')
      return { ok: false, message: elevationMessages.title, elevation: outcome.elevation };
    if (outcome.kind === 'failed') return { ok: false, message: firstMessage(outcome.error) };
    return { ok: true, message: 'The card was removed.' };
  }
  try {
    if (intent === 'default') {
      await session.platform.makeDefaultFund(fundId);
      return { ok: true, message: 'Your default card has changed.' };
    }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: firstMessage(error) };
    throw error;
  }
  return { ok: false, message: 'Please try again.' };
}
