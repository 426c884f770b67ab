import {
  type Currency,
  type Deposit,
  type DirectDebitMandate,
  type DirectDebitMandateBody,
  directDebitAgreementVersion,
  parseDepositAmount,
} from '@drawline/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { methodRules } from './card-rules';
import { type DepositRow, depositOf } from './deposits';
import { fundsDirectDebitDebits, fundsDirectDebitMandates } from './direct-debit.tables';
import type { FundsDeps } from './funds.deps';
import { fundsDeposits } from './funds.tables';

/** Direct debit's gateway key: its clearing account holds what the bank collected for the shop (decision 522). */
export const DIRECT_DEBIT_GATEWAY = 'direct_debit';

type MandateRow = typeof fundsDirectDebitMandates.$inferSelect;
type Customer = { customerId: string; currency: Currency };

/** Whether the customer can pay by direct debit: the shop's APCA user set up and an AUD wallet. */
export function directDebitOffered(deps: FundsDeps, currency: Currency): boolean {
  return Boolean(deps.directDebit) && currency === 'AUD';
}

function mandateOf(row: MandateRow): DirectDebitMandate {
  return {
    id: row.id,
    accountName: row.accountName,
    bsb: row.bsb,
    accountNumber: `•••${row.accountNumberLast3}`,
    agreementVersion: row.agreementVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

function offeredTo(deps: FundsDeps, customer: Customer): void {
  if (!directDebitOffered(deps, customer.currency)) throw new AppError('payment_method_unavailable');
}

/** The customer's active mandate, the one a deposit is collected under. */
const activeOf = (customerId: string) =>
  and(eq(fundsDirectDebitMandates.customerId, customerId), eq(fundsDirectDebitMandates.status, 'active'));

async function activeRow(deps: FundsDeps, customerId: string): Promise<MandateRow | undefined> {
  const [row] = await deps.db.select().from(fundsDirectDebitMandates).where(activeOf(customerId));
  return row;
}

/** GET /funds/dd/mandate: the customer's active mandate; not_found when there is none. */
export async function getMandate(deps: FundsDeps, customer: Customer): Promise<DirectDebitMandate> {
  offeredTo(deps, customer);
  const row = await activeRow(deps, customer.customerId);
  if (!row) throw new AppError('not_found', { message: 'You have no direct debit request.' });
  return mandateOf(row);
}

/**
 * POST /funds/dd/mandate: the customer's Direct Debit Request, the account number sealed. A new
 * request replaces the active one (cancelled in the same transaction); two at once leave one active.
 */
export async function saveMandate(
  deps: FundsDeps,
  customer: Customer,
  body: DirectDebitMandateBody,
): Promise<DirectDebitMandate> {
  offeredTo(deps, customer);
  const secrets = deps.secrets;
  if (!secrets) throw new AppError('payment_method_unavailable');
  if (body.agreementVersion !== directDebitAgreementVersion) {
    throw new AppError('validation_failed', {
      errors: [
        { target: 'agreementVersion', code: 'outdated', message: 'The service agreement has changed: read it again.' },
      ],
    });
  }
  const sealed = await secrets.encrypt(body.accountNumber);
  const digits = body.bsb.replace('-', '');
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await tx
      .update(fundsDirectDebitMandates)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(activeOf(customer.customerId));
    const [kept] = await tx
      .insert(fundsDirectDebitMandates)
      .values({
        id: deps.random.uuid(),
        customerId: customer.customerId,
        accountName: body.accountName,
        bsb: `${digits.slice(0, 3)}-${digits.slice(3)}`,
        accountNumberSealed: sealed,
        accountNumberLast3: body.accountNumber.slice(-3),
        agreementVersion: body.agreementVersion,
        status: 'active',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return kept;
  });
  if (!row) throw new AppError('conflict', { message: 'Another direct debit request was saved at the same time.' });
  return mandateOf(row);
}

/** DELETE /funds/dd/mandate: the active mandate cancelled; it is never collected again. */
export async function cancelMandate(deps: FundsDeps, customer: Customer): Promise<void> {
  offeredTo(deps, customer);
  const done = await deps.db
    .update(fundsDirectDebitMandates)
    .set({ status: 'cancelled', cancelledAt: deps.clock.now() })
    .where(activeOf(customer.customerId))
    .returning({ id: fundsDirectDebitMandates.id });
  if (done.length === 0) throw new AppError('not_found', { message: 'You have no direct debit request.' });
}

/** The deposit's amount in minor units, by direct debit's rules; refused in the envelope when outside them. */
export function directDebitAmount(deps: FundsDeps, customer: Customer, amount: string | number): number {
  offeredTo(deps, customer);
  const rules = methodRules('dd', customer.currency, [DIRECT_DEBIT_GATEWAY]);
  if (!rules) throw new AppError('payment_method_unavailable');
  const parsed = parseDepositAmount(amount, rules);
  if ('error' in parsed) {
    throw new AppError('validation_failed', {
      errors: [{ target: 'amount', code: 'amount_invalid', message: parsed.error }],
    });
  }
  return parsed.amount;
}

const REFERENCE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A deposit by direct debit (decision 522), in the caller's transaction: pending, moving no money,
 * under the customer's active mandate; its reference (DD and twelve characters) is the lodgement
 * reference of its debit in the collection file.
 */
export async function recordDirectDebitDeposit(
  deps: FundsDeps,
  tx: Tx,
  input: { customer: Customer; amount: number },
): Promise<DepositRow> {
  const { customerId, currency } = input.customer;
  const [mandate] = await tx
    .select({ id: fundsDirectDebitMandates.id })
    .from(fundsDirectDebitMandates)
    .where(activeOf(customerId));
  if (!mandate)
    throw new AppError('payment_method_unavailable', { message: 'Set up your direct debit request first.' });
  const reference = `DD${Array.from({ length: 12 }, () => REFERENCE_CHARS[deps.random.int(0, REFERENCE_CHARS.length)]).join('')}`;
  const [row] = await tx
    .insert(fundsDeposits)
    .values({
      id: deps.random.uuid(),
      customerId,
      methodCode: 'dd',
      fundId: null,
      gateway: DIRECT_DEBIT_GATEWAY,
      gatewayReference: reference,
      amount: input.amount,
      currency,
      status: 'pending_authorisation',
      metadata: { mandateId: mandate.id },
      createdAt: deps.clock.now(),
    })
    .returning();
  if (!row) throw new Error('The direct debit deposit was not written.');
  // Waiting for the next collection file (decision 523).
  await tx.insert(fundsDirectDebitDebits).values({
    depositId: row.id,
    customerId,
    mandateId: mandate.id,
    reference,
    amount: input.amount,
    createdAt: row.createdAt,
  });
  return row;
}

/**
 * GET /funds/dd/deposits: the customer's latest 20 deposits by direct debit, newest first (decision
 * 524): waiting for collection, collected, or cancelled with why (a dishonour's reason).
 */
export async function directDebitDeposits(deps: FundsDeps, customer: Customer): Promise<Deposit[]> {
  offeredTo(deps, customer);
  const rows = await deps.db
    .select()
    .from(fundsDeposits)
    .where(and(eq(fundsDeposits.customerId, customer.customerId), eq(fundsDeposits.methodCode, 'dd')))
    .orderBy(desc(fundsDeposits.createdAt))
    .limit(20);
  return rows.map(depositOf);
}
