import { type Deposit, toCurrency, withRoundedColourDepth } from '@drawline/contracts';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  CARD_NOTIFY_PATH,
  type DepositInput,
  type DepositRow,
  type FundsModule,
  type GatewayPayment,
  type PreparedDeposit,
} from '../../modules/funds';
import type { LimitsModule } from '../../modules/limits';
import type { Wallet } from '../../modules/wallet';
import { AppError } from '../../platform/app-error';

export interface DepositDeps {
  db: Db;
  clock: Clock;
  funds: FundsModule;
  wallet: Wallet;
  limits: Pick<LimitsModule, 'checkDepositAllowed' | 'recordDeposit'>;
}

export interface DepositRequest extends DepositInput {
  /** The call's Idempotency-Key: the gateway takes one payment per key too. */
  idempotencyKey: string;
}

/**
 * A deposit's steps before its transaction (3-account.md §4 deposit flow): check the card and
 * the amount, then ask the gateway for the money. A declined payment ends here with the
 * gateway's message and nothing written.
 * Deposit limits and the break from play (modules/limits) are checked between the two, so no money
 * is taken that the limits refuse (docs/decisions/214).
 */
export async function askForDeposit(
  deps: DepositDeps,
  request: DepositRequest,
): Promise<{ prepared: PreparedDeposit; payment: GatewayPayment }> {
  const prepared = await deps.funds.prepareDeposit({
    customerId: request.customerId,
    currency: request.currency,
    methodCode: request.methodCode,
    fundId: request.fundId,
    amount: request.amount,
    gatewayKey: request.gatewayKey,
    forPurchase: request.forPurchase,
    nonce: request.nonce,
  });
  await deps.limits.checkDepositAllowed({ customerId: request.customerId, amount: prepared.amount });
  const payment = await prepared.gateway.charge({
    token: prepared.token,
    methodCode: prepared.methodCode,
    amount: prepared.amount.amount,
    currency: prepared.amount.currency,
    idempotencyKey: `${request.customerId}:${request.idempotencyKey}`,
    returnUrl: `${CARD_NOTIFY_PATH}?${new URLSearchParams({ gateway: prepared.gateway.key })}`,
  });
  if (payment.status === 'declined') {
    throw new AppError('payment_declined', payment.declineMessage ? { message: payment.declineMessage } : {});
  }
  if (payment.amount !== prepared.amount.amount || payment.currency !== prepared.amount.currency) {
    // A gateway answering another payment for our key: nothing is credited on its word.
    throw new AppError('idempotency_key_reused');
  }
  return { prepared, payment };
}

/**
 * A deposit by a stored card or a digital wallet (POST /funds/{id}/deposit and
 * /funds/{method}/{gatewayKey}/deposit), for its route and the pages' port alike: the gateway
 * asked first (askForDeposit), then the work that books it, run under the call's key.
 */
export async function startDeposit(
  deps: DepositDeps,
  request: DepositRequest & { metadata?: Record<string, string> },
): Promise<{ work: (tx: Tx) => Promise<Deposit> }> {
  const { metadata: sent, ...asking } = request;
  // The browser's colour depth kept to the list 3-D Secure takes, whatever the client sent (decision 492).
  const metadata = sent && withRoundedColourDepth(sent);
  const asked = await askForDeposit(deps, asking);
  return { work: async (tx) => deps.funds.depositOf(await bookDeposit(deps, tx, { ...asked, metadata })) };
}

/**
 * Writes the deposit the gateway took, in the caller's transaction; an approved payment credits
 * the wallet at once, a waiting one when its callback comes (completeCardAuthentication).
 */
export async function bookDeposit(
  deps: DepositDeps,
  tx: Tx,
  input: {
    prepared: PreparedDeposit;
    payment: GatewayPayment;
    metadata?: Record<string, string>;
    purchase?: Record<string, string> | null;
  },
): Promise<DepositRow> {
  const { deposit, created } = await deps.funds.recordDeposit(tx, input);
  return created && deposit.status === 'completed' ? creditDeposit(deps, tx, deposit) : deposit;
}

const depositDescriptions: Record<string, string> = {
  cc: 'Card deposit',
  bp: 'BPAY deposit',
  bd: 'Bank deposit',
  td: 'PayID transfer',
  dd: 'Direct debit deposit',
};

/** The deposit's money into the customer's cash, through the ledger, once (the journal's key). */
export async function creditDeposit(deps: DepositDeps, tx: Tx, deposit: DepositRow): Promise<DepositRow> {
  const amount = { amount: deposit.amount, currency: deposit.currency as 'AUD' };
  // Counted against the deposit limits when the money arrives, in the credit's transaction.
  await deps.limits.recordDeposit(tx, { customerId: deposit.customerId, amount, reference: deposit.id });
  const journal = await deps.wallet.depositToWallet(tx, {
    customerId: deposit.customerId,
    amount: { amount: deposit.amount, currency: toCurrency(deposit.currency) },
    gateway: deposit.gateway,
    reference: deposit.id,
    description: depositDescriptions[deposit.methodCode] ?? 'Digital wallet deposit',
    metadata: { depositId: deposit.id, methodCode: deposit.methodCode },
  });
  return deps.funds.recordDepositOutcome(tx, deposit.id, { transactionId: journal.journalId });
}

/**
 * The gateway's callback after 3-D Secure or a wallet approval (/3ds/notify). The browser's
 * word is not taken: the gateway is asked for the payment, and the deposit moves once from
 * waiting to its end in one transaction with its credit. A replayed callback finds it ended and
 * changes nothing. `afterCredit` runs in that transaction (a deposit-and-buy's purchase).
 */
export async function completeCardAuthentication(
  deps: DepositDeps,
  input: { gateway: string; reference: string; payment?: GatewayPayment },
  afterCredit?: (tx: Tx, deposit: DepositRow) => Promise<DepositRow>,
): Promise<DepositRow | null> {
  // A signed webhook brings the gateway's word with it; a browser's callback is checked with the gateway.
  const gateway = deps.funds.gateway(input.gateway);
  const payment = input.payment ?? (gateway ? await gateway.getPayment(input.reference) : null);
  return deps.db.transaction(async (tx) => {
    const current = await deps.funds.depositByReference(tx, input.gateway, input.reference);
    if (!payment || !current || payment.status === 'pending_authorisation') return current;
    // Only the payment that was asked for completes a deposit: never another amount or currency.
    if (payment.amount !== current.amount || payment.currency !== current.currency) return current;
    const moved = await deps.funds.settleDeposit(tx, {
      gateway: input.gateway,
      reference: input.reference,
      to: payment.status === 'approved' ? 'completed' : 'declined',
      message: payment.status === 'approved' ? null : payment.declineMessage,
    });
    if (!moved) return current;
    if (moved.status !== 'completed') return moved;
    const credited = await creditDeposit(deps, tx, moved);
    return afterCredit ? afterCredit(tx, credited) : credited;
  });
}
