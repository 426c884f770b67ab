import { IDEMPOTENCY_KEY_HEADER } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, checkoutTestApp } from '../../../tests/cart-helpers';
import { addSandboxCard } from '../../../tests/funds-helpers';
import { signUp } from '../../../tests/identity-helpers';
import { cryptoRandom } from '../../lib/random';

/**
 * 3-account.md §9 (decision 492), on both databases: the browser colour depth a card deposit
 * carries in its metadata is kept rounded to the nearest of 1, 4, 8, 15, 16, 24, 32, 48 whatever
 * the client sent, one that is not a number is dropped, and the rest of the metadata is kept as sent.
 */
const t = checkoutTestApp();

async function metadataOf(depositId: string): Promise<Record<string, string>> {
  const found = await t.db.execute(sql`select metadata from funds_deposits where id = ${depositId}`);
  return (found as unknown as { rows: { metadata: Record<string, string> }[] }).rows[0]?.metadata ?? {};
}

describe('the browser colour depth sent with a card deposit', () => {
  it('is kept rounded, or dropped when it is not a number', async () => {
    const who = await signUp(t);
    const card = await addSandboxCard(t, who);
    const sent: [string, string | undefined][] = [
      ['30', '32'],
      ['24', '24'],
      ['20', '24'],
      ['2', '1'],
      ['not a depth', undefined],
    ];
    for (const [depth, kept] of sent) {
      const deposit = await as(t, who).post(
        `/v2/funds/${card.id}/deposit`,
        { amount: '20.00', metadata: { browser_color_depth: depth, browser_language: 'en-AU' } },
        { [IDEMPOTENCY_KEY_HEADER]: cryptoRandom.uuid() },
      );
      expect(deposit.statusCode, deposit.body).toBe(200);
      const metadata = await metadataOf(deposit.json().result.depositId);
      expect(metadata.browserColorDepth).toBe(kept);
      expect(metadata.browserLanguage).toBe('en-AU');
    }
  });
});
