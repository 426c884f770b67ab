import type { Money } from '@drawline/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inOneStatement, parsedJson, rowsAsJson, type StatementPart } from '../../db/one-statement';
import { AppError } from '../../platform/app-error';
import { customerAccount, type LedgerAccount, operatorAccount } from './accounts';
import { type PostingInput, splitSpend } from './ledger-rules';
import { lockAccounts, lockedBalancesQuery } from './lock-accounts';
import { type JournalInput, journalPart, type PostedJournal } from './post-journal';
import type { WalletDeps } from './wallet.deps';

/** What a product offer earns from the spend: its sales account is credited with `amount`. */
export interface OfferLine {
  productOfferKey: string;
  amount: Money;
}

/** A discount the operator pays for (a voucher): its promotions account is debited with `amount`. */
export interface DiscountLine {
  promotionKey: string;
  amount: Money;
}

export interface SpendInput {
  customerId: string;
  /** What the customer pays: the offer lines less the discounts. */
  amount: Money;
  /** The cause (the checkout id): a purchase is booked once per reference. */
  reference: string;
  offerLines: OfferLine[];
  discounts?: DiscountLine[];
  description?: string;
  metadata?: Record<string, unknown>;
}

export interface Spend {
  /** Null when nothing was owed and nothing sold for money (no journal is written). */
  journalId: string | null;
  fromBonus: Money;
  fromCash: Money;
}

function sumOf(lines: readonly { amount: Money }[], currency: string): number {
  let sum = 0;
  for (const { amount } of lines) {
    if (amount.currency !== currency || !Number.isSafeInteger(amount.amount) || amount.amount < 0) {
      throw new AppError('ledger_invalid_posting', {
        message: `A spend's lines must be whole, non-negative ${currency} amounts.`,
      });
    }
    sum += amount.amount;
  }
  return sum;
}

/**
 * Charges the customer's wallet inside the caller's transaction (docs/decisions/101): bonus
 * first, then cash; each product offer's sales account is credited with its line and each
 * discount is paid from its promotion's account. Refuses with insufficient_funds when bonus
 * and cash together fall short; nothing is written then.
 */
export async function spendFromWallet(deps: WalletDeps, tx: Tx, input: SpendInput): Promise<Spend> {
  const plan = planSpend(input);
  if (!plan.credits.length) return plan.nothing;
  // Locked first, so the split is made from balances no one else can change before the journal.
  const balances = await lockAccounts(deps, tx, [plan.bonus, plan.cash, ...plan.credits.map((c) => c.account)]);
  const { spend, journal } = spendJournal(deps, input, plan, balances);
  await inOneStatement(tx, { journal: journalPart(deps, tx, journal, balances, { journalId: spend.journalId }) });
  return spend;
}

/**
 * spendFromWallet in parts, for a flow that sends its statements together (docs/decisions/336):
 * `read` locks the customer's bonus and cash accounts and reads their balances (send it with the
 * flow's reads); `charge` splits the spend from them (insufficient_funds when they fall short,
 * before anything is written) and answers the journal to send with the flow's writes, which
 * creates the operator accounts it credits when they are missing. A customer's account not made
 * yet has nothing in it, so nothing is taken from it.
 */
export function spendInParts(deps: WalletDeps, tx: Tx, input: SpendInput): SpendInParts {
  const plan = planSpend(input);
  const customers = [plan.bonus, plan.cash];
  return {
    read: plan.credits.length
      ? {
          answer: rowsAsJson(lockedBalancesQuery(tx, customers)),
          read: (value) =>
            new Map(
              (parsedJson(value) as { id: string; balance: number | string }[]).map((r) => [r.id, Number(r.balance)]),
            ),
        }
      : { answer: sql`null`, read: () => new Map() },
    charge: (balances, description) => {
      if (!plan.credits.length) return { spend: plan.nothing, write: null };
      // Every customer account of the spend is in the map, at 0 when it does not exist yet.
      const all = new Map(customers.map((a) => [a.id, balances.get(a.id) ?? 0]));
      const { spend, journal } = spendJournal(
        deps,
        { ...input, description: description ?? input.description },
        plan,
        all,
      );
      const write = journalPart(deps, tx, journal, all, {
        name: 'spend',
        journalId: spend.journalId,
        accounts: plan.credits.map((c) => c.account),
      });
      return { spend, write };
    },
  };
}

export interface SpendInParts {
  read: StatementPart<Map<string, number>>;
  /** `description` names the journal when it was not known before the read (the order number). */
  charge(
    balances: ReadonlyMap<string, number>,
    description?: string,
  ): { spend: Spend; write: StatementPart<PostedJournal> | null };
}

export interface SpendPlan {
  bonus: LedgerAccount;
  cash: LedgerAccount;
  credits: PostingInput[];
  discounts: DiscountLine[];
  nothing: Spend;
}

/** The spend's accounts and credits, its lines checked: nothing read or written. */
export function planSpend(input: SpendInput): SpendPlan {
  const { currency } = input.amount;
  const discounts = input.discounts ?? [];
  const owed = sumOf(input.offerLines, currency) - sumOf(discounts, currency);
  if (!Number.isSafeInteger(input.amount.amount) || owed !== input.amount.amount) {
    throw new AppError('ledger_unbalanced', {
      message: `The offer lines less the discounts (${owed}) are not the amount charged (${input.amount.amount}).`,
    });
  }
  const zero = { amount: 0, currency };
  const credits: PostingInput[] = [
    ...input.offerLines.map((l) => ({
      account: operatorAccount('sales', l.productOfferKey, currency),
      amount: l.amount,
    })),
    ...discounts.map((d) => ({
      account: operatorAccount('promotions', d.promotionKey, currency),
      amount: { amount: -d.amount.amount, currency },
    })),
  ].filter((p) => p.amount.amount !== 0);
  return {
    bonus: customerAccount(input.customerId, 'bonus', currency),
    cash: customerAccount(input.customerId, 'cash', currency),
    credits,
    discounts,
    nothing: { journalId: null, fromBonus: zero, fromCash: zero },
  };
}

/** The spend split from the locked balances (bonus first; insufficient_funds when short) and its journal. */
export function spendJournal(
  deps: WalletDeps,
  input: SpendInput,
  plan: SpendPlan,
  balances: ReadonlyMap<string, number>,
): { spend: Spend & { journalId: string }; journal: JournalInput } {
  const { currency } = input.amount;
  const { bonus, cash, credits, discounts } = plan;
  const { fromBonus, fromCash } = splitSpend(
    { bonus: balances.get(bonus.id) ?? 0, cash: balances.get(cash.id) ?? 0 },
    input.amount.amount,
  );
  const postings: PostingInput[] = [
    ...(fromBonus ? [{ account: bonus, amount: { amount: -fromBonus, currency } }] : []),
    ...(fromCash ? [{ account: cash, amount: { amount: -fromCash, currency } }] : []),
    ...credits,
  ];
  const journalId = deps.random.uuid();
  return {
    spend: { journalId, fromBonus: { amount: fromBonus, currency }, fromCash: { amount: fromCash, currency } },
    journal: {
      kind: 'purchase',
      reference: input.reference,
      description: input.description ?? 'Purchase',
      metadata: { ...input.metadata, offerLines: input.offerLines, discounts, fromBonus, fromCash },
      postings,
    },
  };
}
