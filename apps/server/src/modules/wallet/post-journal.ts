import type { JournalKind } from '@drawline/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inOneStatement, parsedJson, type StatementPart } from '../../db/one-statement';
import { AppError } from '../../platform/app-error';
import type { LedgerAccount } from './accounts';
import { assertBalanced, assertCustomersCovered, balanceChanges, type PostingInput } from './ledger-rules';
import { accountsInsert, lockAccounts } from './lock-accounts';
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
  return (await inOneStatement(tx, { journal: journalPart(deps, tx, input, balances) })).journal;
}

/**
 * writeJournal as a part of a statement a flow sends with other modules' parts (docs/decisions/336):
 * the same checks before anything is sent, the same writes, the same refusals when its answer is
 * read. `accounts` are created first when missing (operator accounts; customers' are locked and
 * read by the caller, so they exist), in account-name order like lockAccounts.
 */
export function journalPart(
  deps: WalletDeps,
  tx: Tx,
  input: JournalInput,
  balances: ReadonlyMap<string, number>,
  options: { name?: string; accounts?: readonly LedgerAccount[]; journalId?: string } = {},
): StatementPart<PostedJournal> {
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

  const journalId = options.journalId ?? deps.random.uuid();
  const createdAt = deps.clock.now();
  const name = options.name ?? 'journal';
  const j = sql.identifier(`${name}_j`);
  // One statement, one round trip: the journal, its postings and the customers' cached balances.
  // A journal already posted for this cause inserts nothing (no conflict error), so the postings
  // and balances, which follow from its RETURNING, are not written either and the transaction
  // stays usable for the caller.
  const journal = tx
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
  const postingValues = sql.join(
    input.postings.map(
      (p, i) => sql`(${i}::int, ${p.account.id}::text, ${p.amount.currency}::text, ${p.amount.amount}::bigint)`,
    ),
    sql`, `,
  );
  const postings = sql`insert into ${ledgerPostings} (${sql.identifier(ledgerPostings.journalId.name)}, ${sql.identifier(
    ledgerPostings.accountId.name,
  )}, ${sql.identifier(ledgerPostings.currency.name)}, ${sql.identifier(ledgerPostings.amount.name)})
    select j.id, v.account_id, v.currency, v.amount from ${j} as j cross join (values ${postingValues}) as v(n, account_id, currency, amount)
    order by v.n`;
  const delta = sql`(case ${ledgerAccounts.id} ${sql.join(
    cached.map(({ account, delta }) => sql`when ${account.id} then ${delta}::bigint`),
    sql` `,
  )} end)`;
  // The rows are locked and the amounts checked above; the condition repeats the rule where it is written.
  const balanceUpdate = cached.length
    ? tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
        .where(
          and(
            inArray(
              ledgerAccounts.id,
              cached.map((c) => c.account.id),
            ),
            sql`${ledgerAccounts.balance} + ${delta} >= 0`,
            sql`exists (select 1 from ${j})`,
          ),
        )
        .returning({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    : undefined;
  const u = sql.identifier(`${name}_u`);
  const missing = options.accounts?.length ? accountsInsert(deps, tx, options.accounts) : undefined;
  return {
    with: [
      ...(missing ? [[`${name}_a`, missing] as const] : []),
      [`${name}_j`, journal],
      [`${name}_p`, postings],
      ...(balanceUpdate ? [[`${name}_u`, balanceUpdate] as const] : []),
    ],
    answer: sql`json_build_object('journals', (select count(*) from ${j}), 'updated', ${
      balanceUpdate
        ? sql`coalesce((select json_agg(json_build_object('id', u.id, 'balance', u.balance)) from ${u} as u), '[]'::json)`
        : sql`'[]'::json`
    })`,
    read: (value) => {
      const row = parsedJson(value) as {
        journals: number | string;
        updated: { id: string; balance: number | string }[];
      };
      if (Number(row.journals) !== 1) {
        throw new AppError('journal_already_posted', {
          message: `A ${input.kind} journal for ${input.reference} was already posted.`,
        });
      }
      const updated = row.updated.map((u) => ({ id: u.id, balance: Number(u.balance) }));
      if (updated.length !== cached.length) throw new AppError('insufficient_funds');
      return {
        journalId,
        kind: input.kind,
        reference: input.reference,
        createdAt,
        balances: Object.fromEntries(updated.map((r) => [r.id, r.balance])),
      };
    },
  };
}
