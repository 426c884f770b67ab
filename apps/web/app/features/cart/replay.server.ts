import type { AddCartItemRequest, Receipt } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiError } from '../../lib/api';
import { apiSession } from '../../lib/api-session.server';
import { notFound, orNotFound } from '../../lib/not-found';
import { entryCountNoun } from '../catalogue';
import { changeCart } from './cart.server';

/**
 * Buying the same entries again (/cart/replay/:replayID, capability lottery play replay;
 * docs/decisions/143): the entries of an earlier order, read from its receipt (GET /checkout/{id}),
 * go into the cart as new items for the next draws on sale, with the numbers as played.
 */

/** A checkout id as the API knows them (contracts/orders.ts checkoutIdSchema). */
const CHECKOUT_ID = /^[A-Za-z0-9_-]{16,64}$/;

export interface ReplayEntry {
  summary: string;
  item: AddCartItemRequest;
}

/** The receipt of the customer's order; the 404 page for an id that is not theirs or not an id. */
export async function readReplayReceipt(
  request: Request,
  context: AppLoadContext,
  checkoutId: string | undefined,
): Promise<Receipt> {
  if (!checkoutId || !CHECKOUT_ID.test(checkoutId)) throw notFound();
  return orNotFound(apiSession(request, context).platform.receipt(checkoutId));
}

const draws = (n: number) => `${n} ${n === 1 ? 'draw' : 'draws'}`;

/**
 * The receipt's entries as new cart items: the next draw on sale, the numbers as played (the
 * receipt's, quick picks as they were drawn; none for raffle tickets and shares), one of each.
 */
export function replayEntries(receipt: Receipt): ReplayEntry[] {
  // A membership (decision 476) is no entry to buy again: premium renews by itself.
  return receipt.orders
    .filter((order) => order.productType !== 'membership')
    .map((order) => {
      const games = order.games;
      const item: AddCartItemRequest = {
        productOfferKey: order.productOfferKey,
        gameType: order.gameType,
        gameOffer: order.gameOffer,
        numGames: order.numGames,
        numDraws: order.numDraws,
        ...(games.length > 0 ? { games } : {}),
        ...(order.day ? { day: order.day as AddCartItemRequest['day'] } : {}),
        ...(order.causeKey ? { causeKey: order.causeKey } : {}),
        ...(order.syndicateEncodedId ? { syndicateEncodedId: order.syndicateEncodedId } : {}),
      };
      const count = `${order.numGames} ${entryCountNoun(order.gameType, order.numGames, order.productType)}`;
      return { summary: `${count} of ${order.productOfferName} for ${draws(order.numDraws)}`, item };
    });
}

export interface ReplayOutcome {
  added: number;
  /** Entries the cart refused (a syndicate no longer on sale, say), with the first reason. */
  refused: { summary: string; reason: string }[];
}

/**
 * Adds the entries one by one; a refused entry does not stop the others. With the press's key each
 * entry is added under a key of its own (`<key>:<n>`), so the press sent again adds none twice.
 */
export async function addReplayEntries(
  request: Request,
  context: AppLoadContext,
  entries: readonly ReplayEntry[],
  key?: string,
): Promise<ReplayOutcome> {
  const outcome: ReplayOutcome = { added: 0, refused: [] };
  for (const [n, entry] of entries.entries()) {
    try {
      await changeCart(request, context, { kind: 'add', item: entry.item }, key ? `${key}:${n}` : undefined);
      outcome.added += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      outcome.refused.push({ summary: entry.summary, reason: error.errors?.this?.[0]?.message ?? error.message });
    }
  }
  return outcome;
}
