import { describe, expect, it } from 'vitest';
import { scoreTicket, scoringDraw } from './score-ticket';
import { referenceScoreTicket } from './score-ticket.reference';

const saturday = { Numbers: [3, 11, 19, 27, 35, 43], Supplementary: [7, 40] };

describe('scoreTicket: standard games', () => {
  const draw = scoringDraw('saturday_lotto', saturday);

  it('counts each game at its best division', () => {
    const ticket = {
      gameType: 'standard',
      games: [
        { Numbers: [3, 11, 19, 27, 35, 43] }, // division 1
        { Numbers: [3, 11, 19, 27, 35, 7] }, // 5 and a supplementary: division 2
        { Numbers: [3, 11, 19, 27, 1, 2] }, // 4: division 4
        { Numbers: [3, 1, 2, 4, 5, 6] }, // nothing
      ],
    };
    expect(scoreTicket(draw, ticket)).toEqual([
      { division: 1, count: 1 },
      { division: 2, count: 1 },
      { division: 4, count: 1 },
    ]);
    expect(referenceScoreTicket('saturday_lotto', ticket, saturday)).toEqual(scoreTicket(draw, ticket));
  });

  it('answers nothing for a losing ticket', () => {
    expect(scoreTicket(draw, { gameType: 'standard', games: [{ Numbers: [1, 2, 4, 5, 6, 8] }] })).toEqual([]);
  });

  it('refuses a lottery without a division table and a game type the lottery does not sell', () => {
    expect(() => scoringDraw('make_a_smile_lottery', saturday)).toThrow(/No prize division table/);
    expect(() => scoreTicket(draw, { gameType: 'strike_boxed', games: [] })).toThrow(/cannot be scored/);
  });

  it('refuses a ticket that holds fewer games than it was sold with, rather than let it lose', () => {
    expect(() => scoreTicket(draw, { gameType: 'random', numGames: 6, games: [] })).toThrow(/holds 0 of its 6 games/);
    expect(scoreTicket(draw, { gameType: 'syndicate', numGames: 2, games: [] })).toEqual([]);
  });

  it('refuses drawn numbers that do not fit the lottery', () => {
    expect(() => scoringDraw('saturday_lotto', { Numbers: [1, 2, 3, 4, 5], Supplementary: [7, 8] })).toThrow();
    expect(() => scoringDraw('saturday_lotto', { Numbers: [1, 2, 3, 4, 5, 6], Supplementary: [6, 8] })).toThrow();
  });
});
