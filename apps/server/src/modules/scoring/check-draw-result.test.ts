import { describe, expect, it } from 'vitest';
import { checkDrawResult, type DrawResultInput, drawnSetsOf } from './check-draw-result';
import { prizeDivisions } from './prize-divisions';

const dividends = (lotteryKey: string, amount = 1000) =>
  prizeDivisions(lotteryKey).map((d) => ({
    division: d.division,
    description: '',
    numWinners: 0,
    prizeAmount: amount,
    prizeSuffix: null,
  }));

const powerball = (over: Partial<DrawResultInput> = {}): DrawResultInput => ({
  winningNumbers: [
    { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 7] },
    { name: 'Powerball', numbers: [9] },
  ],
  divisions: dividends('powerball2018'),
  ...over,
});

const problemsOf = (lotteryKey: string, input: DrawResultInput) => {
  const checked = checkDrawResult(lotteryKey, input);
  return checked.ok ? [] : checked.problems.map((p) => `${p.target} ${p.code}`);
};

describe('checkDrawResult (docs/decisions/260)', () => {
  it('takes a result that fits, in the lottery order with the table descriptions', () => {
    const checked = checkDrawResult('powerball2018', {
      ...powerball(),
      winningNumbers: [
        { name: 'Powerball', numbers: [9] },
        { name: 'Numbers', numbers: [7, 6, 5, 4, 3, 2, 1] },
      ],
    });
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    expect(checked.result.winningNumbers.map((s) => s.name)).toEqual(['Numbers', 'Powerball']);
    expect(checked.result.divisions[0]?.description).toBe('7 winning numbers and the Powerball');
  });

  it('refuses counts, ranges, repeats, missing and unknown sets, each on its field', () => {
    expect(
      problemsOf('powerball2018', powerball({ winningNumbers: [{ name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6] }] })),
    ).toEqual(['winning_numbers.Numbers count', 'winning_numbers.Powerball missing']);
    expect(
      problemsOf(
        'powerball2018',
        powerball({
          winningNumbers: [
            { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 36] },
            { name: 'Powerball', numbers: [21] },
            { name: 'Supplementary', numbers: [8] },
          ],
        }),
      ),
    ).toEqual([
      'winning_numbers.Supplementary unknown',
      'winning_numbers.Numbers range',
      'winning_numbers.Powerball range',
    ]);
    expect(
      problemsOf(
        'powerball2018',
        powerball({
          winningNumbers: [
            { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 6] },
            { name: 'Powerball', numbers: [2.5] },
          ],
        }),
      ),
    ).toEqual(['winning_numbers.Numbers repeated', 'winning_numbers.Powerball range']);
  });

  it('refuses a supplementary that is also a winning number; digits of Super 66 may repeat', () => {
    const oz = {
      winningNumbers: [
        { name: 'Numbers', numbers: [1, 2, 3, 4, 5, 6, 7] },
        { name: 'Supplementary', numbers: [7, 8, 9] },
      ],
      divisions: dividends('oz_lotto2022'),
    };
    expect(problemsOf('oz_lotto2022', oz)).toEqual(['winning_numbers.Supplementary repeated']);
    const super66 = {
      winningNumbers: [{ name: 'Numbers', numbers: [0, 0, 9, 9, 1, 1] }],
      divisions: dividends('super_66'),
    };
    expect(problemsOf('super_66', super66)).toEqual([]);
    const strike = {
      winningNumbers: [{ name: 'Numbers', numbers: [4, 4, 1, 2] }],
      divisions: dividends('lotto_strike'),
    };
    expect(problemsOf('lotto_strike', strike)).toEqual(['winning_numbers.Numbers repeated']);
  });

  it('needs every division of the table once, with whole non-negative cents', () => {
    const [first, ...rest] = dividends('powerball2018');
    if (!first) throw new Error('no divisions');
    expect(problemsOf('powerball2018', powerball({ divisions: rest }))).toEqual(['divisions.1 missing']);
    expect(
      problemsOf(
        'powerball2018',
        powerball({
          divisions: [
            { ...first, prizeAmount: -1 },
            ...rest,
            { ...first, division: 10 },
            { ...first, division: 2, prizeAmount: 5 },
          ],
        }),
      ),
    ).toEqual(['divisions.1 amount', 'divisions.10 unknown', 'divisions.2 duplicate']);
    expect(problemsOf('powerball2018', powerball({ divisions: [{ ...first, prizeAmount: 1.5 }, ...rest] }))).toEqual([
      'divisions.1 amount',
    ]);
  });

  it('refuses a lottery without a division table', () => {
    expect(problemsOf('make_a_smile_lottery', powerball())).toEqual(['null unknown_lottery']);
  });

  it('names the sets as the console form asks for them', () => {
    expect(drawnSetsOf('oz_lotto2022')).toEqual([
      { name: 'Numbers', count: 7, min: 1, max: 47, ordered: false },
      { name: 'Supplementary', count: 3, min: 1, max: 47, ordered: false },
    ]);
    expect(drawnSetsOf('lotto_strike')[0]?.ordered).toBe(true);
  });
});
