import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, isPortRefusal, type PlatformPort } from '@drawline/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type CartTestApp, createCartTestApp, powerballEntry } from '../../tests/cart-helpers';
import { type SignedIn, signUp } from '../../tests/identity-helpers';
import { pagePortProbe, sent } from '../../tests/page-port-helpers';
import { aud, fundCustomer } from '../../tests/purchase-helpers';

/**
 * The rules both ways for the account, orders, money and results reads of the pages' port
 * (issue 22, docs/decisions/326): each read answers what its HTTP call answers the same viewer,
 * and refuses what it refuses (401 for a visitor, 404 for another customer's id), envelope for
 * envelope. platform-port.api.test.ts does the same for the shell's, home's and cart's reads.
 */
let t: CartTestApp;
let owner: SignedIn;
let stranger: SignedIn;
let checkoutId: string;
const probe = pagePortProbe();

beforeAll(async () => {
  t = await createCartTestApp({
    beforeReady: probe.beforeReady,
  });
  owner = await signUp(t);
  stranger = await signUp(t);
  // The owner buys a Powerball ticket with their wallet: a receipt, tickets and transactions to read.
  await fundCustomer(t.db, owner.customerId, aud(100_00));
  expect((await as(t, owner).post('/v2/cart/items', powerballEntry())).statusCode).toBe(200);
  const bought = await as(t, owner).post('/v2/cart/purchase', undefined, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
  expect(bought.statusCode, bought.body).toBe(200);
  checkoutId = bought.json().result.checkoutId;
});
afterAll(() => t.close());

/** The port as a page request of this customer (or a visitor) sees the platform. */
function portFor(who?: SignedIn): Promise<PlatformPort> {
  return probe.portFor(t.app, { accessToken: who?.accessToken });
}

function http(url: string, who?: SignedIn): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} }) as Promise<LightMyRequestResponse>;
}

/** The answer over HTTP as the port gives it: the result, or the result and pageInfo of a list. */
async function answered(url: string, who: SignedIn | undefined, paged = false) {
  const res = await http(url, who);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json();
  return paged ? { items: body.result, pageInfo: body.pageInfo } : body.result;
}

async function sameRefusal(call: (port: PlatformPort) => Promise<unknown>, url: string, who?: SignedIn) {
  const res = await http(url, who);
  const error = await call(await portFor(who)).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isPortRefusal(error)) throw new Error(`${url}: expected a refusal, got ${String(error)}`);
  expect({ status: error.status, body: sent(error.envelope) }, url).toEqual({
    status: res.statusCode,
    body: res.json(),
  });
  return error.status;
}

type Read = [string, (port: PlatformPort) => Promise<unknown>, boolean?];

/** Every customer read, with its HTTP call (true: a list with pageInfo). */
const customerReads = (): Read[] => [
  ['/v2/customer/details', (p) => p.customerDetails()],
  ['/v2/customer/two-factor-auth', (p) => p.twoFactorConfig()],
  [`/v2/checkout/${checkoutId}`, (p) => p.receipt(checkoutId)],
  ['/v2/tickets?state=upcoming&limit=10', (p) => p.tickets({ state: 'upcoming', limit: '10' }), true],
  ['/v2/transactions?limit=5', (p) => p.transactions({ limit: '5' }), true],
  ['/v2/activity-statement', (p) => p.activityStatement()],
  ['/v2/activity-statement?month=2026-02', (p) => p.activityStatement({ month: '2026-02' })],
  ['/v2/customer/withdrawable-funds', (p) => p.withdrawableFunds()],
  ['/v2/funds/bank-accounts', (p) => p.bankAccounts()],
  ['/v2/withdrawals?limit=5', (p) => p.withdrawals({ limit: '5' })],
  ['/v2/payment_methods', (p) => p.paymentMethods()],
  ['/v2/payment_methods?filter=funds.cart', (p) => p.paymentMethods({ filter: 'funds.cart' })],
  ['/v2/funds/card_gateways', (p) => p.cardGateways()],
  ['/v2/spend-limits', (p) => p.spendLimits()],
  ['/v2/deposit-limits', (p) => p.depositLimits()],
  ['/v2/precommitment', (p) => p.precommitment()],
  ['/v2/self-exclusion', (p) => p.selfExclusion()],
  ['/v2/draws/past_customer/powerball?limit=5', (p) => p.customerPastDraws('powerball', { limit: '5' }), true],
];

