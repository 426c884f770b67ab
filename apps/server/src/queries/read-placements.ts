import {
  type Cart,
  type ConsolePlacement,
  FEATURE_PLACEMENT_KEY,
  isEditablePlacementKey,
  type Money,
  PLACEMENTS_PER_KEY,
  type Placement,
  type PlacementKey,
  type ProductOffer,
  recommendedPlacementKeys,
} from '@drawline/contracts';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { CartModule } from '../modules/cart';
import type { CatalogueService } from '../modules/catalogue';
import type { LimitsModule } from '../modules/limits';
import { offersBoughtBy } from '../modules/orders';
import type { PlacementAsker, PlacementsModule } from '../modules/placements';
import type { Wallet } from '../modules/wallet';

export interface PlacementReadDeps {
  db: Db;
  clock: Clock;
  placements: Pick<PlacementsModule, 'activeOf'>;
  catalogue: Pick<CatalogueService, 'listProductOffers'>;
  cart: Pick<CartModule, 'getCart'>;
  limits: Pick<LimitsModule, 'getSelfExclusion' | 'purchaseBlockedReasons'>;
  wallet: Pick<Wallet, 'getFunds'>;
}

/**
 * Who asks: a signed-in customer (their history, cart and limits count) or a visitor; their
 * segment (the customer's, else the one their country gives) and the branding asked (decision 536).
 */
export interface PlacementReader extends PlacementAsker {
  customerId: string | null;
  pricingId: string;
}

/** How far back a customer's orders are read for their recommended draws (decision 474). */
const HISTORY_DAYS = 180;
const DEFAULT_PRICING = 'default';

/** What a placement offers, before its key: an entry of a lottery on sale now. */
type Entry = Omit<Placement['config'], 'placementId' | 'headline' | 'message' | 'recommended'>;

/**
 * The entry of an offer's standard game offer for its next draw on sale, or null when the offer is
 * not a lottery on sale, has no open draw, or does not sell that many games of that game offer.
 */
export function entryOf(offer: ProductOffer | undefined, gameOffer: string, numGames: number): Entry | null {
  if (offer?.type !== 'lottery_ticket' || offer.availability !== 'available' || offer.suspended) return null;
  const draw = offer.draws.find((d) => d.purchaseStatus === 'open');
  if (!draw?.offers.includes(gameOffer)) return null;
  // A quick pick of standard games: other game types need choices a placement does not make.
  for (const type of offer.gameTypes.filter((t) => t.key === 'standard')) {
    const game = type.gameOffers.find((g) => g.key === gameOffer);
    const price = game?.prices.find((p) => p.numGames === numGames)?.price;
    if (!game || !price) continue;
    return {
      productType: offer.type,
      productOfferKey: offer.key,
      name: offer.name,
      gameType: type.key,
      gameOffer,
      numGames,
      drawNo: draw.drawNo,
      drawDate: draw.drawDate,
      price,
    };
  }
  return null;
}

/**
 * GET /placement (3-account.md §7 Placements; decision 474): the asked keys' placements. A customer
 * on a break from play is offered nothing at all; a customer's recommended draws (the entries they
 * bought most in 180 days, on sale now) come first under the recommended keys, then the editors'
 * placements, of each key only the most closely aimed at the asker (decision 536); nothing already
 * in the cart, and nothing that would take the cart past one of the customer's limits (the limits
 * module's own rule, as the cart's blocked reasons read it).
 */
