import { IDEMPOTENCY_KEY_HEADER, type Receipt } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  CART_NOW,
  type CartTestApp,
  cartOf,
  createCartTestApp,
  powerballEntry,
  raffleEntry,
  refusal,
} from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { statementsOf } from '../../../tests/statements';
import { cryptoRandom } from '../../lib/random';

/**
 * Purchases price from each process's copy of the catalogue's static rows (docs/decisions/285).
 * A change committed by anyone else (another process, an operator's SQL) must be priced by the
 * next purchase: here it is written through a connection the app does not know of, so only the
 * version row can tell the app's copy that it is old.
 */
let t: CartTestApp;
let other: { query(text: string): Promise<unknown>; close(): Promise<void> };

beforeAll(async () => {
  t = await createCartTestApp();
  if (t.database.dialect === 'postgres') {
    const client = new pg.Client({ connectionString: connectionStringOf(t.database.pool as pg.Pool) });
    await client.connect();
    other = { query: (text) => client.query(text), close: () => client.end() };
  } else {
    // The embedded database has one connection: the change goes straight to it, past the app.
    const pglite = t.database.pglite as NonNullable<typeof t.database.pglite>;
    other = { query: (text) => pglite.exec(text), close: async () => {} };
  }
});
afterAll(async () => {
  await other?.close();
  await t.close();
});
afterEach(async () => {
  t.clock.set(CART_NOW);
  await expectLedgerBalanced(t.db);
});

function connectionStringOf(pool: pg.Pool): string {
  const o = pool.options;
  const auth = o.password ? `${o.user}:${encodeURIComponent(String(o.password))}@` : o.user ? `${o.user}@` : '';
  return (o.connectionString as string | undefined) ?? `postgres://${auth}${o.host}:${o.port}/${o.database}`;
}

const PRICE_OF_4 = `game_offer_prices where offer_key = 'powerball2018' and game_type = 'standard'
  and game_offer_key = 'standard' and num_games = 4`;

async function buyPowerball(who: SignedIn) {
  cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
  return as(t, who).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() });
}

async function fundedCustomer(): Promise<SignedIn> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, { amount: 100_000, currency: 'AUD' });
  return who;
}

