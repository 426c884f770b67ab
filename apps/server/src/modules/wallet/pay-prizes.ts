import type { Money } from '@drawline/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { customerAccount, type LedgerAccount, operatorAccount } from './accounts';
import { assertBalanced, type PostingInput } from './ledger-rules';
import { lockAccounts } from './lock-accounts';
import { postJournal } from './post-journal';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './wallet.tables';

export interface PrizeToPay {
  /** The win's id: the prize journal's reference, so a win is paid once whoever pays it. */
  reference: string;
  customerId: string;
  /** The product offer whose prizes_payable account pays it. */
  productOfferKey: string;
  amount: Money;
  /** Held prizes wait in pending_winnings for a release; the others go to cash. */
  held: boolean;
  description: string;
  metadata?: Record<string, unknown>;
}

/**
 * The prize ledger rule (docs/decisions/203): the offer's prizes_payable account pays the
 * customer's cash (or pending_winnings while held). Pays a batch in the caller's transaction with
 * one insert each for journals, postings and balances; a prize whose journal exists already
 * (paid by an earlier or a concurrent run) is skipped, so re-running pays nothing twice. Answers
 * the references paid by this call.
 */
export async function payPrizes(deps: WalletDeps, tx: Tx, prizes: readonly PrizeToPay[]): Promise<Set<string>> {
  const plans = prizes.map((p) => {
    if (!Number.isSafeInteger(p.amount.amount) || p.amount.amount <= 0) {
      throw new AppError('ledger_invalid_posting', { message: `A prize must be positive (got ${p.amount.amount}).` });
    }
    const to = customerAccount(p.customerId, p.held ? 'pending_winnings' : 'cash', p.amount.currency);
    const postings: PostingInput[] = [
      {
        account: operatorAccount('prizes_payable', p.productOfferKey, p.amount.currency),
        amount: { amount: -p.amount.amount, currency: p.amount.currency },
      },
      { account: to, amount: p.amount },
    ];
    assertBalanced(postings);
    return { prize: p, postings, journalId: deps.random.uuid() };
  });
  if (!plans.length) return new Set();
  const accounts = new Map<string, LedgerAccount>();
  for (const plan of plans) for (const { account } of plan.postings) accounts.set(account.id, account);
  await lockAccounts(deps, tx, [...accounts.values()]);

  const createdAt = deps.clock.now();
  const written = await tx
    .insert(ledgerJournals)
    .values(
      plans.map(({ prize, journalId }) => ({
        id: journalId,
        kind: 'prize' as const,
        reference: prize.reference,
        description: prize.description,
        metadata: { ...prize.metadata, held: prize.held },
        createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ledgerJournals.id, reference: ledgerJournals.reference });
  const paid = new Set(written.map((w) => w.reference));
  const fresh = plans.filter((p) => paid.has(p.prize.reference));
  if (!fresh.length) return paid;
  await tx.insert(ledgerPostings).values(
    fresh.flatMap(({ journalId, postings }) =>
      postings.map((p) => ({
        journalId,
        accountId: p.account.id,
        currency: p.amount.currency,
        amount: p.amount.amount,
      })),
    ),
  );
  // Only customers' accounts cache a balance (docs/decisions/155); prizes only raise it.
  const deltas = new Map<string, number>();
  for (const { postings } of fresh) {
    for (const { account, amount } of postings) {
      if (account.holder === 'customer') deltas.set(account.id, (deltas.get(account.id) ?? 0) + amount.amount);
    }
  }
  const delta = sql`(case ${ledgerAccounts.id} ${sql.join(
    [...deltas].map(([id, d]) => sql`when ${id} then ${d}::bigint`),
    sql` `,
  )} end)`;
  await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
    .where(inArray(ledgerAccounts.id, [...deltas.keys()]));
  return paid;
}

export interface PrizeRelease {
  /** The win's id, as paid. */
  reference: string;
  customerId: string;
  amount: Money;
  description: string;
  metadata?: Record<string, unknown>;
}

/** A held prize released to the customer's cash: pending_winnings → cash, once per win. */
export async function releasePrize(deps: WalletDeps, tx: Tx, input: PrizeRelease) {
  const { currency } = input.amount;
  return postJournal(deps, tx, {
    kind: 'prize',
    reference: `${input.reference}:release`,
    description: input.description,
    metadata: { ...input.metadata, release: true },
    postings: [
      {
        account: customerAccount(input.customerId, 'pending_winnings', currency),
        amount: { amount: -input.amount.amount, currency },
      },
      { account: customerAccount(input.customerId, 'cash', currency), amount: input.amount },
    ],
  });
}
