import type { Money } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { customerAccount, operatorAccount } from './accounts';
import { type PostingInput, splitSpend } from './ledger-rules';
import { lockAccounts } from './lock-accounts';
import { writeJournal } from './post-journal';
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
  const { currency } = input.amount;
  const discounts = input.discounts ?? [];
  const owed = sumOf(input.offerLines, currency) - sumOf(discounts, currency);
  if (!Number.isSafeInteger(input.amount.amount) || owed !== input.amount.amount) {
    throw new AppError('ledger_unbalanced', {
      message: `The offer lines less the discounts (${owed}) are not the amount charged (${input.amount.amount}).`,
    });
  }
  const zero = { amount: 0, currency };
  const bonus = customerAccount(input.customerId, 'bonus', currency);
  const cash = customerAccount(input.customerId, 'cash', currency);
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
  if (!credits.length) return { journalId: null, fromBonus: zero, fromCash: zero };

  // Locked first, so the split is made from balances no one else can change before the journal.
  const balances = await lockAccounts(deps, tx, [bonus, cash, ...credits.map((c) => c.account)]);
  const { fromBonus, fromCash } = splitSpend(
    { bonus: balances.get(bonus.id) ?? 0, cash: balances.get(cash.id) ?? 0 },
    input.amount.amount,
  );
  const postings: PostingInput[] = [
    ...(fromBonus ? [{ account: bonus, amount: { amount: -fromBonus, currency } }] : []),
    ...(fromCash ? [{ account: cash, amount: { amount: -fromCash, currency } }] : []),
    ...credits,
  ];
  const journal = await writeJournal(
    deps,
    tx,
    {
      kind: 'purchase',
      reference: input.reference,
      description: input.description ?? 'Purchase',
      metadata: {
        ...input.metadata,
        offerLines: input.offerLines,
        discounts,
        fromBonus,
        fromCash,
      },
      postings,
    },
    balances,
  );
  return {
    journalId: journal.journalId,
    fromBonus: { amount: fromBonus, currency },
    fromCash: { amount: fromCash, currency },
  };
}
