import type { Envelope, PaymentResolution, RecurringPurchaseMethods, RecurringSync } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { as, checkoutTestApp, visitor } from '../../../tests/cart-helpers';
import { addSandboxCard, sandboxCards } from '../../../tests/funds-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { pagePortProbe, refusalOf, sent } from '../../../tests/page-port-helpers';
import { aud, availableFundsOf } from '../../../tests/purchase-helpers';
import { placementsOf, powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import type { Db } from '../../db/client';
import { drawRunsOf } from '../../modules/recurring';
import { readConsoleRecurring } from '../../queries/read-console-recurring';
import { placeDueRecurringPurchases } from './place-due-recurring-purchases';

/**
 * Issue 25's payment side (decision 358) on both databases: the unattended card chosen at
 * /customer/recurring-purchase-method pays what the wallet is short, once per draw however often
 * the engine runs; declines, expiry, a removed card, limits and a break from play are failures
 * told once and listed in /payment_resolutions; the customer's sync after fixing it buys the draw.
 */
const probe = pagePortProbe();
const t = checkoutTestApp({ beforeReady: probe.beforeReady });
const engine = () => placeDueRecurringPurchases(t.app.recurringEngine);
afterEach(() => expectLedgerBalanced(t.db));

const body = <T>(res: LightMyRequestResponse) => res.json() as Envelope<T>;
const EXPIRED_CARD = '4000000000000069';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as T[];
}
/** The gateway's payments asked for the customer's recurring purchases (its own store). */
const cardPayments = (customerId: string) =>
  rows<{ status: string; amount: number; off_session: boolean; decline_code: string | null }>(
    t.db,
    sql`select status, amount, off_session, decline_code from sandbox_gateway_payments
        where idempotency_key like ${`${customerId}:rcp_%`}`,
  );
const deposits = (customerId: string) =>
  rows<{ amount: number; status: string }>(
    t.db,
    sql`select amount, status from funds_deposits where customer_id = ${customerId}`,
  );
const failureEmails = (email: string) =>
  rows<{ subject: string; text_body: string }>(
    t.db,
    sql`select subject, text_body from mail_outbox where to_address = ${email} and kind = 'recurring_purchase_failed'`,
  );

async function customerWithCard(number: string) {
  const who = await signUp(t);
  const card = await addSandboxCard(t, who, number);
  const chosen = await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${card.id}`);
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { who, card };
}

/**
 * What a run killed after the gateway took the money leaves: its charge row asked two minutes ago,
 * and the gateway's approved payment under the charge's key.
 */
async function leaveTakenCharge(recurringPurchaseId: string, customerId: string, fundId: string, price: number) {
  const draw = t.offer('powerball2018').draws[0]?.drawId as string;
  const key = `rcp_${recurringPurchaseId}_${draw}_1`;
  const past = new Date(t.clock.now().getTime() - 120_000);
  await t.db.execute(sql`insert into recurring_charges
    (recurring_purchase_id, draw_id, attempt, customer_id, fund_id, amount, currency, idempotency_key, status, created_at, updated_at)
    values (${recurringPurchaseId}, ${draw}, 1, ${customerId}, ${fundId}, ${price}, 'AUD', ${key}, 'asked', ${past}, ${past})`);
  const sandbox = (
    t.app as unknown as { recurringEngine: { funds: { gateway(k: string): unknown } } }
  ).recurringEngine.funds.gateway('sandbox') as { charge(input: object): Promise<unknown> };
  const token = (await rows<{ token: string }>(t.db, sql`select token from funds_cards where id = ${fundId}`))[0]
    ?.token;
  await sandbox.charge({
    token,
    methodCode: 'cc',
    amount: price,
    currency: 'AUD',
    idempotencyKey: `${customerId}:${key}`,
    returnUrl: '/3ds/notify',
    offSession: true,
  });
}

describe('the unattended payment method', () => {
  it('lists the wallet and the saved cards, takes one of the customer’s own and refuses anyone else’s or a removed one', async () => {
    const who = await signUp(t);
    const other = await signUp(t);
    const card = await addSandboxCard(t, who);
    const theirs = await addSandboxCard(t, other);
    let methods = body<RecurringPurchaseMethods>(await as(t, who).get('/v2/customer/recurring-purchase-method')).result;
    expect(methods?.selectedRecurringPurchaseMethodKey).toBe('wallet');
    expect(methods?.availableRecurringPurchaseMethods.map((m) => m.key)).toEqual(['wallet', card.id]);

    const chosen = await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${card.id}`);
    expect(body<RecurringPurchaseMethods>(chosen).result?.selectedRecurringPurchaseMethodKey).toBe(card.id);

    const stolen = await as(t, who).post(
      `/v2/customer/recurring-purchase-method?recurring_purchase_method=${theirs.id}`,
    );
    expect(stolen.statusCode).toBe(404);
    expect(body(stolen).error?.code).toBe('fund_not_found');
    methods = body<RecurringPurchaseMethods>(await as(t, who).get('/v2/customer/recurring-purchase-method')).result;
    expect(methods?.selectedRecurringPurchaseMethodKey).toBe(card.id);

    // Removing the card leaves the wallet chosen, and it cannot be chosen again.
    expect((await as(t, who).delete(`/v2/funds/${card.id}`)).statusCode).toBeLessThan(300);
    methods = body<RecurringPurchaseMethods>(await as(t, who).get('/v2/customer/recurring-purchase-method')).result;
    expect(methods?.selectedRecurringPurchaseMethodKey).toBe('wallet');
    const removed = await as(t, who).post(
      `/v2/customer/recurring-purchase-method?recurring_purchase_method=${card.id}`,
    );
    expect(removed.statusCode).toBe(404);
    expect((await visitor(t).get('/v2/customer/recurring-purchase-method')).statusCode).toBe(401);
  });
});

