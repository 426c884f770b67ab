import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, powerballEntry } from '../../tests/cart-helpers';
import { testDbKind } from '../../tests/helpers';
import { type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe } from '../../tests/page-port-helpers';
import { statementsOf } from '../../tests/statements';

/**
 * The statements a signed-in page sends the database for what every such page reads (the shell's
 * capabilities, the customer with their funds, their cart), counted at the driver as the
 * purchase's are (docs/benchmarks.md): PostgreSQL only, where each statement is a round trip.
 */
let t: CartTestApp;
let customer: SignedIn;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createCartTestApp({ beforeReady: probe.beforeReady });
  customer = await signUp(t);
  await as(t, customer).post('/v2/cart/items', powerballEntry());
});
afterAll(() => t.close());

describe.runIf(testDbKind() === 'postgres')('statements of a signed-in page', () => {
  it('stays within the budget written in docs/benchmarks.md', async () => {
    const read = async () => {
      const port = await probe.portFor(t.app, { accessToken: customer.accessToken });
      await Promise.all([port.capabilities(), port.customer(), port.cart()]);
    };
    await read(); // the kept answers every page shares are read once
    const statements = await statementsOf(read);
    console.log(`a signed-in page: ${statements.length} statements`);
    if (process.env.SHOW_STATEMENTS) console.log(statements.map((s) => s.slice(0, 160)).join('\n'));
    expect(statements.length).toBeLessThanOrEqual(SIGNED_IN_PAGE_STATEMENT_BUDGET);
  });
});

// 20 before the capabilities were read from the page's kept answer and the cart's limits in one read
// (docs/benchmarks.md): the session, the cart and its items, the customer and their two-factor setting, the
// catalogue version, the funds (twice: the customer's and the cart's), the draws, the verification, its
// attempts (one count) and its latest upload, the previous shop's account, the limit state, the limits and
// their usage. 16 until the funds were read once a page for the customer and the cart and the
// customer with their two-factor setting in one statement (docs/decisions/508); 14 until the
// verification, its attempts and its newest upload were one statement (decision 509); 12 until the
// cart's items, the catalogue's version and the draws on sale were one statement (decision 554), 10
// until the limit state, the limits and their usage were (decision 555).
const SIGNED_IN_PAGE_STATEMENT_BUDGET = 8;
