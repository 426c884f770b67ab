import {
  type CustomerNotification,
  type Envelope,
  RECURRING_SYNC_LIMIT,
  type RecurringSync,
} from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { as, checkoutTestApp, visitor } from '../../../tests/cart-helpers';
import { addSandboxCard, sandboxCards } from '../../../tests/funds-helpers';
import { logIn, signedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { pagePortProbe, refusalOf, sent } from '../../../tests/page-port-helpers';
import { powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import { placeDueRecurringPurchases } from './place-due-recurring-purchases';

/**
 * The customer's sync is limited per customer (decision 372) and the failures' in-site messages
 * are readable (decision 373), on both databases: past RECURRING_SYNC_LIMIT a sync is 429
 * rate_limited in the envelope with Retry-After, over HTTP and the pages' port alike (one count),
 * the gateway is not asked and nothing is bought; another customer is not held back; the window
 * ends on the clock.
 */
const probe = pagePortProbe();
const t = checkoutTestApp({ beforeReady: probe.beforeReady });
afterEach(() => expectLedgerBalanced(t.db));

const body = <T>(res: LightMyRequestResponse) => res.json() as Envelope<T>;
const sync = (who: Parameters<typeof as>[1]) => as(t, who).post('/v2/process_recurring_purchases/sync');

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.db.execute(query);
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as {
    n: number | string;
  }[];
  return Number(rows[0]?.n ?? 0);
}
const cardAsks = (customerId: string) =>
  count(sql`select count(*) as n from sandbox_gateway_payments where idempotency_key like ${`${customerId}:rcp_%`}`);
const orders = (customerId: string) => count(sql`select count(*) as n from orders where customer_id = ${customerId}`);

/** A customer whose autoplay failed softly on a card with insufficient funds: each sync asks the card again. */
async function failingCustomer() {
  const who = await signUp(t);
  const card = await addSandboxCard(t, who, sandboxCards.insufficient);
  await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${card.id}`);
  await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
  await placeDueRecurringPurchases(t.app.recurringEngine);
  return who;
}

describe('the limit on the customer’s sync', () => {
  it('answers 429 in the envelope past the allowance, asks nothing, holds back no one else, and ends with its window', async () => {
    const who = await failingCustomer();
    const other = await failingCustomer();
    const port = await probe.portFor(t.app, { accessToken: who.accessToken });
    // The allowance is shared by the calls and the pages' port: one of them through the port.
    expect(sent(await port.syncRecurringPurchases())).toMatchObject({ status: 'retry error' });
    for (let i = 1; i < RECURRING_SYNC_LIMIT.max; i++) {
      const res = await sync(who);
      expect(res.statusCode, `sync ${i + 1}`).toBe(200);
      expect(body<RecurringSync>(res).result?.status).toBe('retry error');
    }
    const asked = await cardAsks(who.customerId);
    const bought = await orders(who.customerId);

    const refused = await sync(who);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({ error: { code: 'rate_limited' } });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(RECURRING_SYNC_LIMIT.windowSeconds);
    const overPort = await refusalOf(port.syncRecurringPurchases());
    expect(overPort.status).toBe(429);
    expect(overPort.body).toMatchObject({ error: { code: 'rate_limited' } });
    expect(await cardAsks(who.customerId)).toBe(asked);
    expect(await orders(who.customerId)).toBe(bought);
    // The resolutions still read while the sync waits.
    expect((await as(t, who).get('/v2/payment_resolutions')).statusCode).toBe(200);

    // Someone else's allowance is their own.
    expect((await sync(other)).statusCode).toBe(200);

    // The window ends on the shop's clock.
    t.clock.advance(RECURRING_SYNC_LIMIT.windowSeconds * 1000 + 1000);
    const again = signedIn(who.email, await logIn(t, who.email));
    expect((await sync(again)).statusCode).toBe(200);
    expect(await cardAsks(who.customerId)).toBe(asked + 1);
  });

  it('refuses a visitor, odd bodies and content types in the envelope without counting them', async () => {
    const who = await signUp(t);
    expect((await visitor(t).post('/v2/process_recurring_purchases/sync')).statusCode).toBe(401);
    const odd = [
      { 'content-type': 'text/plain', payload: 'sync' },
      { 'content-type': 'application/json', payload: `{"a":"${'\u0000'.repeat(10)}\ud800"}` },
      { 'content-type': 'application/json', payload: '['.repeat(5000) + ']'.repeat(5000) },
      { 'content-type': 'application/json', payload: JSON.stringify({ customer_id: 'someone_else' }) },
      { 'content-type': 'application/json', payload: JSON.stringify({ x: 'y'.repeat(200_000) }) },
    ];
    let ran = 0;
    for (const { payload, ...headers } of odd) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/process_recurring_purchases/sync',
        headers: { ...who.auth, ...headers },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 20)).toBeLessThan(500);
      if (res.statusCode >= 400) expect(body(res).error?.code, payload.slice(0, 20)).toBeTruthy();
      if (res.statusCode === 200) ran++;
    }
    // Whatever the body, a sync that ran counted once; one refused before it ran did not.
    const left = RECURRING_SYNC_LIMIT.max - ran;
    for (let i = 0; i < left; i++) expect((await sync(who)).statusCode).toBe(200);
    expect((await sync(who)).statusCode).toBe(429);
  });
});

describe('the in-site messages of a failure', () => {
  it('lists the customer’s own, with the payment resolution’s link, and no one else’s', async () => {
    const who = await signUp(t);
    const other = await signUp(t);
    const card = await addSandboxCard(t, who, sandboxCards.decline);
    await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${card.id}`);
    await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
    await placeDueRecurringPurchases(t.app.recurringEngine);
    await placeDueRecurringPurchases(t.app.recurringEngine);

    const res = await as(t, who).get('/v2/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const messages = body<CustomerNotification[]>(res).result ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      icon: 'error',
      isAutoDismissed: false,
      message: expect.stringContaining('Your card was declined.'),
      actions: [{ id: 'payment-resolution', link: '/my-account/payment-resolutions' }],
    });
    const port = await probe.portFor(t.app, { accessToken: who.accessToken });
    expect(sent(await port.notifications())).toEqual(messages);

    expect(body<CustomerNotification[]>(await as(t, other).get('/v2/notifications')).result ?? []).toEqual([]);
    expect((await visitor(t).get('/v2/notifications')).statusCode).toBe(401);
    const hostile = await as(t, who).get(`/v2/notifications?customer_id=${other.customerId}&x=%00%ED%A0%80`);
    expect(hostile.statusCode).toBeLessThan(500);
    if (hostile.statusCode === 200) expect(body(hostile).result).toEqual(messages);
  });
});
