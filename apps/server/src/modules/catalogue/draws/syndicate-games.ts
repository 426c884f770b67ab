import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { drawQuickPick } from '../../../lib/quick-pick';
import type { Random } from '../../../lib/random';
import { AppError } from '../../../platform/app-error';
import { type SyndicateTicket, type SyndicateTicketGames, syndicates } from '../draws.tables';

/**
 * A syndicate's own games (docs/decisions/255): each of its tickets' games quick-picked by the
 * shop from the ticket's sets, when the syndicate is made. Games an operator fixed (`given`, in
 * the tickets' order) are kept as they are; only missing ones are drawn.
 */
export function pickSyndicateGames(
  tickets: readonly SyndicateTicket[],
  random: Random,
  given: readonly SyndicateTicketGames[] = [],
): SyndicateTicketGames[] {
  return tickets.map((ticket, i) => {
    const fixed = given[i]?.games ?? [];
    const rules = { gameTypeKey: ticket.gameType, numberSets: ticket.numberSets };
    const games = Array.from({ length: ticket.numGames }, (_, g) => fixed[g] ?? drawQuickPick(rules, random));
    return { name: ticket.name, gameType: ticket.gameType, games };
  });
}

/** A syndicate of a draw as settlement scores it: its size and its own games. */
export interface SyndicateToScore {
  syndicateEncodedId: string;
  name: string;
  size: number;
  sharesSold: number;
  /** Null for a syndicate made before its games were stored: it cannot be scored. */
  games: SyndicateTicketGames[] | null;
}

/** The syndicates of a draw with their games, in id order. */
export async function syndicatesOfDraw(db: Db | Tx, drawId: string): Promise<SyndicateToScore[]> {
  return db
    .select({
      syndicateEncodedId: syndicates.syndicateEncodedId,
      name: syndicates.name,
      size: syndicates.size,
      sharesSold: syndicates.sharesSold,
      games: syndicates.games,
    })
    .from(syndicates)
    .where(eq(syndicates.drawId, drawId))
    .orderBy(asc(syndicates.syndicateEncodedId));
}

/** Refuses a syndicate whose games are not one list of `numGames` games per ticket. */
export function assertSyndicateGames(
  syndicateEncodedId: string,
  tickets: readonly SyndicateTicket[],
  games: readonly SyndicateTicketGames[],
): void {
  const whole =
    games.length === tickets.length &&
    tickets.every((t, i) => games[i]?.gameType === t.gameType && games[i]?.games.length === t.numGames);
  if (!whole) {
    throw new AppError('internal_error', {
      message: `Syndicate ${syndicateEncodedId} has games that do not match its tickets`,
    });
  }
}
