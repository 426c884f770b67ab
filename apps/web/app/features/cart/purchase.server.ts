import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, type Receipt } from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { text } from '../../lib/form-errors';
import { IDEMPOTENCY_KEY_FIELD } from './intents';

/**
 * Paying for the cart from the wallet (POST /cart/purchase; docs/decisions/103 and 142). Each
 * attempt has its own Idempotency-Key, made here on the server and carried by the page in a hidden
 * field: a double click or a browser re-sending the form sends the same key, so the money moves
 * once; an attempt that failed gets a new key for the next one.
 */

/** A key for one purchase attempt. */
export function newPurchaseKey(): string {
  return randomUUID();
}

export interface PurchaseFailure {
  ok: false;
  /** The API's code: insufficient_funds, cart_blocked, cart_empty, draw_closed, sold_out… */
  code: string;
  message: string;
  /** The key of the next attempt. */
  idempotencyKey: string;
}

/** The receipt page of a purchase (built by the orders pages). */
export function receiptPath(checkoutId: string): string {
  return `/receipt/${encodeURIComponent(checkoutId)}`;
}

/**
 * The buy page's action: buys the cart with the attempt's key and goes to its receipt; a refusal
 * (4xx) stays on the page with its message and a fresh key.
 */
export async function purchaseAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const session = apiSession(request, context);
  const key = text(form, IDEMPOTENCY_KEY_FIELD);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return data<PurchaseFailure>(
      { ok: false, code: 'idempotency_key_invalid', message: 'Please try again.', idempotencyKey: newPurchaseKey() },
      { status: 400 },
    );
  }
  let receipt: Receipt;
  try {
    receipt = await session.platform.purchase({}, { idempotencyKey: key });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data<PurchaseFailure>(
      { ok: false, code: error.code ?? 'bad_request', message: error.message, idempotencyKey: newPurchaseKey() },
      { status: error.status, headers: session.headers() },
    );
  }
  throw redirect(receiptPath(receipt.checkoutId), { headers: session.headers() });
}
