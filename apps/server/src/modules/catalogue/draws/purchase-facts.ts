import {
  baseNumberSets,
  type DrawStatus,
  type DrawType,
  type GameOffer,
  type Money,
  type NumberSet,
  type ProductType,
  resultStatuses,
  toCurrency,
} from '@drawline/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { productOffers } from '../catalogue.tables';
import { draws, type SyndicateTicket, type SyndicateTicketGames, syndicates } from '../draws.tables';
import type { CatalogueCache } from '../offers';
import { aestWeekdayName } from './draw-schedule';

/**
 * What orders and tickets need to know about what was bought, read in the caller's transaction:
 * the draws, the game offer's matrix, the syndicates.
 */

export interface DrawFacts {
  drawId: string;
  drawNo: number;
  type: DrawType;
  status: DrawStatus;
  hasResults: boolean;
  drawDate: Date;
  /** The AEST weekday of the draw date (sunday…saturday). */
  weekday: string;
  stopDate: Date;
  prizePool: Money | null;
  offerKey: string;
  offerName: string;
  offerUrl: string;
  offerType: ProductType;
  /** The lottery a syndicate offer plays; the offer's own key otherwise. */
  lotteryKey: string;
}

/** A draw's facts from its row and its offer's (a purchase builds them from the rows its pricing read). */
export function drawFactsOf(d: typeof draws.$inferSelect, o: typeof productOffers.$inferSelect): DrawFacts {
  return {
    drawId: d.drawId,
    drawNo: d.drawNo,
    type: d.type as DrawType,
    status: d.status as DrawStatus,
    hasResults: resultStatuses.includes(d.status as DrawStatus),
    drawDate: d.drawDate,
    weekday: aestWeekdayName(d.drawDate),
    stopDate: d.stopDate,
    prizePool: d.prizePool === null ? null : { amount: d.prizePool, currency: toCurrency(d.currency) },
    offerKey: o.key,
    offerName: o.name,
    offerUrl: o.url,
    offerType: o.type as ProductType,
    lotteryKey: o.lotteryKey,
  };
}

/** The draws with these ids (unknown ids are left out), with their offer's name and url. */
export async function readDraws(tx: Tx | Db, drawIds: readonly string[]): Promise<Map<string, DrawFacts>> {
  const out = new Map<string, DrawFacts>();
  const ids = [...new Set(drawIds)];
  if (!ids.length) return out;
  const rows = await tx
    .select({ draw: draws, offer: productOffers })
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.key, draws.offerKey))
    .where(inArray(draws.drawId, ids));
  for (const { draw: d, offer: o } of rows) out.set(d.drawId, drawFactsOf(d, o));
  return out;
}

export interface GameOfferMatrix {
  offerKey: string;
  gameType: string;
  gameOffer: string;
  /** The sets a game of this game offer fills. */
  numberSets: NumberSet[];
  /** The sets of one plain line of the lottery (what super combo quick picks play). */
  baseNumberSets: readonly NumberSet[];
}

/**
 * A game offer's number matrix, or undefined when the offer has no such game offer: from the
 * process's copy of the catalogue, checked against its version in the caller's transaction.
 */
export async function readGameOfferMatrix(
  tx: Tx | Db,
  catalogue: CatalogueCache,
  key: { offerKey: string; gameType: string; gameOffer: string },
): Promise<GameOfferMatrix | undefined> {
  const rows = (await catalogue.read(tx)).gameOffers(key.offerKey);
  const own = rows.find((r) => r.gameType === key.gameType && r.key === key.gameOffer);
  if (!own) return undefined;
  const byType = new Map<string, GameOffer[]>();
  for (const r of rows) {
    const list = byType.get(r.gameType) ?? [];
    list.push({ ...r, key: r.key, prices: [] });
    byType.set(r.gameType, list);
  }
  const types = [...byType].map(([k, offers]) => ({ key: k, gameOffers: offers }));
  return {
    ...key,
    numberSets: own.numberSets,
    baseNumberSets: baseNumberSets(types, own.numberSets),
  };
}

export interface SyndicateFacts {
  syndicateEncodedId: string;
  offerKey: string;
  drawId: string;
  name: string;
  size: number;
  tickets: SyndicateTicket[];
  /** Its own games (docs/decisions/255); null for a syndicate made before they were kept. */
  games: SyndicateTicketGames[] | null;
}

/** The syndicates with these ids (unknown ids are left out). */
export async function readSyndicates(tx: Tx | Db, ids: readonly string[]): Promise<Map<string, SyndicateFacts>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await tx
    .select({
      syndicateEncodedId: syndicates.syndicateEncodedId,
      offerKey: syndicates.offerKey,
      drawId: syndicates.drawId,
      name: syndicates.name,
      size: syndicates.size,
      tickets: syndicates.tickets,
      games: syndicates.games,
    })
    .from(syndicates)
    .where(inArray(syndicates.syndicateEncodedId, unique));
  return new Map(rows.map((r) => [r.syndicateEncodedId, r]));
}
