import { type Cart, IDEMPOTENCY_KEY_PATTERN } from '@drawline/contracts';
import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { text } from '../../lib/form-errors';
import { keptUtmQuery } from '../../lib/utm';
import { type CartChange, changeCart } from './cart.server';
import { toLineView } from './cart-view';
import { CHANGE_KEY_FIELD } from './change-key';
import { type CartActionData, cartIntents } from './intents';
import { ADD_INTENT, itemFields, parseItemForm } from './item-form';

/**
 * The first message of a refusal (2-shopping.md §8): an item's problems are under the errors'
 * 'this' entry, a promotion's under promotion_code; else the answer's first message.
 */
export function firstProblem(error: ApiError, target: 'this' | 'promotion_code'): string {
  return error.errors?.[target]?.[0]?.message ?? error.message;
}

function changeOf(intent: string, form: FormData): CartChange | string {
  const itemId = text(form, 'itemId');
  switch (intent) {
    case ADD_INTENT:
      return { kind: 'add', item: parseItemForm(form) };
    case cartIntents.quantity: {
      const quantity = Number(text(form, 'quantity'));
      return { kind: 'update', itemId, changes: { quantity } };
    }
    case cartIntents.remove:
      return { kind: 'remove', itemId };
    case cartIntents.recurring: {
      const asked = text(form, 'recurringType');
      if (asked !== 'autoplay' && asked !== 'subscription') return 'Something went wrong. Please try again.';
      const type: 'autoplay' | 'subscription' = asked;
      const enabled = text(form, 'enabled') === 'true';
      // Bought again for every draw is one draw at a time; a minimum jackpot is an autoplay's only.
      const changes = enabled
        ? { recurringPurchase: { type, enabled }, numDraws: 1 }
        : { recurringPurchase: { type, enabled }, minimumJackpotAmount: null };
      return { kind: 'update', itemId, changes };
    }
    case cartIntents.applyPromotion: {
      const promotionCode = text(form, 'promotionCode');
      return promotionCode ? { kind: 'applyPromotion', promotionCode } : 'Enter a promotion code.';
    }
    case cartIntents.removePromotion:
      return { kind: 'removePromotion' };
    case cartIntents.closeRemoved:
      return { kind: 'build' };
    default:
      return 'Something went wrong. Please try again.';
  }
}

/**
 * The cart page's action: every change to the cart, from the cart page and from the play pages'
 * Add to cart (a script's fetcher or a plain form post). After an item is added the visitor goes
 * to the cart page, keeping the utm parameters (2-shopping.md §4), unless a script asked for the
 * pre-cart drawer, which then shows the item. A refusal (4xx) answers its first message.
 */
export async function cartAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = text(form, itemFields.intent);
  const session = apiSession(request, context);
  const change = changeOf(intent, form);
  if (typeof change === 'string') {
    return data<CartActionData>({ ok: false, intent, error: change }, { status: 400 });
  }
  // The attempt's key, when the form's script made one (decision 331); a form without one changes as before.
  const key = text(form, CHANGE_KEY_FIELD);
  let cart: Cart;
  try {
    cart = await changeCart(request, context, change, IDEMPOTENCY_KEY_PATTERN.test(key) ? key : undefined);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const target = change.kind === 'applyPromotion' ? 'promotion_code' : 'this';
    return data<CartActionData>(
      { ok: false, intent, error: firstProblem(error, target) },
      { status: error.status, headers: session.headers() },
    );
  }
  if (change.kind === 'add' && form.get(itemFields.drawer) !== '1') {
    throw redirect(`/cart${keptUtmQuery(new URL(request.url).searchParams)}`, { headers: session.headers() });
  }
  // The item just added is the cart's last (items keep the order they were added in).
  const last = cart.cartItems[cart.cartItems.length - 1];
  const added = change.kind === 'add' && last ? toLineView(last) : null;
  return data<CartActionData>(
    { ok: true, intent, added, count: cart.cartItems.length, total: cart.cartTotal },
    { headers: session.headers() },
  );
}
