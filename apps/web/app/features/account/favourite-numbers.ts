import { type FavouriteNumber, favouriteRepeatedMessage, formMessages, type ProductOffer } from '@drawline/contracts';

/** One number set a favourite line holds (the spec's Numbers and Powerball names kept). */
export interface FavouriteSet {
  name: 'Numbers' | 'Powerball';
  count: number;
  min: number;
  max: number;
}

/** A lottery a customer can keep favourite lines for, with its default game offer's number sets. */
export interface FavouriteLottery {
  lotteryKey: string;
  name: string;
  sets: FavouriteSet[];
}

/** Extra empty lines the form offers per lottery, to add a favourite line. */
export const NEW_LINES_PER_LOTTERY = 1;

/**
 * The lotteries of the shop's lottery offers (one per lotteryKey, in display order), with the
 * Numbers and Powerball sets of their default game offer (docs/decisions/348).
 */
export function favouriteLotteries(offers: readonly ProductOffer[]): FavouriteLottery[] {
  const seen = new Map<string, FavouriteLottery>();
  for (const offer of offers) {
    if (offer.type !== 'lottery_ticket' || seen.has(offer.lotteryKey)) continue;
    const gameOffers = offer.gameTypes.flatMap((t) => t.gameOffers);
    const game = gameOffers.find((g) => g.defaultGameOffer) ?? gameOffers[0];
    const sets = (game?.numberSets ?? []).filter(
      (s): s is typeof s & { name: FavouriteSet['name'] } => s.name === 'Numbers' || s.name === 'Powerball',
    );
    if (!sets.some((s) => s.name === 'Numbers')) continue;
    seen.set(offer.lotteryKey, {
      lotteryKey: offer.lotteryKey,
      name: offer.name,
      sets: sets.map(({ name, count, min, max }) => ({ name, count, min, max })),
    });
  }
  return [...seen.values()];
}

/** The form field of one set of one line: `fav.<lotteryKey>.<line>.<set>`. */
export const favouriteField = (lotteryKey: string, line: number, set: FavouriteSet['name']) =>
  `fav.${lotteryKey}.${line}.${set}`;

/** A line's numbers as the form shows them: "3, 14, 15". */
export const numbersText = (numbers: readonly number[] | undefined) => (numbers ?? []).join(', ');

/** The customer's lines of one lottery. */
export const linesOf = (favourites: readonly FavouriteNumber[], lotteryKey: string) =>
  favourites.filter((f) => f.lotteryKey === lotteryKey);

/**
 * Reads the favourite numbers form: each lottery's lines (a blank line is dropped, so emptying a
 * line removes it), each set's numbers checked against the lottery's range and count, none
 * repeated. Field errors by field name; the lines of lotteries the form does not show are kept.
 */
export function readFavouritesForm(
  form: FormData,
  lotteries: readonly FavouriteLottery[],
  kept: readonly FavouriteNumber[],
): { favouriteNumbers: FavouriteNumber[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const shown = new Set(lotteries.map((l) => l.lotteryKey));
  const favouriteNumbers = kept.filter((f) => !shown.has(f.lotteryKey));
  for (const lottery of lotteries) {
    const count = linesOf(kept, lottery.lotteryKey).length + NEW_LINES_PER_LOTTERY;
    for (let line = 0; line < count; line++) {
      const read: Partial<Record<FavouriteSet['name'], number[]>> = {};
      let blank = true;
      for (const set of lottery.sets) {
        const field = favouriteField(lottery.lotteryKey, line, set.name);
        const text = String(form.get(field) ?? '').trim();
        if (!text) continue;
        blank = false;
        const parts = text.split(/[\s,]+/).filter(Boolean);
        if (!parts.every((p) => /^\d{1,2}$/.test(p))) {
          errors[field] = formMessages.numbers;
          continue;
        }
        const numbers = parts.map(Number);
        if (numbers.some((n) => n < set.min || n > set.max)) {
          errors[field] = `Choose numbers from ${set.min} to ${set.max}`;
        } else if (new Set(numbers).size !== numbers.length) {
          errors[field] = favouriteRepeatedMessage;
        } else if (numbers.length > set.count) {
          errors[field] = `Choose up to ${set.count} numbers`;
        }
        read[set.name] = numbers;
      }
      if (blank) continue;
      const numbersField = favouriteField(lottery.lotteryKey, line, 'Numbers');
      if (!read.Numbers?.length) errors[numbersField] ??= formMessages.required;
      favouriteNumbers.push({
        lotteryKey: lottery.lotteryKey,
        Numbers: read.Numbers ?? [],
        ...(read.Powerball?.length ? { Powerball: read.Powerball } : {}),
      });
    }
  }
  return { favouriteNumbers, errors };
}