describe('paying a recurring purchase by card', () => {
  it('charges the card what the wallet is short, once, however often and however many engines run', async () => {
    const { who } = await customerWithCard(sandboxCards.approve);
    await fundWallet(t.app, who.customerId, aud(1_00));
    const [id] = await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
    await Promise.all([engine(), engine()]);
    await engine();
    expect((await placementsOf(t.db, [id as string])).map((p) => p.outcome)).toEqual(['purchased']);
    const payments = await cardPayments(who.customerId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'approved', off_session: true });
    // The card paid exactly the shortfall: the wallet is empty after the ticket.
    expect(await deposits(who.customerId)).toEqual([{ amount: payments[0]?.amount, status: 'completed' }]);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(0);
  });

  it('books a charge a stopped run asked the gateway for, without asking for a second', async () => {
    const price = await priceOfAutoplay();
    const { who, card } = await customerWithCard(sandboxCards.approve);
    const [id] = await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
    // A run that is killed after the gateway took the money: its charge row and the gateway's payment stand.
    await leaveTakenCharge(id as string, who.customerId, card.id, price);
    await engine();
    await engine();
    expect((await placementsOf(t.db, [id as string])).map((p) => p.outcome)).toEqual(['purchased']);
    expect(await cardPayments(who.customerId)).toHaveLength(1);
    expect(await deposits(who.customerId)).toHaveLength(1);
  });

  it('books what a stopped run took from a card the customer removed since, without asking for more', async () => {
    const price = await priceOfAutoplay();
    const { who, card } = await customerWithCard(sandboxCards.approve);
    const [id] = await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
    await leaveTakenCharge(id as string, who.customerId, card.id, price);
    // The customer removes the card before any run finishes the charge: the money it took still
    // reaches their wallet, which then pays the draw.
    expect((await as(t, who).delete(`/v2/funds/${card.id}`)).statusCode).toBeLessThan(300);
    await engine();
    await engine();
    expect(await cardPayments(who.customerId)).toHaveLength(1);
    // PostgreSQL answers a bigint as a string.
    expect((await deposits(who.customerId)).map((d) => ({ ...d, amount: Number(d.amount) }))).toEqual([
      { amount: price, status: 'completed' },
    ]);
    expect((await placementsOf(t.db, [id as string])).map((p) => p.outcome)).toEqual(['purchased']);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(0);
  });

  it('a declined card makes a payment resolution, told once; a new card and sync buy the draw', async () => {
    const { who, card } = await customerWithCard(sandboxCards.decline);
    const [id] = await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
    await engine();
    await engine();
    expect(await placementsOf(t.db, [id as string])).toMatchObject([
      { outcome: 'hard_failure', failure_code: 'card_declined' },
    ]);
    expect(await cardPayments(who.customerId)).toHaveLength(1);
    expect(await failureEmails(who.email)).toHaveLength(1);
    const resolutions = body<PaymentResolution[]>(await as(t, who).get('/v2/payment_resolutions')).result ?? [];
    expect(resolutions).toMatchObject([
      {
        fundSource: { id: card.id },
        fundKind: 'cc',
        recurringPurchases: [
          { recurringPurchaseId: id, lastAttemptStatus: 'hard_failure', failureCode: 'card_declined' },
        ],
      },
    ]);

    const good = await addSandboxCard(t, who, sandboxCards.approve);
    await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${good.id}`);
    const sync = body<RecurringSync>(await as(t, who).post('/v2/process_recurring_purchases/sync')).result;
    expect(sync).toMatchObject({ status: 'completed', results: [{ recurringPurchaseId: id, outcome: 'purchased' }] });
    expect((await placementsOf(t.db, [id as string])).map((p) => p.outcome)).toEqual(['purchased']);
    // Again: nothing left to retry, nothing bought or charged twice.
    const again = body<RecurringSync>(await as(t, who).post('/v2/process_recurring_purchases/sync')).result;
    expect(again).toEqual({ status: 'completed', results: [] });
    expect((await as(t, who).get('/v2/payment_resolutions')).json().result ?? []).toEqual([]);
    expect((await cardPayments(who.customerId)).map((p) => p.status).sort()).toEqual(['approved', 'declined']);
    // Support and finance see it all on the console's customer page.
    const consoleView = await readConsoleRecurring(t.db, who.customerId);
    expect(consoleView).toMatchObject({
      recurringPurchaseMethod: good.id,
      purchases: [{ recurringPurchaseId: id, lastAttemptStatus: 'purchased', placedDraws: 1, givenUpDraws: 0 }],
      notices: [{ recurringPurchaseId: id, kind: 'failure', reason: 'card_declined' }],
    });
    expect(consoleView.charges.map((c) => [c.attempt, c.status, c.failureCode]).sort()).toEqual([
      [1, 'declined', 'card_declined'],
      [2, 'booked', null],
    ]);
  });

  it('insufficient funds on the card is soft: retried, the card not asked again until later or the customer’s sync', async () => {
    const { who } = await customerWithCard(sandboxCards.insufficient);
    const [id] = await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
    await engine();
    await engine();
    expect(await placementsOf(t.db, [id as string])).toEqual([]);
    expect(await cardPayments(who.customerId)).toHaveLength(1);
    expect(await failureEmails(who.email)).toHaveLength(1);
    // The dashboard's run of the draw counts it as due and failing softly.
    const draw = (
      await rows<{ draw_id: string }>(
        t.db,
        sql`select draw_id from recurring_charges where recurring_purchase_id = ${id}`,
      )
    )[0]?.draw_id as string;
    const run = (await drawRunsOf(t.db, [draw])).get(draw);
    expect(run?.softFailures).toBeGreaterThanOrEqual(1);
    expect(run?.due).toBeGreaterThanOrEqual((run?.placed ?? 0) + 1);
    const sync = body<RecurringSync>(await as(t, who).post('/v2/process_recurring_purchases/sync')).result;
    expect(sync).toMatchObject({
      status: 'retry error',
      results: [{ outcome: 'soft_failure', code: 'card_insufficient_funds' }],
    });
    expect(await cardPayments(who.customerId)).toHaveLength(2);
    // Money in the wallet: the next run buys from it without the card.
    await fundWallet(t.app, who.customerId, aud(100_00));
    await engine();
    expect((await placementsOf(t.db, [id as string])).map((p) => p.outcome)).toEqual(['purchased']);
    expect(await cardPayments(who.customerId)).toHaveLength(2);
  });

  it('an expired card, a removed one, a deposit limit and a break from play are hard, and no money is asked past them', async () => {
    const expired = await customerWithCard(EXPIRED_CARD);
    const removed = await customerWithCard(sandboxCards.approve);
    await as(t, removed.who).delete(`/v2/funds/${removed.card.id}`);
    const limited = await customerWithCard(sandboxCards.approve);
    expect((await as(t, limited.who).put('/v2/deposit-limits/daily', { limit: '1' })).statusCode).toBe(200);
    const resting = await customerWithCard(sandboxCards.approve);
    expect((await as(t, resting.who).post('/v2/self-exclusion', { period: '7_days' })).statusCode).toBe(200);
    const ids = await Promise.all(
      [expired, removed, limited, resting].map(
        async ({ who }) => (await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]))[0] as string,
      ),
    );
    await engine();
    const codes = (await placementsOf(t.db, ids)).map((p) => [p.recurring_purchase_id, p.outcome, p.failure_code]);
    expect(new Set(codes.map((c) => c.join(' ')))).toEqual(
      new Set([
        [ids[0], 'hard_failure', 'card_expired'].join(' '),
        [ids[1], 'hard_failure', 'card_removed'].join(' '),
        [ids[2], 'hard_failure', 'deposit_limit_exceeded'].join(' '),
        [ids[3], 'hard_failure', 'self_excluded'].join(' '),
      ]),
    );
    expect(await cardPayments(expired.who.customerId)).toMatchObject([
      { status: 'declined', decline_code: 'expired_card' },
    ]);
    for (const { who } of [removed, limited, resting]) expect(await cardPayments(who.customerId)).toEqual([]);
    expect(await deposits(limited.who.customerId)).toEqual([]);
  });
});

describe('hostile input to the payment calls', () => {
  it('refuses odd keys, strings and content in the envelope, changing nothing', async () => {
    const who = await signUp(t);
    const bad = ['', 'a%00b', '%ED%A0%80', 'x'.repeat(65), '..%2F..%2Fetc', '%3Cscript%3E', 'wallet%20'];
    for (const value of bad) {
      const res = await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${value}`);
      expect(res.statusCode, value).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, value).toBeLessThan(500);
      expect(body(res).error?.code, value).toBeTruthy();
    }
    const huge = await as(t, who).post(
      `/v2/customer/recurring-purchase-method?recurring_purchase_method=${'a'.repeat(100_000)}`,
    );
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/v2/customer/recurring-purchase-method?recurring_purchase_method=wallet',
      headers: { ...who.auth, 'content-type': 'text/plain' },
      payload: 'wallet',
    });
    expect(typed.statusCode).toBeGreaterThanOrEqual(400);
    expect(typed.statusCode).toBeLessThan(500);
    const none = await as(t, who).post('/v2/customer/recurring-purchase-method');
    expect(none.statusCode).toBe(400);
    const unknown = await as(t, who).post(
      '/v2/customer/recurring-purchase-method?recurring_purchase_method=no_such_card',
    );
    expect(unknown.statusCode).toBe(404);
    const methods = body<RecurringPurchaseMethods>(
      await as(t, who).get('/v2/customer/recurring-purchase-method'),
    ).result;
    expect(methods?.selectedRecurringPurchaseMethodKey).toBe('wallet');
    expect((await visitor(t).post('/v2/process_recurring_purchases/sync')).statusCode).toBe(401);
    expect((await visitor(t).get('/v2/payment_resolutions')).statusCode).toBe(401);
    const deep = await t.app.inject({
      method: 'POST',
      url: '/v2/process_recurring_purchases/sync',
      headers: { ...who.auth, 'content-type': 'application/json' },
      payload: '['.repeat(5000) + ']'.repeat(5000),
    });
    expect(deep.statusCode).toBeGreaterThanOrEqual(400);
    expect(deep.statusCode).toBeLessThan(500);
  });
});

