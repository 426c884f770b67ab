import type {
  AddCartItemRequest,
  GameSelection,
  RecurringPurchaseType,
  SubscriptionFrequency,
} from '@drawline/contracts';

/**
 * The add-to-cart form: what a play page posts to the cart page's action, the same fields from a
 * script (fetcher) and from a plain form post without one (ARCHITECTURE.md, forms without
 * client JavaScript). The API checks every value; this only turns form text into the call's body.
 *
 *   option      gameType/gameOffer, or gameType/gameOffer/syndicateEncodedId for a syndicate share,
 *               so one radio button names everything its choice decides
 *   games       the picked numbers as JSON (scripts only); without them an entry with numbers is a
 *               quick pick (quickPick=true), drawn by the server at purchase
 */
export const ADD_INTENT = 'add';

export const itemFields = {
  intent: 'intent',
  productOfferKey: 'productOfferKey',
  option: 'option',
  numGames: 'numGames',
  numDraws: 'numDraws',
  quantity: 'quantity',
  drawNo: 'drawNo',
  day: 'day',
  causeKey: 'causeKey',
  games: 'games',
  quickPick: 'quickPick',
  /** The recurring purchase asked for (autoplay, subscription): the entry is bought again for every draw. */
  recurring: 'recurring',
  /** An autoplay's minimum jackpot, in whole dollars (empty: every draw). */
  minimumJackpot: 'minimumJackpot',
  /** A subscription's frequency (monthly, quarterly, biannually, annually; decision 368). */
  frequency: 'frequency',
  /** Set by a script when the pre-cart drawer should open instead of going to the cart page. */
  drawer: 'drawer',
} as const;

export interface ItemOption {
  gameType: string;
  gameOffer: string;
  syndicateEncodedId: string | null;
}

/** The value of an option radio (or the hidden option field). */
export function optionValue(option: ItemOption): string {
  return [option.gameType, option.gameOffer, ...(option.syndicateEncodedId ? [option.syndicateEncodedId] : [])].join(
    '/',
  );
}

export function parseOption(value: string): ItemOption | null {
  const [gameType, gameOffer, syndicateEncodedId, ...rest] = value.split('/');
  if (!gameType || !gameOffer || rest.length > 0) return null;
  return { gameType, gameOffer, syndicateEncodedId: syndicateEncodedId || null };
}

/** What a play page knows about its entry, as form values (hidden fields or a script's submission). */
export interface ItemFormValues {
  productOfferKey: string;
  option: ItemOption;
  numGames: number;
  numDraws: number;
  quantity?: number;
  drawNo?: number | null;
  day?: string | null;
  causeKey?: string | null;
  /** The numbers picked, one selection per game; null when the page leaves them to a quick pick. */
  games?: GameSelection[] | null;
  quickPick?: boolean;
}

/** The form fields of an entry; empty choices are left out. */
export function itemFormData(values: ItemFormValues): Record<string, string> {
  const out: Record<string, string> = {
    [itemFields.intent]: ADD_INTENT,
    [itemFields.productOfferKey]: values.productOfferKey,
    [itemFields.option]: optionValue(values.option),
    [itemFields.numGames]: String(values.numGames),
    [itemFields.numDraws]: String(values.numDraws),
  };
  if (values.quantity !== undefined) out[itemFields.quantity] = String(values.quantity);
  if (values.drawNo) out[itemFields.drawNo] = String(values.drawNo);
  if (values.day) out[itemFields.day] = values.day;
  if (values.causeKey) out[itemFields.causeKey] = values.causeKey;
  if (values.games && values.games.length > 0) out[itemFields.games] = JSON.stringify(values.games);
  if (values.quickPick) out[itemFields.quickPick] = 'true';
  return out;
}

function field(form: FormData, name: string): string | undefined {
  const v = form.get(name);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** A whole number as typed, else NaN, which the API refuses with its own message. */
function wholeNumber(form: FormData, name: string): number | undefined {
  const v = field(form, name);
  if (v === undefined) return undefined;
  return /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
}

function gamesOf(text: string | undefined): GameSelection[] | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as GameSelection[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The body of POST /cart/items (or the anonymous cart's) from the form. Anything missing or
 * malformed is passed on as such: the API's refusal names the problem in the customer's words.
 */
export function parseItemForm(form: FormData): AddCartItemRequest {
  const option = parseOption(field(form, itemFields.option) ?? '');
  const games = gamesOf(field(form, itemFields.games));
  const quickPick = field(form, itemFields.quickPick) === 'true' && !games;
  const body: AddCartItemRequest = {
    productOfferKey: field(form, itemFields.productOfferKey) ?? '',
    // The API checks the game type against its list (cart_item_invalid for anything else).
    gameType: (option?.gameType ?? '') as AddCartItemRequest['gameType'],
    gameOffer: option?.gameOffer ?? '',
    numGames: wholeNumber(form, itemFields.numGames) ?? Number.NaN,
  };
  const numDraws = wholeNumber(form, itemFields.numDraws);
  if (numDraws !== undefined) body.numDraws = numDraws;
  const quantity = wholeNumber(form, itemFields.quantity);
  if (quantity !== undefined) body.quantity = quantity;
  const drawNo = wholeNumber(form, itemFields.drawNo);
  if (drawNo !== undefined) body.drawNo = drawNo;
  const day = field(form, itemFields.day);
  if (day) body.day = day as AddCartItemRequest['day'];
  const causeKey = field(form, itemFields.causeKey);
  if (causeKey) body.causeKey = causeKey;
  if (option?.syndicateEncodedId) body.syndicateEncodedId = option.syndicateEncodedId;
  if (games) body.games = games;
  if (quickPick) body.quickPick = true;
  return withRecurring(form, body);
}

/**
 * The recurring purchase asked for (issue 25): bought again for every draw, so one draw at a time
 * (2-shopping.md §5), with an autoplay's minimum jackpot typed in whole dollars as cents; a
 * malformed one is passed on as NaN for the API's refusal to name.
 */
function withRecurring(form: FormData, body: AddCartItemRequest): AddCartItemRequest {
  const type = field(form, itemFields.recurring);
  if (!type) return body;
  const recurring = { ...body, numDraws: 1 };
  recurring.recurringPurchase = { type: type as RecurringPurchaseType, enabled: true };
  // The API names a frequency it does not know, or one on an autoplay, in its refusal.
  const frequency = field(form, itemFields.frequency);
  if (frequency) recurring.recurringPurchase.frequency = frequency as SubscriptionFrequency;
  const dollars = field(form, itemFields.minimumJackpot)?.replace(/[$,\s]/g, '');
  if (dollars && type === 'autoplay') {
    recurring.minimumJackpotAmount = { amount: /^\d{1,9}$/.test(dollars) ? Number(dollars) * 100 : Number.NaN };
  }
  return recurring;
}
