import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, powerballEntry } from '../../../tests/cart-helpers';
import { testDbKind } from '../../../tests/helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { statementsOf } from '../../../tests/statements';

/**
 * The statements adding an entry to a signed-in customer's cart sends the database, counted at the
 * driver as a purchase's and a page's are (docs/benchmarks.md): PostgreSQL only, where each is a
 * round trip. The add checks the entry against its offer's draws on sale, appends it in a
 * transaction, and answers the cart priced with the customer's funds and limits.
 */
let t: CartTestApp;
let customer: SignedIn;

beforeAll(async () => {
  t = await createCartTestApp();
  customer = await signUp(t);
  await as(t, customer).post('/v2/cart/items', powerballEntry()); // the cart exists and the catalogue copy is kept
});
afterAll(() => t.close());

describe.runIf(testDbKind() === 'postgres')('statements of adding to the cart', () => {
  it('stays within the budget written in docs/benchmarks.md', async () => {
    const statements = await statementsOf(async () => {
      const res = await as(t, customer).post('/v2/cart/items', powerballEntry());
      expect(res.statusCode).toBe(200);
    });
    console.log(`adding to the cart: ${statements.length} statements`);
    if (process.env.SHOW_STATEMENTS) console.log(statements.map((s) => s.slice(0, 160)).join('\n'));
    expect(statements.length).toBeLessThanOrEqual(ADD_TO_CART_STATEMENT_BUDGET);
  });
});

// Round trips: 18 before a shown cart's items, version and draws were one statement (decision 554),
// its limits one (decision 555) and a syndicate's stock was read only for a share of one; 13 before
// the item's position, the cart's limit of items, its insert and the cart's touch were one statement
// (decision 561); 10 before the transaction's begin went with its first statement (decision 564).
// Now: the session; the entry's offer version and draws; the begin with the cart's lock; the item's
// insert; commit; the answer's cart, its items with the version and draws, the funds, and the limits.
const ADD_TO_CART_STATEMENT_BUDGET = 9;
