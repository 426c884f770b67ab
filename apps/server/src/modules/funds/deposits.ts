import {
  type Currency,
  type Deposit,
  type DepositStatus,
  depositPurchaseRules,
  type Money,
  type PaymentMethodCode,
  parseDepositAmount,
  paymentMethodCodes,
} from '@drawline/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { isDigitalWallet, methodRules } from './card-rules';
import { canMoveDeposit } from './deposit-status';
import { customerCard } from './fund-view';
import { type FundsDeps, gatewayOf } from './funds.deps';
import { fundsDeposits } from './funds.tables';
import type { GatewayPayment, PaymentGateway } from './payment-gateway';

export type DepositRow = typeof fundsDeposits.$inferSelect;

/** A deposit checked and ready to be asked of its gateway. */
export interface PreparedDeposit {
  customerId: string;
  methodCode: PaymentMethodCode;
  fundId: string | null;
  gateway: PaymentGateway;
  token: string | null;
  amount: Money;
}

function amountRefused(message: string): AppError {
  return new AppError('validation_failed', { errors: [{ target: 'amount', code: 'amount_invalid', message }] });
}

/** What a customer asks to deposit, as the card and digital wallet deposit calls take it. */
export interface DepositInput {
  customerId: string;
  /** The customer's currency (the signed-in customer's): a deposit is taken in it. */
  currency: Currency;
  methodCode: string;
  /** The card for a card deposit; null for a digital wallet. */
  fundId: string | null;
  /** As the customer typed it, in major units. */
  amount: unknown;
  /** The gateway a digital wallet deposit was asked of (POST /funds/{method}/{gatewayKey}/deposit). */
  gatewayKey?: string;
  /** A deposit-and-buy's order and wallet: its minimum is what the wallet is short (docs/decisions/301). */
  forPurchase?: { orderTotal: Money; availableFunds: Money };
  /**
   * The payment was already asked of the card (a recurring charge a stopped run left unfinished):
   * the card is found even if the customer removed it since, so money the gateway took is booked.
   */
  alreadyAsked?: boolean;
  /** PayPal through Braintree (POST /funds/pl/braintree): the drop-in's one-time nonce (decision 488). */
  nonce?: string;
}

/**
 * The checks of a deposit before any money is asked for: the customer's own card (or a digital
 * wallet), and the amount in the method's rules with the spec's field messages (3-account.md §5).
 */
export async function prepareDeposit(deps: FundsDeps, input: DepositInput): Promise<PreparedDeposit> {
  const { customerId } = input;
  const methodCode = paymentMethodCodes.find((c) => c === input.methodCode);
  const { currency } = input;
  let gateway: PaymentGateway | undefined;
  let token: string | null = null;
  let fundId: string | null = null;
  if (methodCode === 'cc') {
    const card = await customerCard(deps.db, customerId, input.fundId ?? '', { evenIfRemoved: input.alreadyAsked });
    gateway = gatewayOf(deps, card.gateway);
    token = card.token;
    fundId = card.id;
  } else if (methodCode === 'pl' && input.nonce !== undefined) {
    gateway = deps.braintree ?? undefined;
    token = input.nonce;
  } else if (methodCode && isDigitalWallet(methodCode)) {
    gateway = deps.walletGateway ?? undefined;
  }
  if (input.gatewayKey !== undefined && gateway?.key !== input.gatewayKey) gateway = undefined;
  const methodTerms = methodCode && gateway ? methodRules(methodCode, currency, [gateway.key]) : null;
  if (!methodCode || !gateway || !methodTerms?.enabled) throw new AppError('payment_method_unavailable');
  const rules = input.forPurchase
    ? depositPurchaseRules(methodTerms, input.forPurchase.orderTotal, input.forPurchase.availableFunds)
    : methodTerms;
  const parsed = parseDepositAmount(input.amount, rules);
  if ('error' in parsed) throw amountRefused(parsed.error);
  return { customerId, methodCode, fundId, gateway, token, amount: { amount: parsed.amount, currency } };
}

/**
 * Writes the deposit a gateway took (approved, or waiting for the customer). Answers the row and
 * whether it is new: a deposit already written for the gateway's payment is answered as it is.
 */