describe('the customer’s own reads', () => {
  it('answer what their HTTP calls answer the customer', async () => {
    const port = await portFor(owner);
    for (const [url, read, paged] of customerReads()) {
      expect(sent(await read(port)), url).toEqual(await answered(url, owner, paged));
    }
    const preferences = `/v2/customer/${owner.customerId}/communication-preferences`;
    expect(sent(await port.communicationPreferences(owner.customerId))).toEqual(await answered(preferences, owner));
  });

  it('a ticket, and a drawn draw’s full result with the customer’s part', async () => {
    const port = await portFor(owner);
    const { items } = await port.tickets({ state: 'upcoming' });
    const ticket = items[0];
    expect(ticket, 'the purchase made a ticket').toBeDefined();
    const ticketId = ticket?.ticketId as string;
    expect(sent(await port.ticket(ticketId))).toEqual(await answered(`/v2/tickets/${ticketId}`, owner));
    const past = await port.customerPastDraws('powerball', { limit: '1' });
    const drawNo = (past.items[0] as { drawNo: number }).drawNo;
    expect(sent(await port.customerFullResult('powerball', drawNo))).toEqual(
      await answered(`/v2/draw/full_result_customer/powerball/${drawNo}`, owner),
    );
  });

  it('a visitor is refused each with 401, as over HTTP', async () => {
    for (const [url, read] of customerReads()) {
      expect(await sameRefusal(read, url), url).toBe(401);
    }
    expect(await sameRefusal((p) => p.ticket('no-such-ticket-id'), '/v2/tickets/no-such-ticket-id')).toBe(401);
  });

  it('another customer’s receipt, ticket, share, withdrawal, deposit and preferences are refused, as over HTTP', async () => {
    const ticketId = (await (await portFor(owner)).tickets()).items[0]?.ticketId as string;
    expect(await sameRefusal((p) => p.receipt(checkoutId), `/v2/checkout/${checkoutId}`, stranger)).toBe(404);
    expect(await sameRefusal((p) => p.ticket(ticketId), `/v2/tickets/${ticketId}`, stranger)).toBe(404);
    expect(await sameRefusal((p) => p.syndicateShare(ticketId), `/v2/syndicate-shares/${ticketId}`, stranger)).toBe(
      404,
    );
    const missing = randomUUID();
    expect(await sameRefusal((p) => p.withdrawal(missing), `/v2/withdrawals/${missing}`, stranger)).toBe(404);
    expect(
      await sameRefusal((p) => p.withdrawalOfTransaction(missing), `/v2/withdrawals/transaction/${missing}`, stranger),
    ).toBe(404);
    expect(await sameRefusal((p) => p.deposit(missing), `/v2/funds/deposits/${missing}`, stranger)).toBe(404);
    expect(
      await sameRefusal((p) => p.depositOfTransaction(missing), `/v2/funds/deposits/transaction/${missing}`, stranger),
    ).toBe(404);
    const theirs = `/v2/customer/${owner.customerId}/communication-preferences`;
    const status = await sameRefusal((p) => p.communicationPreferences(owner.customerId), theirs, stranger);
    expect(status).toBeGreaterThanOrEqual(400);
  });

  it('input outside a call’s rules: 400 with the same field messages', async () => {
    expect(
      await sameRefusal(
        (p) => p.activityStatement({ month: '2026-13' }),
        '/v2/activity-statement?month=2026-13',
        owner,
      ),
    ).toBe(400);
    expect(await sameRefusal((p) => p.tickets({ limit: '1000' }), '/v2/tickets?limit=1000', owner)).toBe(400);
    expect(
      await sameRefusal(
        (p) => p.paymentMethods({ filter: 'funds.nothing' }),
        '/v2/payment_methods?filter=funds.nothing',
        owner,
      ),
    ).toBe(400);
  });
});

describe('the shop’s reads of a cause, a draw and a lottery', () => {
  it('answer what their HTTP calls answer everyone', async () => {
    const port = await portFor();
    const causes = (await http('/v2/causes?limit=1')).json().result;
    const cause = causes[0];
    expect(cause, 'the demo has a cause').toBeDefined();
    expect(sent(await port.cause(cause.key))).toEqual(await answered(`/v2/causes/${cause.key}`, undefined));
    expect(sent(await port.statistics('powerball'))).toEqual(await answered('/v2/statistics/powerball', undefined));

    const raffle = (await port.productOffers('default')).offers.find((o) => o.type === 'raffle_ticket');
    const drawNo = raffle?.draws[0]?.drawNo;
    expect(drawNo, 'the demo has a raffle on sale').toBeDefined();
    const base = `/v2/draw/details/${raffle?.key}/${drawNo}`;
    const res = await t.app.inject({ method: 'GET', url: base, headers: { version: '3.6' } });
    expect(sent(await port.drawDetails(raffle?.key as string, drawNo as number))).toEqual(res.json().result);
    expect(sent(await port.rafflePrizes(raffle?.key as string, drawNo as number))).toEqual(
      await answered(`${base}/prizes`, undefined),
    );
    expect(sent(await port.raffleWinners(raffle?.key as string, drawNo as number))).toEqual(
      await answered(`${base}/winners`, undefined),
    );
  });

  it('refuse what their HTTP calls refuse', async () => {
    expect(await sameRefusal((p) => p.cause('no_such_cause'), '/v2/causes/no_such_cause')).toBe(404);
    expect(await sameRefusal((p) => p.cause('bad cause!'), '/v2/causes/bad%20cause!')).toBe(400);
    expect(await sameRefusal((p) => p.statistics('no_such_offer'), '/v2/statistics/no_such_offer')).toBe(404);
    expect(await sameRefusal((p) => p.drawDetails('no_such_offer', 1), '/v2/draw/details/no_such_offer/1')).toBe(404);
    // The demo's raffle draws were made before commitments were published: 404 both ways.
    const raffle = (await (await portFor()).productOffers('default')).offers.find((o) => o.type === 'raffle_ticket');
    const drawNo = raffle?.draws[0]?.drawNo as number;
    const url = `/v2/draw/details/${raffle?.key}/${drawNo}/verification`;
    const res = await http(url);
    if (res.statusCode === 200) {
      expect(sent(await (await portFor()).raffleVerification(raffle?.key as string, drawNo))).toEqual(
        res.json().result,
      );
    } else {
      expect(await sameRefusal((p) => p.raffleVerification(raffle?.key as string, drawNo), url)).toBe(404);
    }
  });
});
