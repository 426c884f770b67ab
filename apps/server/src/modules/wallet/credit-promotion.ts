import type { Money } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { customerAccount, operatorAccount } from './accounts';
import { type PostedJournal, postJournal } from './post-journal';
import type { WalletDeps } from './wallet.deps';

export interface PromotionCreditInput {
  customerId: string;
  amount: Money;
  /** The promotion that pays for it (a voucher code, `demo_welcome`…): its own operator account. */
  promotionKey: string;
  /** The cause; a promotion is credited once per reference (`<promotion>:<customerId>` for once per customer). */
  reference: string;
  /** Promotional credit goes to bonus (spendable, not withdrawable) unless the promotion pays cash. */
  to?: 'bonus' | 'cash';
  description?: string;
  metadata?: Record<string, unknown>;
}

/** The operator gives the customer money from a promotion, inside the caller's transaction. */
export async function creditPromotion(deps: WalletDeps, tx: Tx, input: PromotionCreditInput): Promise<PostedJournal> {
  const { amount, currency } = input.amount;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new AppError('ledger_invalid_posting', { message: `A promotional credit must be positive (got ${amount}).` });
  }
  const to = input.to ?? 'bonus';
  return postJournal(deps, tx, {
    kind: 'promotional_credit',
    reference: input.reference,
    description: input.description ?? 'Promotional credit',
    metadata: { ...input.metadata, promotionKey: input.promotionKey, to },
    postings: [
      { account: operatorAccount('promotions', input.promotionKey, currency), amount: { amount: -amount, currency } },
      { account: customerAccount(input.customerId, to, currency), amount: input.amount },
    ],
  });
}