export async function recordDeposit(
  deps: FundsDeps,
  tx: Tx,
  input: {
    prepared: PreparedDeposit;
    payment: GatewayPayment;
    metadata?: Record<string, string>;
    purchase?: Record<string, string> | null;
  },
): Promise<{ deposit: DepositRow; created: boolean }> {
  const { prepared, payment } = input;
  if (payment.status === 'declined') throw new Error('A declined payment is not a deposit.');
  const [created] = await tx
    .insert(fundsDeposits)
    .values({
      id: deps.random.uuid(),
      customerId: prepared.customerId,
      methodCode: prepared.methodCode,
      fundId: prepared.fundId,
      gateway: prepared.gateway.key,
      gatewayReference: payment.reference,
      amount: prepared.amount.amount,
      currency: prepared.amount.currency,
      status: payment.status === 'approved' ? 'completed' : 'pending_authorisation',
      authorisationUrl: payment.authorisationUrl,
      metadata: input.metadata ?? {},
      purchase: input.purchase === undefined ? null : (input.purchase ?? {}),
      createdAt: deps.clock.now(),
      completedAt: payment.status === 'approved' ? deps.clock.now() : null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { deposit: created, created: true };
  const existing = await depositByReference(tx, prepared.gateway.key, payment.reference);
  if (!existing || existing.customerId !== prepared.customerId) throw new Error('A gateway payment was reused.');
  return { deposit: existing, created: false };
}

export async function depositByReference(db: Db | Tx, gateway: string, reference: string): Promise<DepositRow | null> {
  const [row] = await db
    .select()
    .from(fundsDeposits)
    .where(and(eq(fundsDeposits.gateway, gateway), eq(fundsDeposits.gatewayReference, reference)));
  return row ?? null;
}

/**
 * Ends a waiting deposit with the gateway's word. The move is a conditional update, so of two
 * callbacks for one payment only one moves it: the other answers null and changes nothing.
 */
export async function settleDeposit(
  deps: FundsDeps,
  tx: Tx,
  input: { gateway: string; reference: string; to: DepositStatus; message: string | null },
): Promise<DepositRow | null> {
  if (!canMoveDeposit('pending_authorisation', input.to)) throw new Error(`No deposit ends as ${input.to}.`);
  const [moved] = await tx
    .update(fundsDeposits)
    .set({
      status: input.to,
      message: input.message,
      authorisationUrl: null,
      completedAt: input.to === 'completed' ? deps.clock.now() : null,
    })
    .where(
      and(
        eq(fundsDeposits.gateway, input.gateway),
        eq(fundsDeposits.gatewayReference, input.reference),
        eq(fundsDeposits.status, 'pending_authorisation'),
      ),
    )
    .returning();
  return moved ?? null;
}

/** What followed a completed deposit: the wallet's journal, and for a deposit-and-buy the purchase. */
export async function recordDepositOutcome(
  tx: Tx,
  depositId: string,
  outcome: { transactionId?: string; checkoutId?: string; purchaseError?: { code: string; message: string } },
): Promise<DepositRow> {
  const [row] = await tx
    .update(fundsDeposits)
    .set({
      ...(outcome.transactionId && { transactionId: outcome.transactionId }),
      ...(outcome.checkoutId && { checkoutId: outcome.checkoutId }),
      ...(outcome.purchaseError && {
        purchaseErrorCode: outcome.purchaseError.code,
        purchaseErrorMessage: outcome.purchaseError.message,
      }),
    })
    .where(eq(fundsDeposits.id, depositId))
    .returning();
  if (!row) throw new Error('The deposit vanished.');
  return row;
}

/** A customer's own deposit, by its id or its ledger transaction's; anyone else's answers as not found. */
export async function getDeposit(
  db: Db,
  customerId: string,
  by: { depositId: string } | { transactionId: string },
): Promise<Deposit> {
  const which =
    'depositId' in by ? eq(fundsDeposits.id, by.depositId) : eq(fundsDeposits.transactionId, by.transactionId);
  const [row] = await db
    .select()
    .from(fundsDeposits)
    .where(and(which, eq(fundsDeposits.customerId, customerId)));
  if (!row) throw new AppError('deposit_not_found');
  return depositOf(row);
}

export function depositOf(row: DepositRow): Deposit {
  return {
    depositId: row.id,
    status: row.status as DepositStatus,
    amount: { amount: row.amount, currency: row.currency as Currency },
    methodCode: row.methodCode as PaymentMethodCode,
    fundId: row.fundId,
    authorisationUrl: row.status === 'pending_authorisation' ? row.authorisationUrl : null,
    message: row.message,
    transactionId: row.transactionId,
    checkoutId: row.checkoutId,
    purchaseError:
      row.purchaseErrorCode && row.purchaseErrorMessage
        ? { code: row.purchaseErrorCode, message: row.purchaseErrorMessage }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
