import {
  baseNumberSets,
  type CapabilityName,
  type Cause,
  defaultGameOffer,
  matchOfferName,
  meetsNeed,
  type ProductOffer,
} from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { apiSession } from '../../lib/api-session.server';
import { fetchCapabilities, routeNeeds } from '../../lib/capabilities';
import { MISSING_OR_MALFORMED, notFound, orNotFound as orNotFoundOf } from '../../lib/not-found';
import { loadOffers, offerUrl, playPath } from './offers';
import { gameTypeForSuffix, gameTypeLabel, playFamilies } from './ordering';

export { notFound };

export async function loadCapabilities(request: Request, context: AppLoadContext): Promise<Set<CapabilityName>> {
  return new Set(await fetchCapabilities(request, context));
}

/** The offer a path names, for this visitor's region, or the 404 page. */
export async function loadOfferOr404(request: Request, context: AppLoadContext, productOfferKey: string | undefined) {
  const { offers, subVariant } = await loadOffers(apiSession(request, context).platform, request);
  const offer = productOfferKey ? matchOfferName(productOfferKey, offers) : undefined;
  if (!offer) throw notFound();
  return { offer, offers, subVariant };
}

/**
 * The offer of a results page (/:productOfferKey/results…, /winners): the offer, the base of its
 * links, and whether its statistics page is open to this visitor (the page's own rule).
 */
export async function loadResultsOffer(request: Request, context: AppLoadContext, productOfferKey: string | undefined) {
  const [{ offer, subVariant }, have] = await Promise.all([
    loadOfferOr404(request, context, productOfferKey),
    loadCapabilities(request, context),
  ]);
  return {
    offer,
    base: offerUrl(offer, subVariant),
    statistics: offer.type === 'lottery_ticket' && meetsNeed(have, routeNeeds.statistics),
  };
}

/** Names of the offer's causes from GET /causes; a cause the call does not name is shown by its key. */
export async function loadCauseChoices(request: Request, context: AppLoadContext, offer: ProductOffer) {
  if (offer.causes.length === 0) return [];
  let known: Cause[] = [];
  try {
    known = [...(await apiSession(request, context).platform.causes({ limit: '100' })).items];
  } catch {
    known = [];
  }
  return offer.causes.map((key) => ({
    key,
    name: known.find((c) => c.key === key)?.name ?? key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  }));
}

/**
 * The play page a path names: no suffix is the first in display order; a suffix of 1-platform.md §2
 * names a game type, shown with the game types merged into it.
 */
export function resolvePlayFamily(offer: ProductOffer, suffix: string | undefined, have: ReadonlySet<CapabilityName>) {
  const families = playFamilies(offer.gameTypes, have);
  const key = suffix ? gameTypeForSuffix(suffix) : families[0]?.key;
  const family = families.find((f) => f.key === key);
  return family ? { family, families } : undefined;
}

/** A link to one way of playing an offer. */
export interface GameTypeTab {
  key: string;
  label: string;
  path: string;
}

export function tabsFor(offer: ProductOffer, families: readonly { key: string }[], subVariant?: string): GameTypeTab[] {
  return families.map((g, i) => ({
    key: g.key,
    label: gameTypeLabel(g.key, offer.type),
    // The first game type is the offer's own page.
    path: i === 0 ? playPath(offer, undefined, subVariant) : playPath(offer, g.key, subVariant),
  }));
}

/** The sets one plain line of the offer is made of, for counting entries. */
export function baseSetsOf(offer: ProductOffer) {
  return baseNumberSets(offer.gameTypes, defaultGameOffer(offer.gameTypes[0]?.gameOffers ?? [])?.numberSets ?? []);
}

/** A call's 404 (or a malformed path value the API refuses) is the page's 404; anything else stays an error. */
export const orNotFound = <T>(call: Promise<T>): Promise<T> => orNotFoundOf(call, MISSING_OR_MALFORMED);
