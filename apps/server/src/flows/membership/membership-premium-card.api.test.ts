import { membershipPeriodAt, type PaymentResolution } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, signInAgain } from '../../../tests/cart-helpers';
import { addSandboxCard, sandboxCards } from '../../../tests/funds-helpers';
import { type SignedIn, signUp } from '../../../tests/identity-helpers';
import { expectLedgerBalanced, fundWallet } from '../../../tests/ledger-helpers';
import { PREMIUM_PRICE, premiumChargesOf, premiumMembers } from '../../../tests/premium-helpers';
import { availableFundsOf } from '../../../tests/purchase-helpers';
import { placeDueRecurringPurchases } from '../recurring/place-due-recurring-purchases';
import { warnRecurringFailures } from '../recurring/warn-recurring-failures';

/**
 * A premium period the wallet is short for (docs/decisions/456, 475), on both databases: the
 * customer's unattended card pays the shortfall off session once per period, however often the
 * engine or the customer's sync runs; a card refusing is a failure told once (email and in-site
 * message, linking to the payment resolutions), and the sync bills the period at once, once even
 * when asked twice beside the engine.
 */
const t = checkoutTestApp({
  config: { rateLimitPerMinute: 10_000_000, shopEngines: { recurringPurchases: true, lottoParty: false } },
});
const engine = () => placeDueRecurringPurchases(t.app.recurringEngine);
const LEFT = 300;
const SHORTFALL = PREMIUM_PRICE - LEFT;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.db.execute(query);
  return ((result as unknown as { rows?: unknown[] }).rows ?? result) as T[];
}
/** The gateway's payments for the customer's recurring charges (its own store). */
const cardPayments = (who: SignedIn) =>
  rows<{ status: string; amount: number; off_session: boolean }>(
    sql`select status, amount::int as amount, off_session from sandbox_gateway_payments
        where idempotency_key like ${`${who.customerId}:rcp_%`} order by created_at`,
  );
const notices = (who: SignedIn) =>
  rows<{ draw_id: string; kind: string; link: string }>(
    sql`select draw_id, kind, link from recurring_notices where customer_id = ${who.customerId}`,
  );
const failureEmails = (who: SignedIn) =>
  rows<{ subject: string; text_body: string }>(
    sql`select subject, text_body from mail_outbox where to_address = ${who.email} and kind = 'recurring_purchase_failed'`,
  );

