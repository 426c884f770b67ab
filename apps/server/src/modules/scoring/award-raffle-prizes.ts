import { scoringFailure } from './game-types';

/** A prize of a raffle draw's prize list, in the order the list is drawn. */
export interface RafflePrizeTier {
  prizeId: string;
  /** How many winners the prize has (ten $1,000 gift cards: 10). */
  quantity: number;
}

export interface RaffleAward {
  prizeId: string;
  ticketNumber: number;
  /** 1-based position of the ticket number among those drawn. */
  position: number;
}

/**
 * The raffle's winners: the drawn ticket numbers, in drawn order, take the prize list's places in
 * its order (the first drawn wins the first prize, and so on; a prize of quantity q takes q
 * places). A ticket number wins once; when fewer numbers are drawn than places (fewer tickets
 * sold than prizes) the last places go unawarded. Which numbers are drawn is the winner picker's
 * business (settlement's commit-reveal); this only matches them to the prize list.
 */
export function awardRafflePrizes(
  prizes: readonly RafflePrizeTier[],
  drawnTicketNumbers: readonly number[],
): RaffleAward[] {
  if (new Set(drawnTicketNumbers).size !== drawnTicketNumbers.length) {
    throw scoringFailure('A raffle ticket number is drawn twice');
  }
  const places = prizes.flatMap((p) => {
    if (!Number.isSafeInteger(p.quantity) || p.quantity < 1) throw scoringFailure(`Prize ${p.prizeId} has no winners`);
    return Array.from({ length: p.quantity }, () => p.prizeId);
  });
  if (drawnTicketNumbers.length > places.length) throw scoringFailure('More ticket numbers drawn than prizes');
  return drawnTicketNumbers.map((ticketNumber, i) => ({ prizeId: places[i] as string, ticketNumber, position: i + 1 }));
}

/** How many ticket numbers a raffle draw needs drawn: one per prize place. */
export const rafflePlaces = (prizes: readonly RafflePrizeTier[]): number => prizes.reduce((n, p) => n + p.quantity, 0);