export async function readPlacements(
  deps: PlacementReadDeps,
  reader: PlacementReader,
  keys: readonly PlacementKey[],
): Promise<Placement[]> {
  const { customerId } = reader;
  if (customerId && (await deps.limits.getSelfExclusion(customerId)).excluded) return [];
  const [answer, editors, cart] = await Promise.all([
    deps.catalogue.listProductOffers(reader.pricingId || DEFAULT_PRICING, { productTypes: ['lottery_ticket'] }),
    deps.placements.activeOf(keys, { segmentName: reader.segmentName, brandingKey: reader.brandingKey }),
    customerId ? deps.cart.getCart({ customerId }) : null,
  ]);
  const offers = new Map(answer.offers.map((o) => [o.key, o]));
  const inCart = new Set(cart?.cartItems.map((i) => i.productOfferKey) ?? []);
  const recommended = customerId ? await recommendedEntries(deps, customerId, offers) : [];
  const within = customerId && cart ? limitCheck(deps, customerId, cart) : async () => true;

  const out: Placement[] = [];
  for (const key of keys) {
    // instant_play offers instant games and the shop sells none (decision 534): always empty.
    if (!isEditablePlacementKey(key)) continue;
    const candidates = [
      ...(recommendedPlacementKeys.includes(key) ? recommended : []),
      ...editorEntries(key, editors, offers),
    ];
    const chosen = new Set<string>();
    for (const c of candidates) {
      if (chosen.size >= PLACEMENTS_PER_KEY) break;
      const offerKey = c.productOfferKey;
      if (chosen.has(offerKey) || (key !== FEATURE_PLACEMENT_KEY && inCart.has(offerKey))) continue;
      if (!(await within(c.price))) continue;
      chosen.add(offerKey);
      out.push({ key, config: c });
    }
  }
  return out;
}

/**
 * How closely a placement is aimed (decision 536): at a segment and a branding 3, a segment 2, a
 * branding 1, everyone 0. Only placements that may reach the asker are read, so closer is theirs.
 */
export const aimOf = (p: Pick<ConsolePlacement, 'segmentName' | 'brandingKey'>) =>
  (p.segmentName ? 2 : 0) + (p.brandingKey ? 1 : 0);

/** A key's editors' placements on sale now, of the closest aim any of them has, in position order. */
function editorEntries(
  key: PlacementKey,
  editors: ConsolePlacement[],
  offers: Map<string, ProductOffer>,
): Placement['config'][] {
  const onSale = editors
    .filter((p) => p.key === key)
    .flatMap((p) => editorEntry(p, offers).map((config) => ({ aim: aimOf(p), config })));
  const closest = Math.max(0, ...onSale.map((e) => e.aim));
  return onSale.filter((e) => e.aim === closest).map((e) => e.config);
}

function editorEntry(p: ConsolePlacement, offers: Map<string, ProductOffer>): Placement['config'][] {
  const entry = entryOf(offers.get(p.productOfferKey), p.gameOffer, p.numGames);
  if (!entry) return [];
  return [{ ...entry, placementId: p.placementId, headline: p.headline, message: p.message, recommended: false }];
}

/** The customer's own most bought entries that are on sale now, as recommended draws. */
async function recommendedEntries(
  deps: PlacementReadDeps,
  customerId: string,
  offers: Map<string, ProductOffer>,
): Promise<Placement['config'][]> {
  const from = new Date(deps.clock.now().getTime() - HISTORY_DAYS * 86_400_000);
  const bought = await offersBoughtBy(deps.db, customerId, from);
  return bought.flatMap((b) => {
    const entry = entryOf(offers.get(b.productOfferKey), b.gameOffer, b.numGames);
    if (!entry) return [];
    return [
      {
        ...entry,
        placementId: `recommended:${entry.productOfferKey}:${entry.gameOffer}:${entry.numGames}`,
        headline: `Play ${entry.name} again`,
        message: `Your usual ${entry.numGames} ${entry.numGames === 1 ? 'game' : 'games'} for the next draw.`,
        recommended: true,
      },
    ];
  });
}

/**
 * Whether the cart with one more entry of `price` stays within the customer's limits: the limits
 * module's blocked reasons for that amount are none (each amount asked once).
 */
function limitCheck(deps: PlacementReadDeps, customerId: string, cart: Cart): (price: Money) => Promise<boolean> {
  const asked = new Map<number, Promise<boolean>>();
  return (price) => {
    const amount = cart.cartTotal.amount + price.amount;
    let answer = asked.get(amount);
    if (!answer) {
      answer = (async () => {
        const total = { amount, currency: price.currency };
        const { availableFunds } = await deps.wallet.getFunds(customerId, price.currency);
        const reasons = await deps.limits.purchaseBlockedReasons({ customerId, amount: total, availableFunds });
        return Object.keys(reasons).length === 0;
      })();
      asked.set(amount, answer);
    }
    return answer;
  };
}
