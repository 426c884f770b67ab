// The cart feature's server-only door (React Router keeps .server modules out of the browser).

export { adoptAnonymousCart, type CartChange, changeCart, readCart } from './cart.server';
export { cartAction } from './cart-action.server';
export { cartCountOf } from './cart-view';
export { newPurchaseKey, purchaseAction } from './purchase.server';
export { addReplayEntries, readReplayReceipt, replayEntries } from './replay.server';
export { subscriptionMatches } from './subscription-match.server';
