import {
  type DrawType,
  type GameSelection,
  type GameTypeKey,
  gameProblems,
  isOptionalSet,
  MEGA_COMBO_EXTRA_GAMES,
  type Money,
  type NumberSet,
  type ProductType,
} from '@drawline/contracts';
import type { Tx } from '../../db/client';
import type { Random } from '../../lib/random';
import { AppError, notFound } from '../../platform/app-error';
import {
  type CatalogueCache,
  type DrawFacts,
  type GameOfferMatrix,
  MAX_STOCK_PER_TAKE,
  readGameOfferMatrix,
  type SyndicateFacts,
} from '../catalogue';
import { drawQuickPick } from './draw-quick-pick';
import type { GameNumbers } from './orders.tables';

/** One thing bought (a priced cart item): an entry for one or more draws. */
export interface OrderLineInput {
  productType: ProductType;
  /** The offer the entry was chosen on (a lottery's key for a syndicate share bought on its page). */
  productOfferKey: string;
  gameType: GameTypeKey;
  gameOffer: string;
  /** Games per draw; raffle tickets for a raffle, shares for a syndicate. */
  numGames: number;
  /** The draws the entry plays, one ticket each. */
  drawIds: readonly string[];
  /**
   * The customer's games, numbers as chosen; a blank (null), a missing set or a missing game is a
   * quick pick the server draws. Empty for raffles and syndicates.
   */
  games?: readonly GameSelection[];
  /** The line's price for all its draws, after any per-item price rule. */
  amount: Money;
  day?: string | null;
  causeKey?: string | null;
  syndicateEncodedId?: string | null;
  cartItemId?: string | null;
  /**
   * Paid now, its tickets issued later: a line held for a draw not yet open (a pre-order or a
   * scheduled purchase, decision 364). The order records the line and its price; no ticket, no
   * raffle number.
   */
  held?: boolean;
}

/** The draw type each product type plays; any other product type cannot be ordered yet. */
const drawTypeOf: Partial<Record<ProductType, DrawType>> = {
  lottery_ticket: 'lottery_ticket_draw',
  multi_draw_ticket: 'lottery_ticket_draw',
  raffle_ticket: 'raffle_ticket_draw',
  syndicate_share: 'syndicate_share_draw',
  // A lotto party share plays its session's lottery draw; its line holds no numbers (decision 388).
  social_syndicate_share: 'lottery_ticket_draw',
};

export const refuse = (message: string) => new AppError('unprocessable', { message });

export interface PlannedLine {
  input: OrderLineInput;
  draws: DrawFacts[];
  games: GameNumbers[];
  quickPick: boolean[];
  comboGames: GameNumbers[];
  syndicate: SyndicateFacts | null;
}

function hasBlanks(gameTypeKey: string, sets: readonly NumberSet[], picks: GameSelection): boolean {
  return sets
    .filter((s) => !isOptionalSet(gameTypeKey, s))
    .some((s) => {
      const p = picks[s.name];
      return !p || p.length < s.count || p.some((n) => n === null);
    });
}

/** The games a line plays, with the server's quick picks drawn; refuses numbers outside the matrix. */
function drawGames(
  line: OrderLineInput,
  label: string,
  matrix: GameOfferMatrix,
  random: Random,
): Pick<PlannedLine, 'games' | 'quickPick' | 'comboGames'> {
  const given = line.games ?? [];
  if (!matrix.numberSets.length) {
    if (given.length) throw refuse(`${label}: ${line.gameOffer} takes no numbers.`);
    if (line.gameType === 'random') {
      // Random games are the server's quick picks on the lottery's plain line: a ticket must hold
      // the numbers it plays, or it could never be scored (docs/decisions/195).
      const base = { gameTypeKey: 'standard', numberSets: matrix.baseNumberSets };
      const games = Array.from({ length: line.numGames }, () => drawQuickPick(base, random));
      return { games, quickPick: games.map(() => true), comboGames: [] };
    }
    return { games: [], quickPick: [], comboGames: [] };
  }
  if (given.length > line.numGames) throw refuse(`${label}: ${given.length} games given for ${line.numGames}.`);
  const rules = { gameTypeKey: line.gameType, numberSets: matrix.numberSets };
  const out = { games: [] as GameNumbers[], quickPick: [] as boolean[], comboGames: [] as GameNumbers[] };
  for (let g = 0; g < line.numGames; g++) {
    const picks = given[g] ?? {};
    for (const [name, numbers] of Object.entries(picks)) {
      const set = matrix.numberSets.find((s) => s.name === name);
      if (!set) throw refuse(`${label}: Game ${g + 1} has no set ${name}.`);
      if (numbers.length > set.count) throw refuse(`${label}: Game ${g + 1} has too many in ${name}.`);
    }
    const game = drawQuickPick(rules, random, picks);
    const problem = gameProblems(line.gameType, { numberSets: matrix.numberSets }, game, g)[0];
    if (problem) throw refuse(`${label}: ${problem}.`);
    out.games.push(game);
    out.quickPick.push(hasBlanks(line.gameType, matrix.numberSets, picks));
    if (line.gameType === 'mega_combo') {
      // A super combo comes with quick-pick games on the lottery's plain line, keeping its Favourites (decision 042).
      const base = { gameTypeKey: 'mega_combo', numberSets: matrix.baseNumberSets };
      for (let x = 0; x < MEGA_COMBO_EXTRA_GAMES; x++) {
        const { Favourites: _kept, ...extra } = drawQuickPick(base, random, { Favourites: game.Favourites ?? [] });
        out.comboGames.push(extra);
      }
    }
  }
  return out;
}

