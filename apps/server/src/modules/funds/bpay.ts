import {
  type BpayDetails,
  type BpayFileLine,
  type BpayPayment,
  type Currency,
  crnCheckDigit,
} from '@drawline/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { fundsBpayPayments, fundsBpayReferences } from './bpay.tables';
import type { DepositRow } from './deposits';
import type { FundsDeps } from './funds.deps';
import { fundsDeposits } from './funds.tables';

/** BPAY's gateway key: its clearing account holds what the bank received for the shop (decision 530). */
export const BPAY_GATEWAY = 'bpay';

/** Whether the customer can pay by BPAY: a biller code configured and an AUD wallet (BPAY is Australian). */
export function bpayOffered(deps: FundsDeps, currency: Currency): boolean {
  return Boolean(deps.bpayBillerCode) && currency === 'AUD';
}

/** GET /funds/bp/bpay: the biller code and the customer's own reference, issued the first time it is asked for. */
export async function bpayDetails(
  deps: FundsDeps,
  customer: { customerId: string; currency: Currency },
): Promise<BpayDetails> {
  const billerCode = deps.bpayBillerCode;
  if (!billerCode || !bpayOffered(deps, customer.currency)) throw new AppError('payment_method_unavailable');
  return { billerCode, customerReference: await customerReferenceOf(deps, customer.customerId) };
}

/**
 * The customer's own reference (decision 530), issued the first time it is asked for: BPAY's CRN,
 * quoted too on a bank deposit or PayID transfer (decision 519).
 */
export async function customerReferenceOf(deps: FundsDeps, customerId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [kept] = await deps.db
      .select({ customerReference: fundsBpayReferences.customerReference })
      .from(fundsBpayReferences)
      .where(eq(fundsBpayReferences.customerId, customerId));
    if (kept) return kept.customerReference;
    // Nine random digits (no leading zero) and the check digit; a reference taken by another is drawn again.
    const body = String(deps.random.int(100_000_000, 1_000_000_000));
    await deps.db
      .insert(fundsBpayReferences)
      .values({ customerId, customerReference: body + crnCheckDigit(body), createdAt: deps.clock.now() })
      .onConflictDoNothing();
  }
  throw new Error('No customer reference could be issued.');
}

/**
 * Keeps an imported payment once by the bank's reference, in the import's transaction: null when
 * it was imported before (nothing is done twice), else the customer its reference names, if any.
 */
export async function keepBpayPayment(
  deps: FundsDeps,
  tx: Tx,
  line: BpayFileLine,
  importedBy: string,
): Promise<{ customerId: string | null } | null> {
  const [owner] = await tx
    .select({ customerId: fundsBpayReferences.customerId })
    .from(fundsBpayReferences)
    .where(eq(fundsBpayReferences.customerReference, line.customerReference));
  const [kept] = await tx
    .insert(fundsBpayPayments)
    .values({
      ...line,
      customerId: owner?.customerId ?? null,
      currency: 'AUD',
      status: 'waiting',
      reason: owner ? null : 'unknown_reference',
      importedBy,
      importedAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ bankReference: fundsBpayPayments.bankReference });
  return kept ? { customerId: owner?.customerId ?? null } : null;
}

/** The payment's end in its import: credited by its deposit, or waiting with why. */
export async function markBpayPayment(
  tx: Tx,
  bankReference: string,
  outcome: { depositId: string } | { reason: string },
): Promise<void> {
  await tx
    .update(fundsBpayPayments)
    .set('depositId' in outcome ? { status: 'credited', depositId: outcome.depositId, reason: null } : outcome)
    .where(eq(fundsBpayPayments.bankReference, bankReference));
}

/** The deposit a BPAY payment makes: completed when written (the bank already has the money). */
export function recordBpayDeposit(
  deps: FundsDeps,
  tx: Tx,
  input: { customerId: string; line: BpayFileLine },
): Promise<DepositRow> {
  const { line } = input;
  return recordImportedDeposit(deps, tx, {
    customerId: input.customerId,
    methodCode: 'bp',
    gateway: BPAY_GATEWAY,
    gatewayReference: line.bankReference,
    amount: line.amount,
    paidOn: line.paidOn,
  });
}

/** A deposit a bank's file or statement brings (BPAY, decision 530; bd and td, 519): completed when written. */
export async function recordImportedDeposit(
  deps: FundsDeps,
  tx: Tx,
  input: {
    customerId: string;
    methodCode: string;
    gateway: string;
    gatewayReference: string;
    amount: number;
    paidOn: string;
  },
): Promise<DepositRow> {
  const now = deps.clock.now();
  const { paidOn, ...deposit } = input;
  const [row] = await tx
    .insert(fundsDeposits)
    .values({
      ...deposit,
      id: deps.random.uuid(),
      fundId: null,
      currency: 'AUD',
      status: 'completed',
      metadata: { paidOn },
      createdAt: now,
      completedAt: now,
    })
    .returning();
  if (!row) throw new Error(`The ${input.methodCode} deposit was not written.`);
  return row;
}

/** The console's list: the payments waiting for finance first, then the latest credited, 100 at most. */
export async function listBpayPayments(deps: FundsDeps): Promise<BpayPayment[]> {
  const rows = await deps.db
    .select()
    .from(fundsBpayPayments)
    .orderBy(desc(eq(fundsBpayPayments.status, 'waiting')), desc(fundsBpayPayments.importedAt))
    .limit(100);
  return rows.map((r) => ({
    bankReference: r.bankReference,
    customerReference: r.customerReference,
    amount: { amount: r.amount, currency: r.currency as Currency },
    paidOn: r.paidOn,
    status: r.status as BpayPayment['status'],
    reason: r.reason,
    importedAt: r.importedAt.toISOString(),
  }));
}
