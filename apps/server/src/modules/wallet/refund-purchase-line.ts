import type { Money } from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { customerAccount, operatorAccount } from './accounts';
import type { PostingInput } from './ledger-rules';
import { type PostedJournal, postJournal } from './post-journal';
import type { WalletDeps } from './wallet.deps';
import { ledgerJournals } from './wallet.tables';

export interface PurchaseLineRefund {
  customerId: string;
  /** The cause of the refund (a scheduled purchase's id): refunded once, by the ledger's (kind, reference) key. */
  reference: string;
  /** The purchase that paid for the line (its journal's reference). */
  checkoutId: string;
  productOfferKey: string;
  /** The line's price, credited to the offer's sales account by the purchase. */
  lineTotal: Money;
  /** What the customer paid for it; the rest a promotion paid, given back to it. */
  amountPaid: Money;
  promotionKey: string | null;
  description: string;
}

/**
 * A line of a purchase given back (decision 364), in the caller's transaction: the offer's sales
 * account returns the line's price, the customer gets what they paid and the promotion what it
 * paid. The customer's part goes back as the purchase took it: promotional credit (bonus) in the
 * purchase's share, rounded up, so a refund never turns promotional credit into withdrawable cash.
 * Once per reference: a second refund is refused journal_already_posted, nothing moved.
 */
export async function refundPurchaseLine(deps: WalletDeps, tx: Tx, input: PurchaseLineRefund): Promise<PostedJournal> {
  const { currency } = input.lineTotal;
  const paid = input.amountPaid.amount;
  const promoted = input.lineTotal.amount - paid;
  if (input.amountPaid.currency !== currency || paid < 0 || promoted < 0 || (promoted > 0 && !input.promotionKey)) {
    throw new AppError('ledger_invalid_posting', { message: 'A refund must give back what its purchase took.' });
  }
  const [purchase] = await tx
    .select({ metadata: ledgerJournals.metadata })
    .from(ledgerJournals)
    .where(and(eq(ledgerJournals.kind, 'purchase'), eq(ledgerJournals.reference, input.checkoutId)));
  const taken = (purchase?.metadata ?? {}) as { fromBonus?: number; fromCash?: number };
  const fromBonus = Number(taken.fromBonus ?? 0);
  const totalTaken = fromBonus + Number(taken.fromCash ?? 0);
  const bonusBack = totalTaken > 0 ? Math.min(paid, Math.ceil((fromBonus * paid) / totalTaken)) : 0;
  const cashBack = paid - bonusBack;
  const postings: PostingInput[] = [
    {
      account: operatorAccount('sales', input.productOfferKey, currency),
      amount: { amount: -input.lineTotal.amount, currency },
    },
    ...(bonusBack
      ? [{ account: customerAccount(input.customerId, 'bonus', currency), amount: { amount: bonusBack, currency } }]
      : []),
    ...(cashBack
      ? [{ account: customerAccount(input.customerId, 'cash', currency), amount: { amount: cashBack, currency } }]
      : []),
    ...(promoted && input.promotionKey
      ? [
          {
            account: operatorAccount('promotions', input.promotionKey, currency),
            amount: { amount: promoted, currency },
          },
        ]
      : []),
  ];
  return postJournal(deps, tx, {
    kind: 'refund',
    reference: input.reference,
    description: input.description,
    metadata: { checkoutId: input.checkoutId, bonusBack, cashBack, promoted },
    postings,
  });
}
