import type { Cart, Draw, Envelope, ProductOffer, ProductOffersAnswer } from '@drawline/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, logIn, type SignedIn, signedIn } from './identity-helpers';
import { expectLedgerBalanced } from './ledger-helpers';

/** A Tuesday, 12:00 AEST: every demo offer has draws on sale, a raffle has a pre-order draw. */
export const CART_NOW = '2026-03-10T02:00:00Z';

export async function createCartTestApp(options: Parameters<typeof createIdentityTestApp>[0] = {}) {
  const t = await createIdentityTestApp({ seed: true, at: CART_NOW, ...options });
  const offersAnswer = (await t.app.inject({ method: 'GET', url: '/v2/pricing/default/product_offers' })).json()
    .result as ProductOffersAnswer;
  const offer = (key: string) => offersAnswer.offers.find((o) => o.key === key) as ProductOffer;
  return { ...t, offer };
}
export type CartTestApp = Awaited<ReturnType<typeof createCartTestApp>>;

/**
 * The set-up every checkout API test file shares (placing orders, deposits, deposit-and-buy, the
 * cart's checkout door): one seeded shop at CART_NOW for the file, opened before its tests and
 * closed after them, and after each test the clock put back to CART_NOW and the ledger checked
 * balanced (expectLedgerBalanced). Call it once at the top of the file, `const t = checkoutTestApp()`,
 * and use `t` in hooks and tests as the shop itself.
 */
export function checkoutTestApp(options: Parameters<typeof createCartTestApp>[0] = {}): CartTestApp {
  let shop: CartTestApp | undefined;
  const opened = (): CartTestApp => {
    if (!shop) throw new Error('The checkout test app opens in beforeAll: use it in a hook or a test');
    return shop;
  };
  beforeAll(async () => {
    shop = await createCartTestApp(options);
  });
  afterAll(() => shop?.close());
  afterEach(async () => {
    opened().clock.set(CART_NOW);
    await expectLedgerBalanced(opened().db);
  });
  // Reads go to the shop once it is open; its functions keep the shop as `this` (inbox uses it).
  return new Proxy({} as CartTestApp, {
    get: (_target, key) => {
      const value = Reflect.get(opened(), key);
      return typeof value === 'function' ? value.bind(opened()) : value;
    },
  });
}

export type CartResponse = Envelope<Cart> & { result: Cart };

export function cartOf(res: LightMyRequestResponse): Cart {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as CartResponse).result;
}

/** The refusal's code and the first message under errors.this (2-shopping.md §8). */
export function refusal(res: LightMyRequestResponse) {
  const body = res.json() as Envelope<unknown>;
  return { status: res.statusCode, code: body.error?.code, message: body.errors?.this?.[0]?.message ?? null, body };
}

/** Distinct numbers from..from+count-1, as one game of a set. */
const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

type GameSelection = Record<string, (number | null)[]>;

/** Four Powerball games, 7 numbers from 1-35 and a Powerball each. */
export function powerballGames(count = 4): GameSelection[] {
  return Array.from({ length: count }, (_, i) => ({ Numbers: run(1 + ((i * 4) % 28), 7), Powerball: [1 + (i % 20)] }));
}

/** A Powerball standard entry: 4 games for the next draw. */
export function powerballEntry(overrides: Record<string, unknown> = {}) {
  const numGames = (overrides.num_games as number | undefined) ?? 4;
  return {
    product_offer_key: 'powerball2018',
    game_type: 'standard',
    game_offer: 'standard',
    num_games: numGames,
    num_draws: 1,
    // Only built when not given, so a test may send a huge num_games with no games.
    games: (overrides.games as GameSelection[] | undefined) ?? powerballGames(numGames),
    ...overrides,
  };
}

/** A Make a Smile raffle bundle of 5 tickets for a cause. */
export function raffleEntry(overrides: Record<string, unknown> = {}) {
  return {
    product_offer_key: 'make_a_smile_lottery',
    game_type: 'standard',
    game_offer: 'tickets',
    num_games: 5,
    cause_key: 'childrens_hospital',
    ...overrides,
  };
}

/** One share of the first Powerball syndicate on sale. */
export function syndicateEntry(t: CartTestApp, overrides: Record<string, unknown> = {}) {
  const offer = t.offer('powerball_syndicate');
  const syndicate = offer.syndicates[0];
  if (!syndicate) throw new Error('No Powerball syndicate on sale');
  return {
    product_offer_key: offer.key,
    game_type: 'syndicate',
    game_offer: offer.gameTypes[0]?.gameOffers[0]?.key,
    num_games: 2,
    syndicate_encoded_id: syndicate.syndicateEncodedId,
    ...overrides,
  };
}

export function firstDraw(t: CartTestApp, key: string, i = 0): Draw {
  return t.offer(key).draws[i] as Draw;
}

export function priceOf(t: CartTestApp, key: string, gameType: string, gameOffer: string, numGames: number): number {
  const o = t
    .offer(key)
    .gameTypes.find((g) => g.key === gameType)
    ?.gameOffers.find((g) => g.key === gameOffer);
  const p = o?.prices.find((x) => x.numGames === numGames)?.price.amount;
  if (p === undefined) throw new Error(`No price for ${key} ${gameType} ${gameOffer} ${numGames}`);
  return p;
}

/** Signs the customer in again: moving the clock by days ends the access token of the first sign-in. */
export async function signInAgain(t: IdentityTestApp, who: SignedIn): Promise<SignedIn> {
  return signedIn(who.email, await logIn(t, who.email));
}

type Payload = InjectOptions['payload'];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as a signed-in customer (bearer token). */
export function as(t: IdentityTestApp, who: SignedIn) {
  const call = (method: Method, url: string, payload?: Payload, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...who.auth, ...headers }, payload }) as Promise<LightMyRequestResponse>;
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: Payload, headers?: Record<string, string>) => call('POST', url, payload, headers),
    put: (url: string, payload: Payload) => call('PUT', url, payload),
    delete: (url: string, headers?: Record<string, string>) => call('DELETE', url, undefined, headers),
  };
}

/** Calls with no customer (an anonymous visitor). */
export function visitor(t: IdentityTestApp) {
  const call = (method: Method, url: string, payload?: Payload) =>
    t.app.inject({ method, url, payload }) as Promise<LightMyRequestResponse>;
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: Payload) => call('POST', url, payload),
    put: (url: string, payload: Payload) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}
