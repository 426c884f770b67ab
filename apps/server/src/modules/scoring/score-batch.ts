import { type ScoringDraw, scoreTicket } from './score-ticket';
import type { DivisionCount, ScorableTicket } from './scoring-types';

/** A ticket of a batch read for settlement: its id with what the scorer reads. */
export interface TicketToScore extends ScorableTicket {
  ticketId: string;
}

export interface TicketWins {
  ticketId: string;
  /** Winning lines per division, best first; never empty. */
  wins: DivisionCount[];
}

/**
 * Scores one batch of a draw's tickets (settlement reads them from the database in keyset pages,
 * see README.md); answers the winners only, in the batch's order.
 */
export function scoreBatch(draw: ScoringDraw, tickets: readonly TicketToScore[]): TicketWins[] {
  const out: TicketWins[] = [];
  for (const ticket of tickets) {
    const wins = scoreTicket(draw, ticket);
    if (wins.length) out.push({ ticketId: ticket.ticketId, wins });
  }
  return out;
}
