import { type Currency, toCurrency } from '@drawline/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { parsedJson, rowsAsJson, type StatementPart } from '../../db/one-statement';
import { rowsInsert } from '../../db/rows-insert';
import { AppError } from '../../platform/app-error';
import { customerAccount, type LedgerAccount } from './accounts';
import { assertBalanced, assertCustomersCovered, balanceChanges } from './ledger-rules';
import { accountsInsert, lockedBalancesQuery } from './lock-accounts';
import { planSpend, type Spend, type SpendInput, spendJournal } from './spend-from-wallet';
import type { WalletDeps } from './wallet.deps';
import { ledgerAccounts, ledgerJournals, ledgerPostings } from './wallet.tables';

/**
 * spendInParts for many customers at once (decision 417): `read` locks every customer's bonus
 * and cash accounts of the batch in account-name order (the order a single purchase takes its
 * own in) and reads their balances; `charger` tries each spend in turn against the balances left
 * by the ones before it with the single spend's own rules (planSpend, splitSpend, the journal's
 * checks), answering null for one the wallet cannot pay (nothing written for it), and `write`
 * is every journal, posting and balance in one insert or update each.
 */
export function spendBatchInParts(
  deps: WalletDeps,
  tx: Tx,
  input: { customerIds: readonly string[]; currency: Currency },
): SpendBatch {
  const currency = toCurrency(input.currency);
  const accounts = [...new Set(input.customerIds)].flatMap((id) => [
    customerAccount(id, 'bonus', currency),
    customerAccount(id, 'cash', currency),
  ]);
  return {
    read: accounts.length
      ? {
          answer: rowsAsJson(lockedBalancesQuery(tx, accounts)),
          read: (value) =>
            new Map(
              (parsedJson(value) as { id: string; balance: number | string }[]).map((r) => [r.id, Number(r.balance)]),
            ),
        }
      : { answer: sql`null`, read: () => new Map() },
    charger: (balances) => batchCharger(deps, tx, balances),
  };
}

export interface SpendBatch {
  read: StatementPart<Map<string, number>>;
  charger(balances: ReadonlyMap<string, number>): SpendCharger;
}

export interface SpendCharger {
  /** The spend charged against what is left, or null when the wallet cannot pay it (nothing counted). */
  tryCharge(input: SpendInput): Spend | null;
  /** Every charged spend's journal, postings and balances (null when none was charged). */
  write(): StatementPart<number> | null;
}

function batchCharger(deps: WalletDeps, tx: Tx, locked: ReadonlyMap<string, number>): SpendCharger {
  const balances = new Map(locked);
  const journals: (typeof ledgerJournals.$inferInsert)[] = [];
  const postings: (typeof ledgerPostings.$inferInsert)[] = [];
  const deltas = new Map<string, number>();
  const operators = new Map<string, LedgerAccount>();
  const createdAt = deps.clock.now();
  return {
    tryCharge(input) {
      const plan = planSpend(input);
      if (!plan.credits.length) return plan.nothing;
      const left = new Map([plan.bonus, plan.cash].map((a) => [a.id, balances.get(a.id) ?? 0]));
      let charged: ReturnType<typeof spendJournal>;
      try {
        charged = spendJournal(deps, input, plan, left);
        assertBalanced(charged.journal.postings);
        assertCustomersCovered(balanceChanges(charged.journal.postings), left);
      } catch (err) {
        if (err instanceof AppError && err.code === 'insufficient_funds') return null;
        throw err;
      }
      const { spend, journal } = charged;
      journals.push({
        id: spend.journalId,
        kind: journal.kind,
        reference: journal.reference,
        description: journal.description,
        metadata: journal.metadata ?? {},
        createdAt,
      });
      for (const p of journal.postings) {
        postings.push({
          journalId: spend.journalId,
          accountId: p.account.id,
          currency: p.amount.currency,
          amount: p.amount.amount,
        });
        if (p.account.holder === 'operator') operators.set(p.account.id, p.account);
      }
      for (const { account, delta } of balanceChanges(journal.postings).values()) {
        if (account.holder !== 'customer') continue;
        balances.set(account.id, (balances.get(account.id) ?? 0) + delta);
        deltas.set(account.id, (deltas.get(account.id) ?? 0) + delta);
      }
      return spend;
    },
    write() {
      if (!journals.length) return null;
      const changed = [...deltas].filter(([, d]) => d !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
      const missing = accountsInsert(deps, tx, [...operators.values()]);
      const update: SQL = sql`update ${ledgerAccounts} as a set balance = a.balance + d.delta
        from json_to_recordset(${JSON.stringify(changed.map(([id, delta]) => ({ id, delta })))}::json) as d(id text, delta bigint)
        where a.id = d.id and a.balance + d.delta >= 0 returning a.id`;
      return {
        with: [
          ...(missing ? [['spend_batch_a', missing] as const] : []),
          ['spend_batch_j', sql`${rowsInsert(ledgerJournals, journals)} returning 1`],
          ['spend_batch_p', rowsInsert(ledgerPostings, postings)],
          ['spend_batch_u', update],
        ],
        answer: sql`(select count(*) from spend_batch_u)::int`,
        // The rows are locked and each spend checked above; the update's condition repeats the rule where it is written.
        read: (value) => {
          if (Number(value) !== changed.length) throw new AppError('insufficient_funds');
          return journals.length;
        },
      };
    },
  };
}
