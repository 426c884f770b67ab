import { isPurchasable, type ShopEngines, soldOutMessage, unbuiltEngineProblem } from '@drawline/contracts';
import type { SaleTerms } from '../catalogue';
import { type LottoPartyShareTerms, lottoPartyShareTermsFor } from '../lotto-party';
import { findGameOffer } from './cart-lines';
import { type CartDeps, type CartOwner, isCustomer } from './cart-store';
import { type CartItemDraft, type CheckedCartItem, checkCartItem, refuse, refuseSoldOut } from './check-cart-item';
import type { Executor } from './price-cart';

/** The message the cart has always given a lotto party entry without its session. */
export const LOTTO_PARTY_SESSION_ONLY = 'Lotto Party entries are bought in a Lotto Party session.';

/** Whether a draft is a lotto party share (its game type or its session). */
export const isLottoPartyDraft = (draft: CartItemDraft): boolean =>
  draft.gameType === 'lotto_party' || draft.socialSyndicateId !== null;

/**
 * A lotto party share as a cart item (decision 388): the engine on, a session the customer may see,
 * still selling, of this offer's draw on sale; num_games is the shares, 1 up to those left, one
 * entry, no numbers, no recurring purchase. Its price is never stored: each pricing reads the
 * session's share price.
 */
export function checkLottoPartyShare(
  draft: CartItemDraft,
  terms: SaleTerms | undefined,
  engines: Readonly<ShopEngines>,
  session: LottoPartyShareTerms | null,
): CheckedCartItem {
  const unbuilt = unbuiltEngineProblem({ gameType: 'lotto_party', recurring: false }, engines);
  if (unbuilt) refuse([unbuilt]);
  if (!session || draft.gameType !== 'lotto_party') refuse([LOTTO_PARTY_SESSION_ONLY]);
  if (!terms || terms.offer.key !== session.productOfferKey)
    refuse(['That Lotto Party session plays another lottery.']);
  const gameOffer = findGameOffer(terms, 'lotto_party', draft.gameOffer);
  if (!gameOffer) refuse([`${terms.offer.name} has no lotto_party game offer ${draft.gameOffer}.`]);
  const draw = terms.draws.find((d) => d.drawId === session.drawId);
  if (!session.onSale || !draw || !isPurchasable(draw.purchaseStatus)) {
    refuse(['This Lotto Party session has stopped selling shares.']);
  }
  if (session.sharesRemaining <= 0) refuseSoldOut(soldOutMessage({ drawNo: draw.drawNo, offerName: terms.offer.name }));
  const problems = [
    ...(draft.numGames > session.sharesRemaining
      ? [`Only ${session.sharesRemaining} share${session.sharesRemaining === 1 ? '' : 's'} left in this session.`]
      : []),
    ...(draft.quantity !== 1 ? ['Choose the number of shares rather than a quantity.'] : []),
    ...(draft.numDraws !== 1 ? ['A Lotto Party share plays its session’s draw only.'] : []),
    ...(draft.drawNo !== null && draft.drawNo !== draw.drawNo ? [`That session plays draw ${draw.drawNo}.`] : []),
    ...(draft.games.length || draft.quickPick ? ['A Lotto Party share has no numbers of its own.'] : []),
    ...(draft.syndicateEncodedId || draft.causeKey || draft.day ? ['A Lotto Party share names only its session.'] : []),
    ...(draft.recurringPurchase?.enabled || draft.minimumJackpotAmount !== null
      ? ['A Lotto Party share is bought once; the organiser’s autosession opens the next session.']
      : []),
  ];
  if (problems.length) refuse(problems);
  return {
    productOfferKey: terms.offer.key,
    productType: 'social_syndicate_share',
    lotteryKey: terms.offer.lotteryKey,
    gameType: 'lotto_party',
    gameOffer: gameOffer.key,
    numGames: draft.numGames,
    numDraws: 1,
    quantity: 1,
    games: [],
    quickPick: false,
    drawNo: draw.drawNo,
    drawId: draw.drawId,
    drawDate: draw.drawDate,
    day: null,
    causeKey: null,
    syndicateEncodedId: null,
    socialSyndicateId: session.sessionId,
    recurringType: null,
    recurringEnabled: false,
    recurringFrequency: null,
    minimumJackpotAmount: null,
    favourite: false,
    affiliateCode: draft.affiliateCode,
  };
}

/**
 * Checks a draft as adding or changing an item does: a lotto party share against its session (read
 * here, for a signed-in customer only), anything else against the catalogue alone (checkCartItem).
 */
export async function checkDraft(
  exec: Executor,
  deps: Pick<CartDeps, 'engines' | 'clock'>,
  owner: CartOwner,
  draft: CartItemDraft,
  terms: SaleTerms | undefined,
): Promise<CheckedCartItem> {
  if (!isLottoPartyDraft(draft)) return checkCartItem(draft, terms, deps.engines);
  let session: LottoPartyShareTerms | null = null;
  if (deps.engines.lottoParty && draft.socialSyndicateId) {
    if (!isCustomer(owner)) refuse(['Sign in to join a Lotto Party.']);
    session = await lottoPartyShareTermsFor(exec, draft.socialSyndicateId, owner.customerId, deps.clock.now());
  }
  return checkLottoPartyShare(draft, terms, deps.engines, session);
}
