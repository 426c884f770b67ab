import { STAFF_API_PREFIX } from '@drawline/contracts';

/**
 * What a client must send to each call, for the API document (issue 21): who may call it and
 * whether it refuses to work without an Idempotency-Key. The handlers decide (`requireCustomer`,
 * the staff guard, `idempotencyKeyOf`); these lists say the same for the document, and
 * `openapi-document.api.test.ts` calls every route of the document without a sign-in and without a
 * key and fails when an answer and these lists disagree. Calls are named `METHOD /path`, the path
 * as the document spells it.
 */

export type Access = 'public' | 'customer' | 'staff';

/** The calls anyone may make; every other call under the API bases needs a signed-in customer. */
const publicCalls = new Set([
  'GET /discover',
  'GET /v2/config',
  'GET /v2/locate',
  'GET /v2/capabilities',
  'GET /v2/branding',
  'GET /v2/blank.html',
  'GET /v2/tips',
  'GET /v2/causes',
  'GET /v2/causes/{key}',
  'GET /v2/pricing/{pricingName}/product_offers',
  'GET /v2/draw/details/{offerKey}/{drawNo}',
  'GET /v2/draw/details/{offerKey}/{drawNo}/prizes',
  'GET /v2/draw/details/{offerKey}/{drawNo}/winners',
  'GET /v2/draw/details/{offerKey}/{drawNo}/verification',
  'GET /v2/draw/preview/{offerKey}/{drawNo}',
  'GET /v2/draw/full_result/{offerKey}/{drawNo}',
  'GET /v2/draws/pricing/{pricingId}/past/result_keys',
  'GET /v2/draws/pricing/{pricingId}/past/{offer}',
  'GET /v2/draws/past/archived/{offer}/{year}/{month}',
  'GET /v2/statistics/{offerKey}',
  'GET /cms/items/sitewide_banner',
  // The CMS (docs/decisions/409, 412): published items and texts only, for every visitor.
  'GET /cms/items/theme',
  'GET /cms/items/site_config',
  'GET /cms/items/pages',
  'GET /cms/items/{collection}',
  'GET /cms/items/{collection}/{id}',
  'GET /cms/files/{id}',
  'GET /cms/en-AU/items',
  'GET /cms/en-GB/items',
  // What the licence form offers: the same for everyone (decision 440).
  'GET /customer-verify/config/licence',
  // The membership program (docs/decisions/397, 399): a giveaway's draw is checked by anyone; the
  // benefits link's token is its own sign-in.
  'GET /rewards/v3/giveaways/{giveawayType}/{drawNumber}/verification',
  'GET /rewards/v3/benefits/sso',
  // The feedback widget's event and first-party analytics (docs/decisions/446, 447): any visitor.
  'POST /v2/event',
  'POST /v2/analytics/events',
  'POST /v2/signup',
  'POST /v2/check-email',
  // Sign in with Apple and Google (docs/decisions/380): the start, the provider's answer and the sign-up.
  'GET /v2/social-authentication/{provider}/authorize',
  'GET /v2/social-authentication/{provider}/callback',
  'POST /v2/social-authentication/{provider}/callback',
  'GET /v2/social-authentication/signup',
  'POST /v2/social-authentication/signup',
  'GET /v2/social-authentication/two-factor',
  'POST /v2/login',
  'POST /v2/logout',
  'POST /v2/refresh',
  'POST /v2/autologin',
  'POST /v2/transfer',
  'POST /v2/password/forgot',
  'POST /v2/password/reset/verify',
  'POST /v2/password/reset',
  // The anonymous cart: its reference is the token (docs/decisions/111).
  'POST /v2/anon-cart',
  'GET /v2/anon-cart/{ref}',
  'POST /v2/anon-cart/{ref}/items',
  'POST /v2/anon-cart/{ref}/build',
  'PUT /v2/anon-cart/{ref}/items/{itemId}',
  'DELETE /v2/anon-cart/{ref}/items/{itemId}',
  'POST /v2/anon-cart/{ref}/promotion',
  'DELETE /v2/anon-cart/{ref}/promotion',
  // Partner purchase (decision 471): the partner, and its item into a visitor's cart.
  'GET /v2/partners/{slug}',
  'POST /v2/anon-cart/partner/{key}',
  // The lotto party's lists answer a visitor an empty page (3-account.md §6, decision 387).
  'GET /social/v3/group',
  'GET /social/v3/group/{id}/session',
  'GET /social/v3/group/{id}/session/open',
  'GET /social/v3/session/discover',
  'GET /social/v3/session/discover/draw/{drawId}',
  'GET /social/v3/orders',
  'GET /social/v3/orders/recommended',
  // The staff sign-in's two steps.
  `POST ${STAFF_API_PREFIX}/session`,
  `POST ${STAFF_API_PREFIX}/session/two-factor`,
]);

