import type { Db, Tx } from '../../db/client';
import type { DrawToSettle } from '../../modules/catalogue';
import {
  countClosedSessionsOfDraw,
  type LottoPartySessionToScore,
  paidSessionsOfDraw,
} from '../../modules/lotto-party';
import { splitPrizeByShares } from '../../modules/scoring';
import type { NewWinning } from '../../modules/settlement';
import type { SettleDrawDeps, TicketWin } from './settle-draw.deps';

/** A lotto party share's win: one row per member's share purchase, the session's whole prize split. */
export const LOTTO_PARTY_DIVISION = 'lotto_party';

type ScoreTicket = ReturnType<SettleDrawDeps['scorer']['forDraw']>;

/** Whether the draw still has lotto party sessions open or closed (not yet bought): scoring waits for them. */
export async function lottoPartySessionsPending(deps: SettleDrawDeps, drawId: string): Promise<boolean> {
  return (await countClosedSessionsOfDraw(deps.db, drawId)) > 0;
}

/**
 * The draw's paid lotto party sessions scored (decision 390): each session's games scored as a
 * ticket with the lottery's scorer, the prize of every division added up and split over its sold
 * shares with the syndicates' split (`splitPrizeByShares`, decision 192: equal per share, rounded
 * down, the cents left over stay with the operator); one win per member's share purchase. A result
 * correction compares them with what was paid (decision 518); `db` may be its transaction.
 */
export async function lottoPartyWins(
  deps: { db: Db | Tx },
  draw: DrawToSettle,
  score: ScoreTicket,
  now: Date,
): Promise<NewWinning[]> {
  const sessions = await paidSessionsOfDraw(deps.db, draw.drawId);
  return sessions.flatMap((session) => sessionWins(draw, session, sessionPrize(draw, session, score), now));
}

function sessionPrize(draw: DrawToSettle, session: LottoPartySessionToScore, score: ScoreTicket): TicketWin[] {
  if (!session.games.length) return [];
  return score({
    ticketId: session.sessionId,
    customerId: '',
    productOfferKey: draw.offerKey,
    productType: 'social_syndicate_share',
    gameType: 'lotto_party',
    gameOffer: 'lotto_party',
    numGames: session.games.length,
    games: session.games,
    comboGames: [],
  }).filter((w) => w.amount > 0);
}

function sessionWins(
  draw: DrawToSettle,
  session: LottoPartySessionToScore,
  wins: readonly TicketWin[],
  now: Date,
): NewWinning[] {
  const prize = wins.reduce((n, w) => n + w.amount, 0);
  if (prize === 0 || !session.holdings.length) return [];
  const entries = wins.reduce((n, w) => n + w.entries, 0);
  const split = splitPrizeByShares(
    prize,
    session.sharesSold,
    session.holdings.map((h) => ({ ticketId: h.shareId, shares: h.shares })),
  );
  const won = wins.map((w) => w.description).join(', ');
  return session.holdings.flatMap((h, i) => {
    const amount = split.payouts[i]?.amount ?? 0;
    if (amount === 0) return [];
    return [
      {
        ticketId: h.shareId,
        division: LOTTO_PARTY_DIVISION,
        drawId: draw.drawId,
        customerId: h.customerId,
        productOfferKey: h.productOfferKey,
        entries,
        amount,
        currency: draw.currency,
        description: `${draw.offerName} draw ${draw.drawNo}: Lotto Party ${session.groupName}, ${h.shares} of ${session.sharesSold} shares (${won})`,
        scoredAt: now,
      },
    ];
  });
}
