import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { createWallet, type PrizeToPay, type Wallet } from './index';

const clock = fixedClock('2026-03-02T01:00:00Z');
let database: Database;
let wallet: Wallet;

beforeAll(async () => {
  database = await openTestDatabase();
  wallet = createWallet({ db: database.db, clock, random: cryptoRandom });
});
afterAll(() => database.close());
afterEach(() => expectLedgerBalanced(database.db));

const prize = (customerId: string, reference: string, amount: number, held = false): PrizeToPay => ({
  reference,
  customerId,
  productOfferKey: 'saturday_lotto',
  amount: { amount, currency: 'AUD' },
  held,
  description: `Prize: ${reference}`,
});

const pay = (prizes: PrizeToPay[]) => database.db.transaction((tx) => wallet.payPrizes(tx, prizes));
const cashOf = async (customerId: string) => (await wallet.getFunds(customerId, 'AUD')).availableFunds.amount;

describe('paying a batch of prizes (docs/decisions/250)', () => {
  it('credits each customer the sum of their prizes, held ones to pending winnings, and pays a prize once', async () => {
    const [ann, bob] = [randomUUID(), randomUUID()];
    const first = [
      prize(ann, `${ann}:div5`, 1_900),
      prize(ann, `${ann}:div6`, 1_200),
      prize(bob, `${bob}:div1`, 9_000_000, true),
    ];
    expect(await pay(first)).toEqual(new Set(first.map((p) => p.reference)));
    expect(await cashOf(ann)).toBe(3_100);
    expect(await cashOf(bob)).toBe(0);
    expect(await wallet.prizesHeld()).toEqual([{ amount: 9_000_000, currency: 'AUD' }]);

    // A batch that holds a prize already paid: only the new one is booked and credited.
    const again = [prize(ann, `${ann}:div5`, 1_900), prize(bob, `${bob}:div4`, 3_500)];
    expect(await pay(again)).toEqual(new Set([`${bob}:div4`]));
    expect(await cashOf(ann)).toBe(3_100);
    expect(await cashOf(bob)).toBe(3_500);
    const { transactions } = await wallet.listTransactions(ann, { limit: 10, offset: 0 });
    expect(transactions.map((t) => t.description).sort()).toEqual([`Prize: ${ann}:div5`, `Prize: ${ann}:div6`]);
  });
});
