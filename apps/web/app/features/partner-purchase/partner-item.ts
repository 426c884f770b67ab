import type { GameTypeKey, Money, Partner, ProductOffer } from '@drawline/contracts';

/**
 * What a partner's link asks to buy, from its query (decision 472): `lottery` (the product offer),
 * `raffle_offer` (its game offer), `game_type`, `num_games` and the partner's `channel`. Anything
 * that is not a plain key or a whole number is ignored, as if it were not there.
 */
export interface PartnerItem {
  lottery: string;
  raffleOffer: string;
  gameType: GameTypeKey;
  numGames: number;
}

const KEY = /^[A-Za-z0-9_-]{1,64}$/;
const key = (value: string | null): string | null => (value && KEY.test(value) ? value : null);

export function partnerItemOf(query: URLSearchParams): PartnerItem | null {
  const lottery = key(query.get('lottery'));
  const raffleOffer = key(query.get('raffle_offer'));
  const gameType = key(query.get('game_type')) ?? 'standard';
  const games = Number(query.get('num_games') ?? '');
  if (!lottery || !raffleOffer) return null;
  return {
    lottery,
    raffleOffer,
    gameType: gameType as GameTypeKey,
    numGames: Number.isInteger(games) && games > 0 && games <= 100 ? games : 0,
  };
}

/** The channel the link names when it is one of the partner's, else the partner's first. */
export function channelOf(query: URLSearchParams, partner: Partner): string | null {
  const asked = query.get('channel');
  const channels = partner.channels.map((c) => c.channelKey);
  return asked && channels.includes(asked) ? asked : (channels[0] ?? null);
}

/** The item as the shop sells it: its offer's name, its game count and its price; null when not sold. */
export interface PricedPartnerItem extends PartnerItem {
  offerName: string;
  price: Money;
}

export function pricePartnerItem(offers: readonly ProductOffer[], item: PartnerItem): PricedPartnerItem | null {
  const offer = offers.find((o) => o.key === item.lottery);
  const gameOffer = offer?.gameTypes
    .find((g) => g.key === item.gameType)
    ?.gameOffers.find((g) => g.key === item.raffleOffer);
  if (!offer || !gameOffer) return null;
  // The link's game count when the offer sells it, else the offer's own first (never below its minimum).
  const numGames = gameOffer.prices.some((p) => p.numGames === item.numGames)
    ? item.numGames
    : (gameOffer.prices.find((p) => p.numGames >= gameOffer.minGames)?.numGames ?? 0);
  const price = gameOffer.prices.find((p) => p.numGames === numGames)?.price;
  if (!price) return null;
  return { ...item, numGames, offerName: offer.name, price };
}

/** The link's query for this item and channel: what the page keeps across sign-in and the card page. */
export function partnerQuery(item: PartnerItem, channelKey: string | null): string {
  const query = new URLSearchParams({
    lottery: item.lottery,
    raffle_offer: item.raffleOffer,
    game_type: item.gameType,
    num_games: String(item.numGames),
  });
  if (channelKey) query.set('channel', channelKey);
  return query.toString();
}