describe('the catalogue copy purchases price from', () => {
  it('prices the next purchase with a price changed through another connection', async () => {
    const who = await fundedCustomer();
    const first = await buyPowerball(who);
    expect(first.statusCode, first.body).toBe(200);
    const before = (first.json().result as Receipt).total.amount;

    await other.query(
      `update ${PRICE_OF_4.replace('game_offer_prices', 'game_offer_prices set amount = amount + 100')}`,
    );
    try {
      const second = await buyPowerball(who);
      expect(second.statusCode, second.body).toBe(200);
      expect((second.json().result as Receipt).total.amount).toBe(before + 100);
    } finally {
      await other.query(
        `update ${PRICE_OF_4.replace('game_offer_prices', 'game_offer_prices set amount = amount - 100')}`,
      );
    }
    const third = await buyPowerball(who);
    expect((third.json().result as Receipt).total.amount).toBe(before);
  });

  it('refuses the next purchase of an offer suspended through another connection', async () => {
    const who = await fundedCustomer();
    expect((await buyPowerball(who)).statusCode).toBe(200);
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
    await other.query(`update product_offers set suspended = true where key = 'powerball2018'`);
    try {
      const refused = await as(t, who).post('/v2/cart/purchase', undefined, {
        [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
      });
      expect(refusal(refused).code).toBe('cart_blocked');
    } finally {
      await other.query(`update product_offers set suspended = false where key = 'powerball2018'`);
    }
    const bought = await as(t, who).post('/v2/cart/purchase', undefined, {
      [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
    });
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it('moves the version on a change of every table the copy holds, and on none that a sale writes', async () => {
    const version = async () =>
      Number(
        ((await t.database.db.execute(sql`select version from catalogue_version`)) as { rows: { version: unknown }[] })
          .rows[0]?.version,
      );
    const copied = [
      'product_offers',
      'product_offer_aliases',
      'game_types',
      'game_offers',
      'game_offer_prices',
      'product_offer_causes',
    ];
    for (const table of copied) {
      const was = await version();
      // A statement that changes no row still moves it: the triggers are per statement.
      await other.query(`delete from ${table} where false`);
      expect(await version(), table).toBe(was + 1);
    }
    const was = await version();
    expect((await buyPowerball(await fundedCustomer())).statusCode).toBe(200);
    await other.query(`update draws set tickets_sold = tickets_sold where false`);
    await other.query(`update syndicates set shares_sold = shares_sold where false`);
    expect(await version()).toBe(was);
  });
});

/**
 * The statements of one purchase of a Powerball entry already in the cart, counted at the
 * driver (docs/benchmarks.md, "Purchases"): the copy took the offer, alias, game type, game
 * offer, price and cause reads out of the transaction. PostgreSQL only: that is where each
 * statement is a round trip.
 */
describe.runIf(testDbKind() === 'postgres')('statements of a purchase', () => {
  it('stays within the budget written in docs/benchmarks.md', async () => {
    const who = await fundedCustomer();
    expect((await buyPowerball(who)).statusCode).toBe(200); // the copy is loaded, the accounts exist
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
    const statements = await statementsOf(async () => {
      const res = await as(t, who).post('/v2/cart/purchase', undefined, {
        [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    console.log(`a purchase: ${statements.length} statements`);
    if (process.env.SHOW_STATEMENTS) console.log(statements.map((s) => s.slice(0, 140)).join('\n'));
    expect(statements.filter((s) => /product_offer_aliases|game_offer_prices|"game_types"/.test(s))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(PURCHASE_STATEMENT_BUDGET);
  });
});

/**
 * A raffle's tickets are numbered in SQL in the statement that takes the draw's stock and counter
 * (decision 512): the answer, the key's stored answer and the receipt read later are one JSON, the
 * numbers consecutive across the cart's lines, and nothing is sent after that statement but the
 * commit.
 */
describe('a raffle purchase numbered in its last statement', () => {
  it('answers the numbers the receipt keeps, and a retry the same', async () => {
    const who = await fundedCustomer();
    cartOf(await as(t, who).post('/v2/cart/items', powerballEntry({ num_games: 4 })));
    cartOf(await as(t, who).post('/v2/cart/items', raffleEntry()));
    cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 1 })));
    const key = { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() };
    const res = await as(t, who).post('/v2/cart/purchase', undefined, key);
    const retry = await as(t, who).post('/v2/cart/purchase', undefined, key);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json().result as Receipt;
    const numbers = receipt.orders.flatMap((o) => o.tickets.flatMap((x) => x.raffleTicketNumbers));
    expect(numbers).toHaveLength(6);
    const asInts = numbers.map(Number).sort((a, b) => a - b);
    expect(asInts.every((n, i) => n === (asInts[0] as number) + i)).toBe(true);
    expect(numbers.every((n) => /^\d{7}$/.test(n))).toBe(true);
    expect(retry.json().result).toEqual(receipt);
    const kept = await as(t, who).get(`/v2/checkout/${receipt.checkoutId}`);
    expect(kept.json().result).toEqual(receipt);
  });

  it.runIf(testDbKind() === 'postgres')('sends nothing after the stock and counter but the commit', async () => {
    const who = await fundedCustomer();
    cartOf(await as(t, who).post('/v2/cart/items', raffleEntry({ num_games: 1 })));
    const statements = await statementsOf(async () => {
      const res = await as(t, who).post('/v2/cart/purchase', undefined, {
        [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid(),
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    if (process.env.SHOW_STATEMENTS) console.log(statements.map((s) => s.slice(0, 140)).join('\n'));
    const taking = statements.findIndex((s) => s.includes('"raffle_numbers"'));
    expect(statements.slice(taking + 1)).toEqual(['commit']);
    expect(statements.length).toBeLessThanOrEqual(PURCHASE_STATEMENT_BUDGET);
  });
});

/** What docs/benchmarks.md records; a change that adds a round trip to every purchase should say so there. */
// Round trips: 23 before issue 24; 11 after decisions 336 and 338; 8 after decisions 511 and 513; 7
// after decision 542; 6 after decision 564; 5 since decision 565: the session; the begin with the key's
// claim and the cart row's lock, and behind it one statement of the cart's items with the catalogue
// version, the draws on sale and the limit row's lock; one statement of every other read; one of every
// write with the key's answer (a raffle's stock, counter and numbered tickets too, decision 512); commit.
const PURCHASE_STATEMENT_BUDGET = 5;
