import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDbKind } from '../../../tests/helpers';
import { expectLedgerBalanced } from '../../../tests/ledger-helpers';
import { type Database, sqlState } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { cryptoRandom } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import {
  checkLedgerIntegrity,
  createWallet,
  customerAccount,
  DEMO_FUNDS_PROMOTION,
  operatorAccount,
  seedDemoFunds,
  type Wallet,
} from './index';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './wallet.tables';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });
const clock = fixedClock('2026-03-02T01:00:00Z');

let database: Database;
let wallet: Wallet;

beforeAll(async () => {
  database = await openTestDatabase();
  wallet = createWallet({ db: database.db, clock, random: cryptoRandom });
});
afterAll(() => database.close());
afterEach(() => expectLedgerBalanced(database.db));

const newCustomer = () => randomUUID();

async function codeOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (err) {
    return err instanceof AppError ? err.code : (sqlState(err) ?? String(err));
  }
  return undefined;
}

async function fund(customerId: string, amount: number, to: 'cash' | 'bonus') {
  return database.db.transaction((tx) =>
    wallet.creditPromotion(tx, {
      customerId,
      amount: aud(amount),
      promotionKey: 'test_funds',
      reference: `test:${randomUUID()}`,
      to,
    }),
  );
}

async function journalsFor(reference: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(ledgerJournals)
    .where(eq(ledgerJournals.reference, reference));
  return row?.n ?? 0;
}

