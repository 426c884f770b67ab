import type { Money } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { customerAccount, operatorAccount } from './accounts';
import { lockAccounts } from './lock-accounts';
import { writeJournal } from './post-journal';
import type { WalletDeps } from './wallet.deps';

export interface PrizeCorrectionInput {
  /** `<resultCorrectionId>:<winningId>`: one correction journal per win and correction. */
  reference: string;
  customerId: string;
  /** The product offer whose prizes_payable account paid the prize. */
  productOfferKey: string;
  /** Signed: what the win is worth now less what was paid for it. */
  amount: Money;
  /** A held win is corrected in pending_winnings, any other in cash. */
  held: boolean;
  description: string;
  metadata?: Record<string, unknown>;
}

export interface PrizeCorrection {
  /** The journal booked; null when nothing could be moved (a claw-back from an empty account). */
  journalId: string | null;
  /** Cents moved to the customer (positive) or taken back (negative). */
  booked: number;
  /** Cents of a claw-back the account did not hold: left with the customer and recorded. */
  unrecovered: number;
}

/**
 * A won prize corrected after payment (docs/decisions/261): one `correction` journal between the
 * offer's prizes_payable and the customer's cash (pending_winnings while held). A rise is paid in
 * full; a claw-back takes at most what the account holds, never driving it below zero, and the
 * rest is answered as unrecovered for the operator to pursue outside the wallet.
 */
export async function correctPrize(deps: WalletDeps, tx: Tx, input: PrizeCorrectionInput): Promise<PrizeCorrection> {
  const { amount, currency } = input.amount;
  if (!Number.isSafeInteger(amount) || amount === 0) {
    throw new AppError('ledger_invalid_posting', {
      message: `A prize correction must be whole, non-zero (got ${amount}).`,
    });
  }
  const payable = operatorAccount('prizes_payable', input.productOfferKey, currency);
  const customer = customerAccount(input.customerId, input.held ? 'pending_winnings' : 'cash', currency);
  const balances = await lockAccounts(deps, tx, [payable, customer]);
  const booked = amount > 0 ? amount : -Math.min(-amount, balances.get(customer.id) ?? 0);
  if (booked === 0) return { journalId: null, booked: 0, unrecovered: -amount };
  const journal = await writeJournal(
    deps,
    tx,
    {
      kind: 'correction',
      reference: input.reference,
      description: input.description,
      metadata: { ...input.metadata, held: input.held, corrected: amount, unrecovered: booked - amount },
      postings: [
        { account: payable, amount: { amount: -booked, currency } },
        { account: customer, amount: { amount: booked, currency } },
      ],
    },
    balances,
  );
  return { journalId: journal.journalId, booked, unrecovered: booked - amount };
}