/** The calls that answer 400 idempotency_key_missing without the header (docs/decisions/103). */
const idempotencyKeyCalls = new Set([
  'POST /v2/cart/purchase',
  'POST /v2/deposit_purchase',
  'POST /v2/cart/partner/{slug}/purchase',
  'POST /v2/funds/{id}/deposit',
  'POST /v2/funds/{method}/{gatewayKey}/deposit',
  'POST /v2/funds/pl/braintree',
  // Direct debit's pending deposit (decision 522).
  'POST /v2/funds/dd/direct_debit/deposit',
  'POST /v2/funds/{id}/withdraw',
  'POST /v2/withdrawals/{withdrawId}/cancel',
  `POST ${STAFF_API_PREFIX}/raffles`,
  `POST ${STAFF_API_PREFIX}/draws/{drawId}/results/corrections`,
  `POST ${STAFF_API_PREFIX}/result-corrections/{correctionId}/approve`,
  `POST ${STAFF_API_PREFIX}/result-corrections/{correctionId}/reject`,
  `POST ${STAFF_API_PREFIX}/customers/{customerId}/balance-corrections`,
  `POST ${STAFF_API_PREFIX}/balance-corrections/{correctionId}/decision`,
]);

/**
 * The cart changes that take an Idempotency-Key when sent one and work without it (a browser
 * already in the field sends none): a retry with the key changes nothing (docs/decisions/331).
 */
const optionalIdempotencyKeyCalls = new Set([
  'POST /v2/cart/items',
  'PUT /v2/cart/items/{id}',
  'DELETE /v2/cart/items/{id}',
  'POST /v2/cart/promotion',
  'DELETE /v2/cart/promotion',
  'POST /v2/anon-cart/{ref}/items',
  'PUT /v2/anon-cart/{ref}/items/{itemId}',
  'DELETE /v2/anon-cart/{ref}/items/{itemId}',
  'POST /v2/anon-cart/{ref}/promotion',
  'DELETE /v2/anon-cart/{ref}/promotion',
  'POST /v2/cart/partner/{key}',
  'POST /v2/anon-cart/partner/{key}',
]);

const callName = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Staff calls outside the staff API's prefix: the CMS base's write (decision 434). */
const staffCallsElsewhere: ReadonlySet<string> = new Set(['POST /cms/items/{collection}']);

export function accessOf(method: string, path: string): Access {
  if (publicCalls.has(callName(method, path))) return 'public';
  if (staffCallsElsewhere.has(callName(method, path))) return 'staff';
  return path.startsWith(`${STAFF_API_PREFIX}/`) ? 'staff' : 'customer';
}

export function needsIdempotencyKey(method: string, path: string): boolean {
  return idempotencyKeyCalls.has(callName(method, path));
}

/** Whether the call takes an Idempotency-Key it may go without (a route's `:name` or `{name}` path). */
export function takesIdempotencyKey(method: string, path: string): boolean {
  return optionalIdempotencyKeyCalls.has(callName(method, path.replace(/:(\w+)/g, '{$1}')));
}