/** What an account's postings sum to. */
async function postedTo(accountId: string): Promise<number> {
  const [row] = await database.db
    .select({ sum: sql`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(Number) })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, accountId));
  return row?.sum ?? 0;
}

const spend = (customerId: string, amount: number, reference = `checkout:${randomUUID()}`) =>
  database.db.transaction((tx) =>
    wallet.spendFromWallet(tx, {
      customerId,
      amount: aud(amount),
      reference,
      offerLines: [{ productOfferKey: 'powerball', amount: aud(amount) }],
    }),
  );

describe('postJournal', () => {
  it('books balanced postings, creating the accounts on first use, and caches the balances', async () => {
    const c = newCustomer();
    const posted = await database.db.transaction((tx) =>
      wallet.postJournal(tx, {
        kind: 'deposit',
        reference: `deposit:${randomUUID()}`,
        description: 'Deposit',
        postings: [
          { account: operatorAccount('gateway_clearing', 'sandbox', 'AUD'), amount: aud(-2500) },
          { account: customerAccount(c, 'cash', 'AUD'), amount: aud(2500) },
        ],
      }),
    );
    expect(posted.createdAt.toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect(posted.balances[customerAccount(c, 'cash', 'AUD').id]).toBe(2500);
    expect(await wallet.getFunds(c, 'AUD')).toEqual({
      balance: aud(2500),
      availableFunds: aud(2500),
      withdrawableFunds: aud(2500),
    });
  });

  it('refuses unbalanced or malformed postings and writes nothing', async () => {
    const c = newCustomer();
    const reference = `bad:${randomUUID()}`;
    const post = (postings: Parameters<Wallet['postJournal']>[1]['postings']) =>
      database.db.transaction((tx) =>
        wallet.postJournal(tx, { kind: 'correction', reference, description: 'x', postings }),
      );
    expect(
      await codeOf(
        post([
          { account: operatorAccount('promotions', 'x', 'AUD'), amount: aud(-100) },
          { account: customerAccount(c, 'bonus', 'AUD'), amount: aud(99) },
        ]),
      ),
    ).toBe('ledger_unbalanced');
    expect(await codeOf(post([{ account: customerAccount(c, 'bonus', 'AUD'), amount: aud(100) }]))).toBe(
      'ledger_invalid_posting',
    );
    expect(await journalsFor(reference)).toBe(0);
    expect((await wallet.getFunds(c, 'AUD')).balance).toEqual(aud(0));
  });

  it("refuses to take a customer's account below zero before writing, so the transaction stays usable", async () => {
    const c = newCustomer();
    await fund(c, 1000, 'cash');
    const reference = `overdraw:${randomUUID()}`;
    const refused = await database.db.transaction(async (tx) => {
      const code = await codeOf(
        wallet.postJournal(tx, {
          kind: 'withdrawal',
          reference,
          description: 'Withdrawal',
          postings: [
            { account: customerAccount(c, 'cash', 'AUD'), amount: aud(-1001) },
            { account: operatorAccount('withdrawals_in_flight', 'bank', 'AUD'), amount: aud(1001) },
          ],
        }),
      );
      // Still in the same transaction: a smaller withdrawal goes through.
      await wallet.postJournal(tx, {
        kind: 'withdrawal',
        reference,
        description: 'Withdrawal',
        postings: [
          { account: customerAccount(c, 'cash', 'AUD'), amount: aud(-1000) },
          { account: operatorAccount('withdrawals_in_flight', 'bank', 'AUD'), amount: aud(1000) },
        ],
      });
      return code;
    });
    expect(refused).toBe('insufficient_funds');
    expect(await journalsFor(reference)).toBe(1);
    expect((await wallet.getFunds(c, 'AUD')).availableFunds).toEqual(aud(0));
  });

  it('books a cause once per kind: the same reference again is journal_already_posted', async () => {
    const c = newCustomer();
    const reference = `voucher:${randomUUID()}`;
    const credit = () =>
      database.db.transaction((tx) =>
        wallet.creditPromotion(tx, { customerId: c, amount: aud(500), promotionKey: 'spring', reference }),
      );
    await credit();
    expect(await codeOf(credit())).toBe('journal_already_posted');
    expect((await wallet.getFunds(c, 'AUD')).availableFunds).toEqual(aud(500));
  });

  it('is written in the transaction of its cause: an error after it leaves no journal and no balance change', async () => {
    const c = newCustomer();
    await fund(c, 1000, 'cash');
    const reference = `checkout:${randomUUID()}`;
    const failed = database.db.transaction(async (tx) => {
      await wallet.spendFromWallet(tx, {
        customerId: c,
        amount: aud(400),
        reference,
        offerLines: [{ productOfferKey: 'powerball', amount: aud(400) }],
      });
      // Inside the transaction the money has moved…
      expect((await wallet.getFunds(c, 'AUD', tx)).availableFunds).toEqual(aud(600));
      // …and then the business change fails (the tickets could not be written, say).
      throw new Error('tickets could not be written');
    });
    await expect(failed).rejects.toThrow('tickets could not be written');
    expect(await journalsFor(reference)).toBe(0);
    expect((await wallet.getFunds(c, 'AUD')).availableFunds).toEqual(aud(1000));
  });
});

describe('the database refuses what the code never does', () => {
  it('journals and postings cannot be changed or deleted', async () => {
    const c = newCustomer();
    const { journalId } = await fund(c, 100, 'bonus');
    const { db } = database;
    expect(
      await codeOf(db.update(ledgerJournals).set({ description: 'changed' }).where(eq(ledgerJournals.id, journalId))),
    ).toBe('23001');
    expect(await codeOf(db.delete(ledgerPostings).where(eq(ledgerPostings.journalId, journalId)))).toBe('23001');
    expect(await codeOf(db.execute(sql`truncate ledger_postings, ledger_journals`))).toBe('23001');
  });

  it("a customer's cached balance cannot go below zero", async () => {
    const c = newCustomer();
    await fund(c, 100, 'bonus');
    const id = customerAccount(c, 'bonus', 'AUD').id;
    expect(await codeOf(database.db.update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.id, id)))).toBe(
      '23514',
    );
  });

  it("an operator account's row caches no balance", async () => {
    await fund(newCustomer(), 100, 'bonus');
    const id = operatorAccount('promotions', 'test_funds', 'AUD').id;
    expect(
      await codeOf(database.db.update(ledgerAccounts).set({ balance: -100 }).where(eq(ledgerAccounts.id, id))),
    ).toBe('23514');
  });

  it('postings that do not sum to zero are refused when the transaction commits', async () => {
    const c = newCustomer();
    const { journalId } = await fund(c, 100, 'bonus');
    const write = database.db.transaction(async (tx) => {
      await tx
        .insert(ledgerPostings)
        .values({ journalId, accountId: customerAccount(c, 'bonus', 'AUD').id, currency: 'AUD', amount: 5 });
    });
    expect(await codeOf(write)).toBe('23514');
  });

  it('a posting in another currency than its account is refused', async () => {
    const c = newCustomer();
    const { journalId } = await fund(c, 100, 'bonus');
    const write = database.db
      .insert(ledgerPostings)
      .values([{ journalId, accountId: customerAccount(c, 'bonus', 'AUD').id, currency: 'GBP', amount: 5 }]);
    expect(await codeOf(write)).toBe('23503');
  });

  it('the integrity check finds a cached balance that drifted from its postings', async () => {
    const c = newCustomer();
    await fund(c, 100, 'bonus');
    const id = customerAccount(c, 'bonus', 'AUD').id;
    await database.db.update(ledgerAccounts).set({ balance: 101 }).where(eq(ledgerAccounts.id, id));
    expect(await checkLedgerIntegrity(database.db)).toEqual([`account ${id} caches 101 but its postings sum to 100`]);
    await database.db.update(ledgerAccounts).set({ balance: 100 }).where(eq(ledgerAccounts.id, id));
  });
});

describe('spendFromWallet', () => {
  it('spends promotional credit first, then cash, and credits each offer and pays each discount', async () => {
    const c = newCustomer();
    await fund(c, 300, 'bonus');
    await fund(c, 1000, 'cash');
    const sales = (offer: string) => operatorAccount('sales', offer, 'AUD').id;
    const before = await postedTo(sales('raffle-one'));
    const result = await database.db.transaction((tx) =>
      wallet.spendFromWallet(tx, {
        customerId: c,
        amount: aud(500),
        reference: `checkout:${randomUUID()}`,
        offerLines: [
          { productOfferKey: 'raffle-one', amount: aud(400) },
          { productOfferKey: 'powerball', amount: aud(150) },
        ],
        discounts: [{ promotionKey: 'SPRING5', amount: aud(50) }],
      }),
    );
    expect(result.fromBonus).toEqual(aud(300));
    expect(result.fromCash).toEqual(aud(200));
    expect(await wallet.getFunds(c, 'AUD')).toEqual({
      balance: aud(800),
      availableFunds: aud(800),
      withdrawableFunds: aud(800),
    });
    const postings = await database.db
      .select({ accountId: ledgerPostings.accountId, amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.journalId, result.journalId!));
    expect(postings).toHaveLength(5);
    expect(postings).toEqual(
      expect.arrayContaining([
        { accountId: customerAccount(c, 'bonus', 'AUD').id, amount: -300 },
        { accountId: customerAccount(c, 'cash', 'AUD').id, amount: -200 },
        { accountId: sales('raffle-one'), amount: 400 },
        { accountId: sales('powerball'), amount: 150 },
        { accountId: operatorAccount('promotions', 'SPRING5', 'AUD').id, amount: -50 },
      ]),
    );
    // The operator's sales account's balance is the sum of its postings; its row caches none (decision 155).
    expect((await postedTo(sales('raffle-one'))) - before).toBe(400);
    const [row] = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, sales('raffle-one')));
    expect(row?.balance).toBe(0);
  });

  it('refuses a spend larger than the wallet and moves nothing', async () => {
    const c = newCustomer();
    await fund(c, 300, 'bonus');
    await fund(c, 199, 'cash');
    const reference = `checkout:${randomUUID()}`;
    expect(await codeOf(spend(c, 500, reference))).toBe('insufficient_funds');
    expect(await journalsFor(reference)).toBe(0);
    expect((await wallet.getFunds(c, 'AUD')).availableFunds).toEqual(aud(499));
  });

  it('refuses offer lines that do not add up to the amount charged', async () => {
    const c = newCustomer();
    await fund(c, 1000, 'cash');
    const mismatch = database.db.transaction((tx) =>
      wallet.spendFromWallet(tx, {
        customerId: c,
        amount: aud(500),
        reference: `checkout:${randomUUID()}`,
        offerLines: [{ productOfferKey: 'powerball', amount: aud(400) }],
      }),
    );
    expect(await codeOf(mismatch)).toBe('ledger_unbalanced');
  });

  it('books a fully discounted order without touching the wallet, and nothing at all for a free one', async () => {
    const c = newCustomer();
    const discounted = await database.db.transaction((tx) =>
      wallet.spendFromWallet(tx, {
        customerId: c,
        amount: aud(0),
        reference: `checkout:${randomUUID()}`,
        offerLines: [{ productOfferKey: 'powerball', amount: aud(500) }],
        discounts: [{ promotionKey: 'FREE', amount: aud(500) }],
      }),
    );
    expect(discounted.journalId).not.toBeNull();
    expect(discounted.fromCash).toEqual(aud(0));
    const free = await database.db.transaction((tx) =>
      wallet.spendFromWallet(tx, {
        customerId: c,
        amount: aud(0),
        reference: `checkout:${randomUUID()}`,
        offerLines: [{ productOfferKey: 'postal', amount: aud(0) }],
      }),
    );
    expect(free.journalId).toBeNull();
  });
});

describe('concurrency', () => {
  it.runIf(testDbKind() === 'postgres')(
    "does not make one customer's purchase wait for another's to commit: the offer's sales account is not locked",
    async () => {
      const [a, b] = [newCustomer(), newCustomer()];
      await fund(a, 1000, 'cash');
      await fund(b, 1000, 'cash');
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let spent: () => void = () => {};
      const aSpent = new Promise<void>((resolve) => {
        spent = resolve;
      });
      // A's purchase books its journal, then stays open (its tickets still being written, say).
      const first = database.db.transaction(async (tx) => {
        await wallet.spendFromWallet(tx, {
          customerId: a,
          amount: aud(300),
          reference: `checkout:${randomUUID()}`,
          offerLines: [{ productOfferKey: 'powerball', amount: aud(300) }],
        });
        spent();
        await held;
      });
      try {
        await aSpent;
        const second = spend(b, 200).then(() => 'committed');
        const waited = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3000));
        expect(await Promise.race([second, waited])).toBe('committed');
      } finally {
        release();
        await first;
      }
      expect((await wallet.getFunds(a, 'AUD')).availableFunds).toEqual(aud(700));
      expect((await wallet.getFunds(b, 'AUD')).availableFunds).toEqual(aud(800));
    },
  );

  it('creates an account once when many journals use it first at the same time', async () => {
    // Ten rounds: the race on a new account's unique indexes is rare in one (docs/decisions/157).
    for (let round = 0; round < 10; round++) {
      const c = newCustomer();
      await Promise.all(Array.from({ length: 8 }, () => fund(c, 100, 'bonus')));
      const [accounts] = await database.db
        .select({ n: count() })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.customerId, c));
      expect(accounts?.n).toBe(1);
      expect((await wallet.getFunds(c, 'AUD')).availableFunds).toEqual(aud(800));
    }
  });

  it(`parallel spends that together exceed the wallet: exactly the affordable ones succeed (${testDbKind()})`, async () => {
    for (let round = 0; round < 5; round++) {
      const c = newCustomer();
      await fund(c, 400, 'bonus');
      await fund(c, 650, 'cash');
      // 1,050 in the wallet; 20 spends of 150: 7 fit.
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => spend(c, 150)));
      const succeeded = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 'insufficient_funds',
      );
      expect(succeeded).toHaveLength(7);
      expect(refused).toHaveLength(13);
      expect(await wallet.getFunds(c, 'AUD')).toEqual({
        balance: aud(0),
        availableFunds: aud(0),
        withdrawableFunds: aud(0),
      });
      await expectLedgerBalanced(database.db);
    }
  });
});

describe('transactions', () => {
  it('lists the movements of available funds newest first, with the balance after each, page by page', async () => {
    const c = newCustomer();
    const other = newCustomer();
    await fund(other, 999, 'cash');
    const credit = await fund(c, 500, 'bonus');
    clock.advance(60_000);
    const deposit = await fund(c, 1000, 'cash');
    clock.advance(60_000);
    const purchase = await spend(c, 700, 'checkout:receipt-1');
    const first = await wallet.listTransactions(c, { limit: 2, offset: 0 });
    expect(first.pageInfo).toEqual({ limit: 2, offset: 0, total: 3 });
    expect(first.transactions).toEqual([
      {
        transactionId: purchase.journalId,
        date: '2026-03-02T01:02:00.000Z',
        type: 'purchase',
        description: 'Purchase',
        amount: aud(-700),
        balanceAfter: aud(800),
        reference: 'checkout:receipt-1',
      },
      expect.objectContaining({ transactionId: deposit.journalId, amount: aud(1000), balanceAfter: aud(1500) }),
    ]);
    const second = await wallet.listTransactions(c, { limit: 2, offset: 2 });
    expect(second.transactions).toEqual([
      expect.objectContaining({
        transactionId: credit.journalId,
        type: 'promotional_credit',
        amount: aud(500),
        balanceAfter: aud(500),
      }),
    ]);
    const past = await wallet.listTransactions(c, { limit: 2, offset: 10 });
    expect(past).toEqual({ transactions: [], pageInfo: { limit: 2, offset: 10, total: 3 } });
    expect((await wallet.listTransactions(newCustomer(), { limit: 10, offset: 0 })).pageInfo.total).toBe(0);
  });
});

describe('demo funds', () => {
  it('credit the demo customer once through a promotional-credit journal, however often the seed runs', async () => {
    const c = newCustomer();
    await seedDemoFunds(database.db, clock, { customerId: c, amount: aud(10_000) });
    await seedDemoFunds(database.db, clock, { customerId: c, amount: aud(10_000) });
    expect(await wallet.getFunds(c, 'AUD')).toEqual({
      balance: aud(10_000),
      availableFunds: aud(10_000),
      withdrawableFunds: aud(0),
    });
    const { transactions } = await wallet.listTransactions(c, { limit: 10, offset: 0 });
    expect(transactions).toEqual([
      expect.objectContaining({
        type: 'promotional_credit',
        description: 'Welcome credit',
        reference: `${DEMO_FUNDS_PROMOTION}:${c}`,
      }),
    ]);
  });
});
