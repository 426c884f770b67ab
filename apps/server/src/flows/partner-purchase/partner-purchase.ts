import type {
  AddCartItemRequest,
  Currency,
  DepositPurchase,
  PartnerPurchaseBody,
  PartnerPurchaseItem,
  Receipt,
} from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { cartChangeClaim } from '../../modules/cart';
import type { DepositRow } from '../../modules/funds';
import type { PartnersModule } from '../../modules/partners';
import { AppError } from '../../platform/app-error';
import {
  type DepositPurchaseDeps,
  type DepositPurchaseVisit,
  startDepositPurchase,
} from '../deposits/deposit-purchase';

export type PartnerPurchaseDeps = DepositPurchaseDeps & { partners: PartnersModule };

/** The route the partner purchase's key is judged with (under API_PREFIX). */
export const PARTNER_PURCHASE_ROUTE = '/cart/partner/:slug/purchase';

/** The partner's item as the cart takes it: quick pick, the offer's game count unless given. */
export function cartItemOf(item: PartnerPurchaseItem): AddCartItemRequest {
  return {
    productOfferKey: item.lottery,
    gameType: item.gameType,
    gameOffer: item.raffleOffer,
    numGames: item.numGames ?? 1,
    quickPick: true,
    drawNo: item.drawNumber ?? null,
    day: item.day ?? null,
    causeKey: item.causeKey ?? null,
    recurringPurchase: item.recurringPurchase ?? null,
  };
}

export interface PartnerPurchaseRequest {
  customerId: string;
  currency: Currency;
  slug: string;
  body: PartnerPurchaseBody;
  idempotencyKey: string;
  /** The caller's visit: its attribution goes on the order, at once or after the gateway's callback. */
  visit: DepositPurchaseVisit;
}

/**
 * POST /cart/partner/{slug}/purchase (3-account.md §7 v3.2; decision 471): the partner's item put in
 * the customer's cart, then a card deposit and the cart bought from the wallet, as POST
 * /deposit_purchase does (its limits, exclusion, ledger and receipt), under the one Idempotency-Key:
 *
 * 1. the slug, the key and the channel must be one partner's, turned on (partner_not_found);
 * 2. the card must be the customer's own (fund_not_found); the item is added under the key (a
 *    retry adds nothing; the cart's own rules check it);
 * 3. an empty cart is refused before the card is asked (cart_empty), a retry's stored answer kept;
 * 4. the card is charged, and in the key's transaction the deposit is booked, the sale begun for the
 *    partner and its channel, and the cart bought (or, after 3-D Secure, in the callback's).
 */
export async function startPartnerPurchase(
  deps: PartnerPurchaseDeps,
  request: PartnerPurchaseRequest,
): Promise<{ work: (tx: Tx) => Promise<DepositPurchase> }> {
  const { customerId, body } = request;
  const partner = await deps.partners.forSale({
    slug: request.slug,
    partnerKey: body.purchase.partnerKey,
    channelKey: body.purchase.channelKey,
  });
  // The customer's own card, before the item goes into the cart: another's card changes nothing.
  await deps.funds.customerCard(customerId, body.deposit.depositMethodId);
  const owner = { customerId };
  if (body.cartItem) {
    const claim = cartChangeClaim({
      owner,
      key: request.idempotencyKey,
      method: 'POST',
      route: `${PARTNER_PURCHASE_ROUTE}#cart-item`,
      params: { slug: request.slug },
      query: {},
      body: body.cartItem,
    });
    await deps.cart.addCartItem(owner, cartItemOf(body.cartItem), claim);
  }
  // An empty cart asks no card: its work refuses it, unless the key already holds the answer of
  // the purchase that emptied it (a retry), which the key's wrapper then answers without running it.
  const cart = await deps.cart.getCart(owner);
  if (cart.cartItems.length === 0) {
    return {
      work: async () => {
        throw new AppError('cart_empty');
      },
    };
  }
  const metadata = body.purchase.metadata ?? {};
  const { work } = await startDepositPurchase(deps, {
    customerId,
    currency: request.currency,
    methodCode: 'cc',
    fundId: body.deposit.depositMethodId,
    amount: body.deposit.amount,
    metadata: { partner: partner.slug },
    purchase: { partnerSlug: partner.slug, partnerKey: partner.key, channelKey: body.purchase.channelKey },
    idempotencyKey: request.idempotencyKey,
    visit: request.visit,
    beforePurchase: (tx: Tx, deposit: DepositRow) =>
      deps.partners.startSale(tx, {
        depositId: deposit.id,
        partnerId: partner.id,
        channelKey: body.purchase.channelKey,
        customerId,
        metadata,
      }),
  });
  return { work };
}

/**
 * The deposit-and-buy's hook after a cart is bought (at once or after 3-D Secure): a sale the
 * partner flow began for this deposit is given its checkout; any other purchase is no partner's.
 */
export function partnerSaleRecorder(partners: PartnersModule) {
  return (tx: Tx, deposit: DepositRow, receipt: Receipt) =>
    partners.completeSale(tx, { depositId: deposit.id, checkoutId: receipt.checkoutId, total: receipt.total });
}
