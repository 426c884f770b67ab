import type { GameOffer, GameSelection } from '@drawline/contracts';

/**
 * The customer's favourite numbers for one lottery, as lines of picks. GET /v2/customer answers
 * favouriteNumbers (3-account.md §3; its shape is not shown, docs/decisions/043): either a map of
 * lottery key to one line or a list of lines, or a list of lines each naming its lottery.
 */
export function favouriteLinesFor(favouriteNumbers: unknown, lotteryKeys: readonly string[]): GameSelection[] {
  const keys = new Set(lotteryKeys.map((k) => k.toLowerCase()));
  const lines: unknown[] = [];
  if (Array.isArray(favouriteNumbers)) {
    for (const item of favouriteNumbers) {
      if (!isRecord(item)) continue;
      const key = item.lotteryKey ?? item.productOfferKey ?? item.key;
      if (typeof key === 'string' && keys.has(key.toLowerCase()))
        lines.push(isRecord(item.numbers) ? item.numbers : item);
    }
  } else if (isRecord(favouriteNumbers)) {
    for (const [key, value] of Object.entries(favouriteNumbers)) {
      if (!keys.has(key.toLowerCase())) continue;
      if (Array.isArray(value)) lines.push(...value);
      else lines.push(value);
    }
  }
  return lines.map(toSelection).filter((l): l is GameSelection => l !== undefined);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function toSelection(line: unknown): GameSelection | undefined {
  if (!isRecord(line)) return undefined;
  const out: GameSelection = {};
  for (const [name, value] of Object.entries(line)) {
    if (Array.isArray(value) && value.every((n) => Number.isInteger(n))) out[name] = value as number[];
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** A favourite line laid onto one game of a game offer: numbers that fit are kept, the rest left blank. */
export function applyFavouriteLine(gameOffer: GameOffer, line: GameSelection): GameSelection {
  const game: GameSelection = {};
  for (const s of gameOffer.numberSets) {
    const fits = (line[s.name] ?? []).filter((n): n is number => n !== null && n >= s.min && n <= s.max);
    const unique = s.ordered ? fits : [...new Set(fits)];
    game[s.name] = Array.from({ length: s.count }, (_, i) => unique[i] ?? null);
  }
  return game;
}

/** Whether a line has anything for this game offer. */
export function lineFits(gameOffer: GameOffer, line: GameSelection): boolean {
  return gameOffer.numberSets.some((s) => (line[s.name] ?? []).some((n) => n !== null && n >= s.min && n <= s.max));
}
