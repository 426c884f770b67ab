import type { Money } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { customerAccount, type LedgerAccount, operatorAccount } from './accounts';
import { assertBalanced } from './ledger-rules';
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
 * customer's cash (or pending_winnings while held). Pays a batch in the caller's transaction,
 * set-based (docs/decisions/250): the accounts are created and locked by lockAccounts, then one
 * statement writes every journal, its two postings and the customers' new balances from the batch
 * sent as one JSON parameter, so a batch of thousands of prizes costs three statements. A prize
 * whose journal exists already (paid by an earlier or a concurrent run) gets no postings and no
 * credit, so re-running pays nothing twice. Answers the references paid by this call.
 */
export async function payPrizes(deps: WalletDeps, tx: Tx, prizes: readonly PrizeToPay[]): Promise<Set<string>> {
  const plans = prizes.map((p, order) => {
    if (!Number.isSafeInteger(p.amount.amount) || p.amount.amount <= 0) {
      throw new AppError('ledger_invalid_posting', { message: `A prize must be positive (got ${p.amount.amount}).` });
    }
    const from = operatorAccount('prizes_payable', p.productOfferKey, p.amount.currency);
    const to = customerAccount(p.customerId, p.held ? 'pending_winnings' : 'cash', p.amount.currency);
    assertBalanced([
      { account: from, amount: { amount: -p.amount.amount, currency: p.amount.currency } },
      { account: to, amount: p.amount },
    ]);
    return { prize: p, from, to, journalId: deps.random.uuid(), order };
  });
  if (!plans.length) return new Set();
  const accounts = new Map<string, LedgerAccount>();
  for (const { from, to } of plans) accounts.set(from.id, from).set(to.id, to);
  await lockAccounts(deps, tx, [...accounts.values()]);

  const batch = JSON.stringify(
    plans.map(({ prize, from, to, journalId, order }) => ({
      journal_id: journalId,
      reference: prize.reference,
      description: prize.description,
      metadata: { ...prize.metadata, held: prize.held },
      payer: from.id,
      payee: to.id,
      currency: prize.amount.currency,
      amount: prize.amount.amount,
      ord: order,
    })),
  );
  // Postings are written in the batch's order, payer then payee, so their ids keep the order each
  // balance changed in. Only the payee (a customer's account) caches a balance (decision 155); it
  // is credited the sum of its new prizes in one update of its row, locked above.
  const result = (await tx.execute(sql`
    with prize as (
      select * from jsonb_to_recordset(${batch}::jsonb) as p(
        journal_id text, reference text, description text, metadata jsonb,
        payer text, payee text, currency text, amount bigint, ord int)
    ),
    journal as (
      insert into ${ledgerJournals} (id, kind, reference, description, metadata, created_at)
      select journal_id, 'prize', reference, description, metadata, ${deps.clock.now().toISOString()}::timestamptz
      from prize order by ord
      on conflict do nothing
      returning id
    ),
    fresh as (select prize.* from prize join journal on journal.id = prize.journal_id),
    posting as (
      insert into ${ledgerPostings} (journal_id, account_id, currency, amount)
      select fresh.journal_id, leg.account_id, fresh.currency, leg.amount
      from fresh cross join lateral (values (1, fresh.payer, -fresh.amount), (2, fresh.payee, fresh.amount))
        as leg(n, account_id, amount)
      order by fresh.ord, leg.n
    ),
    credit as (
      update ${ledgerAccounts} set balance = ${ledgerAccounts.balance} + won.amount
      from (select payee, sum(amount) as amount from fresh group by payee) as won
      where ${ledgerAccounts.id} = won.payee
    )
    select reference from fresh
  `)) as unknown as { rows: { reference: string }[] };
  return new Set(result.rows.map((r) => r.reference));
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
