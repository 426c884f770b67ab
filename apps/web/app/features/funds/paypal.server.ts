import { type Deposit, type PaymentMethod, parseDepositAmount } from '@drawline/contracts';
import { type AppLoadContext, redirect, redirectDocument } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';

/**
 * PayPal through Braintree on the deposit pages (decision 488): the deposit form sends the
 * customer to the drop-in's PayPal window with the amount; it sends the browser back to the same
 * page with a one-time nonce, where the customer confirms and the shop's server charges it
 * (POST /funds/pl/braintree, one Idempotency-Key an attempt).
 */

/** Where the PayPal window sent the browser back: approved (its nonce and the amount, in cents) or cancelled. */
export type PayPalReturn = { nonce: string; amount: number } | { cancelled: true } | null;

export function payPalReturnOf(url: URL): PayPalReturn {
  if (url.searchParams.get('paypal') === 'cancelled') return { cancelled: true };
  const nonce = url.searchParams.get('nonce');
  const amount = url.searchParams.get('amount') ?? '';
  if (!nonce || nonce.length > 4096 || !/^\d{1,9}$/.test(amount)) return null;
  return { nonce, amount: Number(amount) };
}

/** Braintree's client token when PayPal goes through it, or null (off, or not first among PayPal's gateways). */
async function payPalDropIn(request: Request, context: AppLoadContext, wallets: PaymentMethod[]) {
  const paypal = wallets.find((w) => w.code === 'pl');
  if (paypal?.availableGateways[0] !== 'braintree') return null;
  try {
    return await apiSession(request, context).platform.braintreeClientToken();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

/**
 * The digital wallets the deposit form offers: PayPal through Braintree only where its window
 * is a page (the sandbox's); Braintree's own drop-in script is not loaded by these pages, so with
 * it PayPal is offered only through another gateway that takes it.
 */
export async function offeredWallets(request: Request, context: AppLoadContext, wallets: PaymentMethod[]) {
  const paypal = wallets.find((w) => w.code === 'pl');
  if (paypal?.availableGateways[0] !== 'braintree') return wallets;
  const token = await payPalDropIn(request, context, wallets);
  if (token?.dropInUrl || paypal.availableGateways.includes('sandbox')) return wallets;
  return wallets.filter((w) => w.code !== 'pl');
}

/**
 * The deposit form sent with PayPal: the amount checked against PayPal's rules, then a full page
 * load of the PayPal window. Null when PayPal does not go through Braintree here (the sandbox's
 * wallet approval takes it, as before).
 */
export async function startPayPal<F extends { errors: Record<string, string>; message: string }>(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  fail: (error: unknown) => F,
): Promise<F | null> {
  const session = apiSession(request, context);
  const methods = await session.platform.paymentMethods({ filter: 'funds.digital_wallets' });
  const wallets = methods.filter((m): m is PaymentMethod => 'attributes' in m);
  const token = await payPalDropIn(request, context, wallets);
  if (!token?.dropInUrl) return null;
  const paypal = wallets.find((w) => w.code === 'pl');
  const parsed = paypal ? parseDepositAmount(form.get('amount'), paypal.rules) : { error: 'PayPal is not available.' };
  if ('error' in parsed) return { ...fail(null), errors: { amount: parsed.error }, message: parsed.error };
  const url = new URL(request.url);
  const query = new URLSearchParams({
    return_to: url.pathname,
    amount: String(parsed.amount),
    currency: paypal?.rules.minAmount.currency ?? 'AUD',
  });
  // The PayPal window is not one of the app's routes: a full page load.
  throw redirectDocument(`${token.dropInUrl}?${query}`, { headers: session.headers() });
}

/** The customer confirms the deposit PayPal approved: the nonce is charged under the attempt's key. */
export async function confirmPayPal<F>(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  key: string,
  fail: (error: unknown) => F,
): Promise<F> {
  const session = apiSession(request, context);
  let deposit: Deposit;
  try {
    deposit = await session.platform.braintreeDeposit(
      { amount: String(form.get('amount') ?? ''), nonce: String(form.get('nonce') ?? '') },
      { idempotencyKey: key },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) throw error;
    return fail(error);
  }
  const done = deposit.transactionId
    ? `/my-account/deposit/summary/${encodeURIComponent(deposit.transactionId)}`
    : `/my-account/deposit/details/${encodeURIComponent(deposit.depositId)}/success`;
  throw redirect(done, { headers: session.headers() });
}