/** A premium member (first period paid) with LEFT cents in the wallet and `card` chosen to pay unattended. */
async function premiumWithCard(card: string | null): Promise<SignedIn> {
  const [who] = await premiumMembers(t, 1, PREMIUM_PRICE + LEFT);
  if (!who) throw new Error('no member');
  if (card) {
    const fund = await addSandboxCard(t, who, card);
    const chosen = await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${fund.id}`);
    expect(chosen.statusCode, chosen.body).toBe(200);
  }
  return who;
}
/** A month and a minute later: the member's second period has begun (and their session ended). */
async function nextPeriod(who: SignedIn): Promise<SignedIn> {
  t.clock.set(new Date(t.clock.now().getTime() + 31 * 24 * 3_600_000 + 60_000));
  return signInAgain(t, who);
}
const sync = (who: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/process_recurring_purchases/sync',
    headers: { ...who.auth, version: '3.3' },
  });
const periodsOf = async (who: SignedIn) => (await premiumChargesOf(t, [who]))[0];

describe('a premium period the wallet is short for', () => {
  it('is paid by the unattended card for the shortfall, once per period', async () => {
    let who = await premiumWithCard(sandboxCards.approve);
    who = await nextPeriod(who);
    await Promise.all([engine(), engine()]);
    await engine();
    expect(await cardPayments(who)).toEqual([{ status: 'approved', amount: SHORTFALL, off_session: true }]);
    expect(await periodsOf(who)).toMatchObject({ periods: 2, journals: 2 });
    expect(await availableFundsOf(t.db, who.customerId)).toBe(0);
    const deposits = await rows<{ amount: number }>(
      sql`select amount::int as amount from funds_deposits where customer_id = ${who.customerId} and metadata->>'offSession' = 'true'`,
    );
    expect(deposits).toEqual([{ amount: SHORTFALL }]);
    const membership = (await as(t, who).get('/rewards/v3/customer')).json().result;
    expect(membership.membershipTier).toBe('premium');
    // The customer's sync finds nothing failed: nothing asked again.
    expect((await sync(who)).json().result).toMatchObject({ status: 'completed', results: [] });
    expect(await cardPayments(who)).toHaveLength(1);
    expect(await failureEmails(who)).toHaveLength(0);
    await expectLedgerBalanced(t.db);
  });

  it('tells a card short of funds once, and the sync asks the card again at once', async () => {
    let who = await premiumWithCard(sandboxCards.insufficient);
    who = await nextPeriod(who);
    await engine();
    await engine();
    // The engine asks a card short of funds once, then no sooner than six hours later.
    expect((await cardPayments(who)).map((p) => p.status)).toEqual(['declined']);
    expect(await notices(who)).toEqual([
      { draw_id: 'membership_period_1', kind: 'failure', link: expect.stringMatching(/payment-resolutions$/) },
    ]);
    const emails = await failureEmails(who);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/Daily Winners Premium/);
    const resolutions = (await as(t, who).get('/v2/payment_resolutions')).json().result as PaymentResolution[];
    expect(resolutions[0]).toMatchObject({ fundKind: 'cc' });
    expect(resolutions[0]?.recurringPurchases[0]).toMatchObject({ failureCode: 'card_insufficient_funds' });
    expect(resolutions[0]?.recurringPurchases[0]?.failureMessage).not.toMatch(/draw/);
    const again = (await sync(who)).json().result;
    expect(again).toMatchObject({ status: 'retry error', results: [{ outcome: 'soft_failure' }] });
    expect(await cardPayments(who)).toHaveLength(2);
    // The customer adds money: the sync bills the period from the wallet, once.
    await fundWallet(t.app, who.customerId, { amount: PREMIUM_PRICE, currency: 'AUD' });
    expect((await sync(who)).json().result).toMatchObject({ status: 'completed', results: [{ outcome: 'purchased' }] });
    await engine();
    expect(await periodsOf(who)).toMatchObject({ periods: 2, journals: 2 });
    expect(await failureEmails(who)).toHaveLength(1);
    expect(await availableFundsOf(t.db, who.customerId)).toBe(LEFT);
  });

  it('gives the period up on a declined card, told once, and bills it when the customer syncs after fixing it', async () => {
    let who = await premiumWithCard(sandboxCards.decline);
    who = await nextPeriod(who);
    await engine();
    await engine();
    expect(await cardPayments(who)).toHaveLength(1);
    const [subscription] = (await as(t, who).get('/v2/subscriptions')).json().result;
    expect(subscription).toMatchObject({ lastAttemptStatus: 'hard_failure' });
    expect(await notices(who)).toHaveLength(1);
    expect((await as(t, who).get('/rewards/v3/customer')).json().result.membershipTier).toBe('free');
    // The customer chooses a good card and asks again: the card pays the shortfall, the period is billed.
    const good = await addSandboxCard(t, who, sandboxCards.approve);
    await as(t, who).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${good.id}`);
    expect((await sync(who)).json().result).toMatchObject({ status: 'completed', results: [{ outcome: 'purchased' }] });
    expect((await cardPayments(who)).map((p) => p.status)).toEqual(['declined', 'approved']);
    expect(await periodsOf(who)).toMatchObject({ periods: 2, journals: 2 });
    expect((await as(t, who).get('/rewards/v3/customer')).json().result.membershipTier).toBe('premium');
  });

  it('bills a failed period once when the customer syncs twice beside the engine', async () => {
    let who = await premiumWithCard(null);
    who = await nextPeriod(who);
    await engine();
    expect(await notices(who)).toHaveLength(1);
    // Another customer's sync touches nothing of theirs.
    const stranger = await signUp(t);
    expect((await sync(stranger)).json().result).toMatchObject({ status: 'completed', results: [] });
    expect(await periodsOf(who)).toMatchObject({ periods: 1 });
    await fundWallet(t.app, who.customerId, { amount: PREMIUM_PRICE, currency: 'AUD' });
    const answers = await Promise.all([sync(who), sync(who), engine()]);
    for (const a of answers.slice(0, 2)) expect((a as { statusCode: number }).statusCode).toBe(200);
    expect(await periodsOf(who)).toMatchObject({ periods: 2, journals: 2 });
    expect(await availableFundsOf(t.db, who.customerId)).toBe(LEFT);
    expect(await failureEmails(who)).toHaveLength(1);
  });

  it('warns a day before the next month whom it would fail, once, and not whom the card will pay', async () => {
    const short = await premiumWithCard(null);
    const carded = await premiumWithCard(sandboxCards.approve);
    const next = membershipPeriodAt(t.clock.now(), t.clock.now()).end.getTime();
    const warnings = async (who: SignedIn) =>
      (await notices(who)).filter((n) => n.kind === 'warning').map((n) => n.draw_id);
    t.clock.set(new Date(next - 2 * 24 * 3_600_000));
    await warnRecurringFailures(t.app.recurringEngine);
    expect(await warnings(short)).toEqual([]);
    t.clock.set(new Date(next - 12 * 3_600_000));
    await warnRecurringFailures(t.app.recurringEngine);
    await warnRecurringFailures(t.app.recurringEngine);
    expect(await warnings(short)).toEqual(['membership_period_1']);
    expect(await warnings(carded)).toEqual([]);
    const emails = await rows<{ subject: string }>(
      sql`select subject from mail_outbox where to_address = ${short.email} and kind = 'recurring_purchase_warning'`,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(/Daily Winners Premium month from .* will not be paid/);
  });
});
