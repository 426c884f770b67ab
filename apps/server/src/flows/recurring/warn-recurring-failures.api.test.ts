import type { Draw } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp, priceOf } from '../../../tests/cart-helpers';
import { addSandboxCard } from '../../../tests/funds-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { fundWallet } from '../../../tests/ledger-helpers';
import { aud } from '../../../tests/purchase-helpers';
import { powerballAutoplayLine, recordRecurring } from '../../../tests/recurring-helpers';
import { warnRecurringFailures } from './warn-recurring-failures';

/**
 * The day-before warning (decision 358): a day before the due draw stops selling, a customer whose
 * recurring purchase would fail as things stand hears why, once per draw; one whose purchase would
 * go through hears nothing.
 */
const t = checkoutTestApp();

const warnings = async (email: string) => {
  const result = await t.db.execute(
    sql`select subject from mail_outbox where to_address = ${email} and kind = 'recurring_purchase_warning'`,
  );
  return ((result as unknown as { rows?: unknown[] }).rows ?? result) as { subject: string }[];
};
const notices = async (customerId: string) => {
  const result = await t.db.execute(
    sql`select reason, kind from recurring_notices where customer_id = ${customerId} and kind = 'warning'`,
  );
  return ((result as unknown as { rows?: unknown[] }).rows ?? result) as { reason: string }[];
};

describe('the day-before warning', () => {
  it('warns once whom the draw would fail (the wallet short, a spend limit), and not whom it would not', async () => {
    const price = priceOf(t, 'powerball2018', 'standard', 'standard', 4);
    const short = await signUp(t);
    const limited = await signUp(t);
    await fundWallet(t.app, limited.customerId, aud(100_00));
    const limit = await as(t, limited).put('/v2/spend-limits/daily', { limit: ((price - 1) / 100).toFixed(2) });
    expect(limit.statusCode, limit.body).toBe(200);
    const fine = await signUp(t);
    await fundWallet(t.app, fine.customerId, aud(100_00));
    const carded = await signUp(t);
    const card = await addSandboxCard(t, carded);
    await as(t, carded).post(`/v2/customer/recurring-purchase-method?recurring_purchase_method=${card.id}`);
    for (const who of [short, limited, fine, carded]) {
      await recordRecurring(t, who.customerId, [powerballAutoplayLine(t)]);
    }
    // Two days before the stop time: too early to warn.
    const stop = new Date((t.offer('powerball2018').draws[0] as Draw).stopDate).getTime();
    t.clock.set(new Date(stop - 2 * 86_400_000).toISOString());
    expect(await warnRecurringFailures(t.app.recurringEngine)).toBe(0);
    t.clock.set(new Date(stop - 12 * 3_600_000).toISOString());
    await warnRecurringFailures(t.app.recurringEngine);
    await warnRecurringFailures(t.app.recurringEngine);
    expect(await notices(short.customerId)).toEqual([{ reason: 'insufficient_funds', kind: 'warning' }]);
    expect(await notices(limited.customerId)).toEqual([{ reason: 'spend_limit_exceeded', kind: 'warning' }]);
    expect(await notices(fine.customerId)).toEqual([]);
    expect(await notices(carded.customerId)).toEqual([]);
    expect(await warnings(short.email)).toHaveLength(1);
    expect(await warnings(limited.email)).toHaveLength(1);
    expect(await warnings(fine.email)).toEqual([]);
  });
});