/**
 * A membership line (decision 476): the premium tier's month, with no draw, ticket or numbers;
 * the checkout flow records its subscription in the same transaction.
 */
function planMembershipLine(line: OrderLineInput, label: string): PlannedLine {
  if (line.gameType !== 'membership' || line.numGames !== 1 || line.drawIds.length || line.syndicateEncodedId) {
    throw refuse(`${label}: a membership line is one month with no draw.`);
  }
  return { input: { ...line, games: [] }, draws: [], syndicate: null, games: [], quickPick: [], comboGames: [] };
}

/**
 * Checks one line against the catalogue, in the order's transaction (its draws are draws of its
 * offer, its syndicate plays that draw, its game offer exists, its numbers fit the matrix) and
 * draws its quick picks.
 */
export async function planLine(
  tx: Tx,
  line: OrderLineInput,
  index: number,
  facts: { draws: Map<string, DrawFacts>; syndicates: Map<string, SyndicateFacts>; catalogue: CatalogueCache },
  random: Random,
): Promise<PlannedLine> {
  const label = `Line ${index + 1}`;
  if (line.productType === 'membership') return planMembershipLine(line, label);
  const drawType = drawTypeOf[line.productType];
  if (!drawType) throw refuse(`${label}: ${line.productType} cannot be bought in an order yet.`);
  if (!Number.isSafeInteger(line.numGames) || line.numGames < 1 || line.numGames > MAX_STOCK_PER_TAKE) {
    throw refuse(`${label}: ${line.numGames} is not a number of games.`);
  }
  if (!line.drawIds.length) throw refuse(`${label}: choose at least one draw.`);
  if (new Set(line.drawIds).size !== line.drawIds.length) throw refuse(`${label}: a draw is given twice.`);

  const syndicate = line.syndicateEncodedId ? (facts.syndicates.get(line.syndicateEncodedId) ?? null) : null;
  if (line.productType === 'syndicate_share') {
    if (!line.syndicateEncodedId) throw refuse(`${label}: choose a syndicate.`);
    if (!syndicate) throw notFound(`Syndicate ${line.syndicateEncodedId}`);
    if (line.drawIds.length !== 1 || line.drawIds[0] !== syndicate.drawId) {
      throw refuse(`${label}: the syndicate plays draw ${syndicate.drawId} only.`);
    }
    if (line.numGames > syndicate.size) throw refuse(`${label}: the syndicate has ${syndicate.size} shares.`);
  } else if (line.syndicateEncodedId) {
    throw refuse(`${label}: only a syndicate share names a syndicate.`);
  }

  const draws = line.drawIds.map((id) => {
    const draw = facts.draws.get(id);
    if (!draw) throw notFound(`Draw ${id}`);
    if (draw.type !== drawType) throw refuse(`${label}: draw ${id} is not a ${drawType}.`);
    const ofOffer = syndicate
      ? draw.offerKey === line.productOfferKey || draw.lotteryKey === line.productOfferKey
      : draw.offerKey === line.productOfferKey;
    if (!ofOffer) throw refuse(`${label}: draw ${id} is not a draw of ${line.productOfferKey}.`);
    return draw;
  });

  if (line.productType === 'social_syndicate_share') {
    return { input: line, draws, syndicate: null, games: [], quickPick: [], comboGames: [] };
  }
  const matrix = await readGameOfferMatrix(tx, facts.catalogue, {
    offerKey: line.productOfferKey,
    gameType: line.gameType,
    gameOffer: line.gameOffer,
  });
  if (!matrix) throw refuse(`${label}: ${line.productOfferKey} has no game offer ${line.gameType} ${line.gameOffer}.`);
  return { input: line, draws, syndicate, ...drawGames(line, label, matrix, random) };
}
