import type { Db, Tx } from '../../db/client';
import {
  type DrawToSettle,
  type OfficialResult,
  resultOfPlayedDraw,
  type SyndicateToScore,
  syndicatesOfDraw,
} from '../../modules/catalogue';
import { type SyndicateHolding, syndicateHoldingsOfDraw } from '../../modules/orders';
import { splitPrizeByShares } from '../../modules/scoring';
import { type NewWinning, recordWinnings } from '../../modules/settlement';
import { AppError } from '../../platform/app-error';
import type { SettleDrawDeps, TicketWin } from './settle-draw.deps';

/** A share ticket's win: one row per ticket, the whole syndicate's prize split (docs/decisions/256). */
export const SYNDICATE_DIVISION = 'syndicate';

const DEFAULT_BATCH = 500;

/**
 * Scores a syndicate draw (docs/decisions/256): each syndicate's own games (decision 255) are
 * scored as tickets against the result of the lottery draw it plays, with the lottery scorer;
 * the syndicate's whole prize, every division added up, is split over its shares
 * (`splitPrizeByShares`, decision 192: equal per share, rounded down; unsold shares' part and
 * the cents left over stay with the operator) and each sold share ticket gets one win of its
 * part. Null while the lottery's result is not published. A syndicate with shares sold but no
 * stored games stops the draw with an error rather than pay nothing by mistake.
 */
export async function scoreSyndicates(deps: SettleDrawDeps, draw: DrawToSettle, now: Date): Promise<number | null> {
  const result = await resultOfPlayedDraw(deps.db, draw);
  if (!result) return null;
  const rows = await syndicateShareWins(deps, draw, result, now);
  const limit = deps.batchSize ?? DEFAULT_BATCH;
  let written = 0;
  for (let i = 0; i < rows.length; i += limit) written += await recordWinnings(deps.db, rows.slice(i, i + limit));
  return written;
}

/**
 * What a result makes of a syndicate draw's share tickets: settlement writes them, and a result
 * correction compares them with what was paid (docs/decisions/261, 518). `db` may be the caller's
 * transaction.
 */
export async function syndicateShareWins(
  deps: { db: Db | Tx; scorer: SettleDrawDeps['scorer'] },
  draw: DrawToSettle,
  result: OfficialResult,
  now: Date,
): Promise<NewWinning[]> {
  const score = deps.scorer.forDraw(draw, result);
  const [syndicates, holdings] = await Promise.all([
    syndicatesOfDraw(deps.db, draw.drawId),
    syndicateHoldingsOfDraw(deps.db, draw.drawId),
  ]);
  const rows: NewWinning[] = [];
  for (const syndicate of syndicates) {
    const held = holdings.filter((h) => h.syndicateEncodedId === syndicate.syndicateEncodedId);
    if (!held.length) continue;
    rows.push(...shareWins(draw, syndicate, syndicateWins(draw, syndicate, score), held, now));
  }
  return rows;
}

type ScoreTicket = ReturnType<SettleDrawDeps['scorer']['forDraw']>;

/** What the syndicate's own games won, division by division, each of its tickets scored as a ticket. */
function syndicateWins(draw: DrawToSettle, syndicate: SyndicateToScore, score: ScoreTicket): TicketWin[] {
  if (!syndicate.games) {
    throw new AppError('internal_error', {
      message: `Syndicate ${syndicate.syndicateEncodedId} of draw ${draw.drawId} has shares sold but no games stored`,
    });
  }
  return syndicate.games.flatMap((ticket) =>
    score({
      ticketId: syndicate.syndicateEncodedId,
      customerId: '',
      productOfferKey: draw.offerKey,
      productType: 'syndicate_share',
      gameType: ticket.gameType,
      gameOffer: ticket.name,
      numGames: ticket.games.length,
      games: ticket.games,
      comboGames: [],
    }).filter((w) => w.amount > 0),
  );
}

/** The syndicate's prize split over its sold share tickets: a win for each ticket whose part is a cent or more. */
function shareWins(
  draw: DrawToSettle,
  syndicate: SyndicateToScore,
  wins: readonly TicketWin[],
  held: readonly SyndicateHolding[],
  now: Date,
): NewWinning[] {
  const prize = wins.reduce((n, w) => n + w.amount, 0);
  if (prize === 0) return [];
  const entries = wins.reduce((n, w) => n + w.entries, 0);
  const split = splitPrizeByShares(
    prize,
    syndicate.size,
    held.map((h) => ({ ticketId: h.ticketId, shares: h.numShares })),
  );
  const won = wins.map((w) => w.description).join(', ');
  return held.flatMap((h, i) => {
    const amount = split.payouts[i]?.amount ?? 0;
    if (amount === 0) return [];
    return [
      {
        ticketId: h.ticketId,
        division: SYNDICATE_DIVISION,
        drawId: draw.drawId,
        customerId: h.customerId,
        productOfferKey: h.productOfferKey,
        entries,
        amount,
        currency: draw.currency,
        description: `${draw.offerName} draw ${draw.drawNo}: ${syndicate.name} ${h.numShares} of ${syndicate.size} shares (${won})`,
        scoredAt: now,
      },
    ];
  });
}
