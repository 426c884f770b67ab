import type { CapabilityName } from './capabilities';
import type { GameTypeKey } from './catalogue';

/**
 * The engines behind promises the shop may make (docs/decisions/303, 353). While an engine is off
 * the shop makes none of its promises: the cart refuses what it would sell, the capabilities that
 * gate its pages are withheld, and the pages say nothing of it. The server's configuration says
 * which are on (config.shopEngines, read once at start); the pages know them only through the
 * capabilities the server gives out (enginesOf).
 */
export interface ShopEngines {
  /** Autoplay, subscriptions (the deferred game type) and combined recurring purchases: bought again for every draw. */
  recurringPurchases: boolean;
  /** Lotto Party groups and sessions (social syndicates). */
  lottoParty: boolean;
}

/**
 * A shop whose configuration names no engine: recurring purchases off (the demo start turns them
 * on, decision 385); the Lotto Party on, its whole browser flow built and proven (issue 26,
 * decision 455).
 */
export const defaultShopEngines: Readonly<ShopEngines> = {
  recurringPurchases: false,
  lottoParty: true,
};

export type ShopEngine = keyof ShopEngines;

/** Game types that are an engine's own: a deferred entry is a subscription, a lotto_party entry a party's. */
const gameTypeEngine: Partial<Record<GameTypeKey, ShopEngine>> = {
  deferred: 'recurringPurchases',
  lotto_party: 'lottoParty',
};

/** The capabilities (1-platform.md §6) that gate an engine's pages and controls. */
export const engineCapabilities: Readonly<Record<ShopEngine, readonly CapabilityName[]>> = {
  recurringPurchases: [
    'autoplay_cancel',
    'autoplay_edit',
    'autoplay_manage',
    'autoplay_pause',
    'subscription_cancel',
    'subscription_edit',
    'subscription_manage',
    'subscription_pause',
    'combined_recurring_purchases',
    'cart_subscription_match_modal',
    'recurring_purchase_retry',
    'scheduled_purchase',
    'scheduled_purchase_cancel',
    'pre_order',
    // The premium membership is a subscription the engine bills each month (decision 456).
    'membership_purchase',
  ],
  lottoParty: ['social_syndicates_joiner', 'social_syndicates_organiser'],
};

/**
 * The engines as a page sees them: on when the server gave out any of their capabilities, which it
 * never does for an engine that is off (capabilityAvailable).
 */
export function enginesOf(have: ReadonlySet<CapabilityName>): ShopEngines {
  const on = (engine: ShopEngine) => engineCapabilities[engine].some((name) => have.has(name));
  return { recurringPurchases: on('recurringPurchases'), lottoParty: on('lottoParty') };
}

/** Whether the shop offers a game type at all: one that belongs to an engine needs the engine on. */
export function sellsGameType(gameType: string, engines: Readonly<ShopEngines> = defaultShopEngines): boolean {
  const engine = gameTypeEngine[gameType as GameTypeKey];
  return engine === undefined || engines[engine];
}

/** Whether anything may be sold, or described, as bought again for every draw. */
export function sellsRecurring(engines: Readonly<ShopEngines> = defaultShopEngines): boolean {
  return engines.recurringPurchases;
}

/** A capability the server may give out: none of an engine that is off. */
export function capabilityAvailable(
  name: CapabilityName,
  engines: Readonly<ShopEngines> = defaultShopEngines,
): boolean {
  return (Object.keys(engineCapabilities) as ShopEngine[]).every(
    (engine) => engines[engine] || !engineCapabilities[engine].includes(name),
  );
}

/**
 * Why the cart cannot take an entry while an engine is off, in words for the customer; null when
 * it can. `recurring` is whether the entry asks to be bought again (or its offer insists on it).
 */
export function unbuiltEngineProblem(
  entry: { gameType: string; recurring: boolean },
  engines: Readonly<ShopEngines> = defaultShopEngines,
): string | null {
  if (entry.gameType === 'lotto_party' && !sellsGameType('lotto_party', engines)) {
    return 'Lotto Party is not available yet.';
  }
  if (entry.gameType === 'deferred' && !sellsGameType('deferred', engines)) {
    return 'Subscriptions are not available yet: buy tickets for the draws you choose.';
  }
  if (entry.recurring && !sellsRecurring(engines)) {
    return 'AutoPlay is not available yet: buy tickets for the draws you choose.';
  }
  return null;
}
