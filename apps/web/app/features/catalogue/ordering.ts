import {
  type CapabilityName,
  enginesOf,
  type GameTypeKey,
  gameTypePathSuffix,
  type ShopEngines,
  sellsGameType,
} from '@drawline/contracts';

/**
 * Game types only a capability unlocks (and an engine's, only while the shop has it: docs/decisions/303;
 * the page knows the engines by the capabilities the server gave out, decision 353).
 */
const gameTypeNeeds: Partial<Record<string, (have: ReadonlySet<CapabilityName>) => boolean>> = {
  syndicate: (have) => have.has('syndicates'),
  lotto_party: (have) => have.has('social_syndicates_joiner') || have.has('social_syndicates_organiser'),
};

export function gameTypeAvailable(
  key: string,
  have: ReadonlySet<CapabilityName>,
  engines: Readonly<ShopEngines> = enginesOf(have),
): boolean {
  return sellsGameType(key, engines) && (gameTypeNeeds[key]?.(have) ?? true);
}

/**
 * Game types shown on another's page (2-shopping.md §3: Powerhit and Powerpik are merged under
 * one game type): the super combo and system variants have no path of their own.
 */
export const mergedGameTypes: Partial<Record<string, string>> = {
  powerhit_super_combo: 'powerhit',
  powerpik_system: 'powerpik',
};

/** One tab of a play page: a game type with those merged into it. */
export interface PlayFamily<T extends { key: string }> {
  key: string;
  gameTypes: T[];
}

/** The offer's play pages in display order, each with the game types it shows. */
export function playFamilies<T extends { key: string }>(
  gameTypes: readonly T[],
  have: ReadonlySet<CapabilityName>,
  engines: Readonly<ShopEngines> = enginesOf(have),
): PlayFamily<T>[] {
  const available = gameTypes.filter((g) => gameTypeAvailable(g.key, have, engines));
  const parents = available.filter((g) => {
    const parent = mergedGameTypes[g.key];
    return !parent || !available.some((p) => p.key === parent);
  });
  return orderGameTypes(parents, have, engines).map((g) => ({
    key: g.key,
    gameTypes: [g, ...available.filter((c) => mergedGameTypes[c.key] === g.key)],
  }));
}

/**
 * Product ordering of 2-shopping.md §5: Powerhit (or Powerpik) placed second, the syndicate third
 * when enabled, and Lotto Party just before the syndicate (docs/decisions/041).
 */
export function orderGameTypes<T extends { key: string }>(
  gameTypes: readonly T[],
  have: ReadonlySet<CapabilityName>,
  engines: Readonly<ShopEngines> = enginesOf(have),
) {
  const available = gameTypes.filter((g) => gameTypeAvailable(g.key, have, engines));
  const power = available.find((g) => g.key === 'powerhit') ?? available.find((g) => g.key === 'powerpik');
  const syndicate = available.find((g) => g.key === 'syndicate');
  const party = available.find((g) => g.key === 'lotto_party');
  const placed = new Set([power, syndicate, party].filter(Boolean));
  const out = available.filter((g) => !placed.has(g));
  if (power) out.splice(Math.min(1, out.length), 0, power);
  if (syndicate) out.splice(Math.min(2, out.length), 0, syndicate);
  if (party) out.splice(syndicate ? out.indexOf(syndicate) : Math.min(2, out.length), 0, party);
  return out;
}

/** What a game type is called on the page. */
export const gameTypeLabels: Record<GameTypeKey, string> = {
  standard: 'Standard',
  syndicate: 'Syndicates',
  reduced_system: 'Systems',
  powerhit: 'Powerhit',
  powerhit_super_combo: 'Powerhit super combo',
  powerpik: 'Powerpik',
  powerpik_system: 'Powerpik system',
  sequential: 'Pick your digits',
  random: 'Random',
  strike_standard: 'Standard',
  strike_boxed: 'Boxed',
  mega_combo: 'Super combos',
  lotto_party: 'Lotto Party',
  deferred: 'Subscriptions',
  membership: 'Membership',
};

export function gameTypeLabel(key: string, productType?: string): string {
  // A raffle's standard game type is its tickets.
  if (productType === 'raffle_ticket' && key === 'standard') return 'Tickets';
  return gameTypeLabels[key as GameTypeKey] ?? key.replace(/_/g, ' ');
}

/** A game offer's name in words: System 8, Powerhit super combo, Mega syndicate. */
export function gameOfferLabel(key: string): string {
  const syndicate = /^syndicate_(.+)$/.exec(key);
  const words = (syndicate ? `${syndicate[1]} syndicate` : key).replace(/mega_combo/, 'super_combo').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What an entry's count counts: games, systems, raffle tickets or syndicate shares. */
export function entryCountNoun(gameTypeKey: string, n: number, productType?: string): string {
  if (productType === 'raffle_ticket') return n === 1 ? 'ticket' : 'tickets';
  if (gameTypeKey === 'syndicate') return n === 1 ? 'share' : 'shares';
  if (gameTypeKey === 'reduced_system') return n === 1 ? 'system' : 'systems';
  return n === 1 ? 'game' : 'games';
}

/** The game type a path suffix names (/systems, /powerhit…), or the key itself. */
export function gameTypeForSuffix(suffix: string): string | undefined {
  const wanted = suffix.toLowerCase();
  for (const [key, s] of Object.entries(gameTypePathSuffix)) if (s === wanted) return key;
  return undefined;
}
