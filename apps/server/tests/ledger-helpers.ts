import type { Money } from '@drawline/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { cryptoRandom } from '../src/lib/random';
import { checkLedgerIntegrity } from '../src/modules/wallet';

/**
 * The ledger's invariants, for every money test to call after each test (afterEach): every
 * journal's postings sum to zero per currency, every cached balance equals the sum of its
 * postings, no customer's balance is below zero.
 */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  expect(await checkLedgerIntegrity(db)).toEqual([]);
}

/**
 * Puts money in a customer's wallet for a test, through a real journal (a promotion named
 * `test_funds`): cash unless `to: 'bonus'`. Answers the journal id.
 */
export async function fundWallet(
  app: FastifyInstance,
  customerId: string,
  amount: Money,
  to: 'cash' | 'bonus' = 'cash',
): Promise<string> {
  const journal = await app.database.db.transaction((tx) =>
    app.wallet.creditPromotion(tx, {
      customerId,
      amount,
      to,
      promotionKey: 'test_funds',
      reference: `test_funds:${cryptoRandom.uuid()}`,
      description: 'Test funds',
    }),
  );
  return journal.journalId;
}