/** The price of the test autoplay's draw (four Powerball games), as the checkout prices it. */
async function priceOfAutoplay(): Promise<number> {
  const who = await signUp(t);
  await fundWallet(t.app, who.customerId, aud(100_00));
  await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
  await engine();
  return 100_00 - (await availableFundsOf(t.db, who.customerId));
}

describe('the pages’ port', () => {
  it('answers and refuses as the calls do', async () => {
    const who = await signUp(t);
    const other = await signUp(t);
    const card = await addSandboxCard(t, who);
    const theirs = await addSandboxCard(t, other);
    const port = await probe.portFor(t.app, { accessToken: who.accessToken });
    expect(sent(await port.chooseRecurringPurchaseMethod(card.id))).toEqual(
      body(await as(t, who).get('/v2/customer/recurring-purchase-method')).result,
    );
    expect(sent(await port.recurringPurchaseMethods())).toEqual(
      body(await as(t, who).get('/v2/customer/recurring-purchase-method')).result,
    );
    const stolen = await refusalOf(port.chooseRecurringPurchaseMethod(theirs.id));
    const overHttp = await as(t, who).post(
      `/v2/customer/recurring-purchase-method?recurring_purchase_method=${theirs.id}`,
    );
    expect(stolen).toEqual({ status: overHttp.statusCode, body: overHttp.json() });
    expect((await refusalOf(port.chooseRecurringPurchaseMethod('a\u0000b'))).status).toBe(400);
    expect(sent(await port.paymentResolutions())).toEqual([]);
    expect(sent(await port.syncRecurringPurchases())).toEqual({ status: 'completed', results: [] });
    const visitorPort = await probe.portFor(t.app);
    expect((await refusalOf(visitorPort.paymentResolutions())).status).toBe(401);
  });
});
