import type { JournalKind } from '@drawline/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { assertBalanced, assertCustomersCovered, balanceChanges, type PostingInput } from './ledger-rules';
import { lockAccounts } from './lock-accounts';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './wallet.tables';

export interface JournalInput {
  kind: JournalKind;
  /** The id of the cause (a checkout id, a deposit id…); a cause is booked once per kind. */
  reference: string;
  /** What the customer reads in their transactions. */
  description: string;
  metadata?: Record<string, unknown>;
  postings: PostingInput[];
}

export interface PostedJournal {
  journalId: string;
  kind: JournalKind;
  reference: string;
  createdAt: Date;
  /** Each customer account's balance after the journal, by account id (operator accounts cache none). */
  balances: Record<string, number>;
}

/**
 * Books one movement of money inside the caller's transaction, so it commits or rolls back with
 * the business change that causes it. Refuses (before writing anything) postings that do not
 * balance per currency, or that would take a customer's account below zero.
 */
export async function postJournal(deps: WalletDeps, tx: Tx, input: JournalInput): Promise<PostedJournal> {
  // Refused before any account is created or locked.
  assertBalanced(input.postings);
  const balances = await lockAccounts(
    deps,
    tx,
    input.postings.map((p) => p.account),
  );
  return writeJournal(deps, tx, input, balances);
}

/**
 * The writing half of postJournal, for use cases that locked the accounts already (to decide the
 * postings from the balances): `balances` must come from lockAccounts in this transaction, called
 * with every account of the postings (it creates the operator accounts the postings refer to).
 */
export async function writeJournal(
  deps: WalletDeps,
  tx: Tx,
  input: JournalInput,
  balances: ReadonlyMap<string, number>,
): Promise<PostedJournal> {
  assertBalanced(input.postings);
  const changes = balanceChanges(input.postings);
  // Only customers' accounts cache a balance; an operator's is the sum of its postings (decision 155).
  const cached = [...changes.values()].filter((c) => c.account.holder === 'customer');
  for (const { account } of cached) {
    if (!balances.has(account.id)) {
      throw new AppError('ledger_invalid_posting', { message: `Account ${account.id} was not locked.` });
    }
  }
  assertCustomersCovered(changes, balances);

  const journalId = deps.random.uuid();
  const createdAt = deps.clock.now();
  // Conflict does nothing rather than fail, so the transaction stays usable for the caller.
  const [journal] = await tx
    .insert(ledgerJournals)
    .values({
      id: journalId,
      kind: input.kind,
      reference: input.reference,
      description: input.description,
      metadata: input.metadata ?? {},
      createdAt,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerJournals.id });
  if (!journal) {
    throw new AppError('journal_already_posted', {
      message: `A ${input.kind} journal for ${input.reference} was already posted.`,
    });
  }
  await tx.insert(ledgerPostings).values(
    input.postings.map((p) => ({
      journalId,
      accountId: p.account.id,
      currency: p.amount.currency,
      amount: p.amount.amount,
    })),
  );

  let updated: { id: string; balance: number }[] = [];
  if (cached.length) {
    const delta = sql`(case ${ledgerAccounts.id} ${sql.join(
      cached.map(({ account, delta }) => sql`when ${account.id} then ${delta}::bigint`),
      sql` `,
    )} end)`;
    // The rows are locked and the amounts checked above; the condition repeats the rule where it is written.
    updated = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
      .where(
        and(
          inArray(
            ledgerAccounts.id,
            cached.map((c) => c.account.id),
          ),
          sql`${ledgerAccounts.balance} + ${delta} >= 0`,
        ),
      )
      .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance });
    if (updated.length !== cached.length) throw new AppError('insufficient_funds');
  }
  return {
    journalId,
    kind: input.kind,
    reference: input.reference,
    createdAt,
    balances: Object.fromEntries(updated.map((r) => [r.id, r.balance])),
  };
}
