import { type Money, toCurrency } from '@drawline/contracts';
import { CARD_NOTIFY_PATH, type GatewayPayment, type PreparedDeposit } from '../../modules/funds';
import {
  beginCharge,
  latestCharge,
  markChargeBooked,
  markChargeDeclined,
  type RecurringChargeRow,
  type RecurringRow,
  recurringMethodOf,
  unfinishedCharges,
} from '../../modules/recurring';
import { AppError } from '../../platform/app-error';
import { bookDeposit } from '../deposits/deposit';
import type { RecurringPaymentDeps } from './recurring-flow.deps';

/** What asking the customer's unattended card came to. */
export type CardTopUp = { paid: true } | { paid: false; kind: 'soft_failure' | 'hard_failure'; code: string };

/** Only insufficient funds on the card is worth asking again (later); every other refusal is hard. */
const SOFT_CARD_CODES = new Set(['card_insufficient_funds']);
/** An insufficient-funds card is asked again by the engine no sooner than this (the customer's sync asks at once). */
export const CARD_RETRY_AFTER_MS = 6 * 3_600_000;
/** A charge asked this long ago and never finished was left by a process that stopped. */
const UNFINISHED_AFTER_MS = 60_000;

const failure = (code: string): CardTopUp => ({
  paid: false,
  kind: SOFT_CARD_CODES.has(code) || code === 'insufficient_funds' ? 'soft_failure' : 'hard_failure',
  code,
});

/** The gateway's decline in our words (the failure codes of decision 358). */
function declineCodeOf(payment: GatewayPayment): string {
  if (payment.status === 'pending_authorisation') return 'card_authentication_required';
  switch (payment.declineCode) {
    case 'insufficient_funds':
      return 'card_insufficient_funds';
    case 'expired_card':
      return 'card_expired';
    case 'authentication_required':
    case 'authentication_failed':
      return 'card_authentication_required';
    default:
      return 'card_declined';
  }
}

const chargeKey = (row: { id: string }, drawId: string, attempt: number) => `rcp_${row.id}_${drawId}_${attempt}`;

/**
 * The wallet is short for a draw of a recurring purchase: the customer's chosen card is charged
 * the shortfall as a merchant-initiated payment without them (3-account.md §7
 * recurring-purchase-method; decision 358), and the money booked to the wallet as a deposit, in
 * the deposit's own transaction, before the placement buys from the wallet. Null when the customer
 * chose no card (the wallet alone). Once per draw: the charge is written before the gateway is
 * asked, keyed by (recurring purchase, draw, attempt), so a rerun, a second process or a run after
 * a kill asks with the same key and gets the same payment; a new attempt follows only a decline.
 */
export async function payByRecurringCard(
  deps: RecurringPaymentDeps,
  row: RecurringRow,
  drawId: string,
  need: { total: Money; availableFunds: Money; fresh: boolean },
): Promise<CardTopUp | null> {
  const fundId = await recurringMethodOf(deps.db, row.customerId);
  if (!fundId) return null;
  const now = deps.clock.now();
  const last = await latestCharge(deps.db, row.id, drawId);
  if (last?.status === 'asked') return finishCharge(deps, last);
  // The money for this draw came in once (maybe by another run a moment ago): never a second
  // charge for one draw; the placement tries the wallet again, and if it was spent since, fails soft.
  if (last?.status === 'booked') return { paid: true };
  if (last?.status === 'declined' && last.fundId === fundId) {
    const code = last.failureCode ?? 'card_declined';
    const askAgain =
      SOFT_CARD_CODES.has(code) && (need.fresh || now.getTime() - last.updatedAt.getTime() >= CARD_RETRY_AFTER_MS);
    if (!askAgain) return failure(code);
  }
  const shortfall = need.total.amount - need.availableFunds.amount;
  if (shortfall <= 0) return { paid: true };
  const prepared = await prepare(deps, row.customerId, fundId, { amount: shortfall, currency: need.total.currency });
  if ('code' in prepared) return failure(prepared.code);
  try {
    // The deposit limits and the break from play are kept before any money is asked (decision 214).
    await deps.limits.checkDepositAllowed({ customerId: row.customerId, amount: prepared.amount });
  } catch (err) {
    if (err instanceof AppError) return failure(err.code);
    throw err;
  }
  const attempt = (last?.attempt ?? 0) + 1;
  const charge = await beginCharge(deps.db, {
    recurringPurchaseId: row.id,
    drawId,
    attempt,
    customerId: row.customerId,
    fundId,
    amount: prepared.amount.amount,
    currency: prepared.amount.currency,
    idempotencyKey: chargeKey(row, drawId, attempt),
    createdAt: now,
  });
  return finishCharge(deps, charge, prepared);
}

/**
 * Asks the gateway for an asked charge (again, with its key: the same payment), then books an
 * approved one as a deposit with its ledger journal and marks the charge booked, in one
 * transaction; a deposit already booked for the payment is not booked again.
 */
async function finishCharge(
  deps: RecurringPaymentDeps,
  charge: RecurringChargeRow,
  preparedNow?: PreparedDeposit,
): Promise<CardTopUp> {
  const now = deps.clock.now();
  const amount = { amount: charge.amount, currency: toCurrency(charge.currency) };
  // A charge asked by an earlier run may have taken the money: it is asked again with its key (the
  // same payment) even if the card was removed or expired since, so what the gateway took is booked.
  const prepared =
    preparedNow ?? (await prepare(deps, charge.customerId, charge.fundId, amount, { alreadyAsked: true }));
  if ('code' in prepared) {
    await markChargeDeclined(deps.db, charge.idempotencyKey, {
      gatewayReference: null,
      failureCode: prepared.code,
      now,
    });
    return failure(prepared.code);
  }
  const payment = await prepared.gateway.charge({
    token: prepared.token,
    methodCode: 'cc',
    amount: charge.amount,
    currency: amount.currency,
    idempotencyKey: `${charge.customerId}:${charge.idempotencyKey}`,
    returnUrl: `${CARD_NOTIFY_PATH}?${new URLSearchParams({ gateway: prepared.gateway.key })}`,
    offSession: true,
  });
  if (payment.status !== 'approved') {
    const code = declineCodeOf(payment);
    await markChargeDeclined(deps.db, charge.idempotencyKey, {
      gatewayReference: payment.reference,
      failureCode: code,
      now,
    });
    return failure(code);
  }
  if (payment.amount !== charge.amount || payment.currency !== charge.currency) {
    throw new Error('The gateway answered another payment for a recurring charge key.');
  }
  await deps.db.transaction(async (tx) => {
    const deposit = await bookDeposit(deps, tx, {
      prepared: { ...prepared, amount },
      payment,
      metadata: { recurringPurchaseId: charge.recurringPurchaseId, drawId: charge.drawId, offSession: 'true' },
    });
    await markChargeBooked(tx, charge.idempotencyKey, {
      gatewayReference: payment.reference,
      depositId: deposit.id,
      now,
    });
  });
  return { paid: true };
}

/** Cents as the deposit's typed amount ("12.05"). */
const majorUnits = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The card made ready to charge (the funds module's checks), or the failure code that stops it. */
async function prepare(
  deps: RecurringPaymentDeps,
  customerId: string,
  fundId: string,
  amount: Money,
  { alreadyAsked = false }: { alreadyAsked?: boolean } = {},
): Promise<PreparedDeposit | { code: string }> {
  try {
    if (!alreadyAsked) {
      const card = await deps.funds.customerCard(customerId, fundId);
      // A card is good to the end of its expiry month: an expired one is not even asked.
      if (Date.UTC(card.expiryYear, card.expiryMonth, 1) <= deps.clock.now().getTime()) return { code: 'card_expired' };
    }
    return await deps.funds.prepareDeposit({
      alreadyAsked,
      customerId,
      currency: amount.currency,
      methodCode: 'cc',
      fundId,
      amount: majorUnits(amount.amount),
      // The charge is what the wallet is short, so the card's minimum never asks for more (decision 301's rule).
      forPurchase: { orderTotal: amount, availableFunds: { amount: 0, currency: amount.currency } },
    });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === 'fund_not_found') return { code: 'card_removed' };
    // The shortfall outside the card's deposit rules (over its maximum): the card cannot pay it.
    if (err.code === 'validation_failed' || err.code === 'payment_method_unavailable') return { code: 'card_declined' };
    return { code: err.code };
  }
}

/**
 * Charges asked and never finished by a process that stopped (a kill between asking the gateway
 * and booking): asked again with their keys (the same payments) and booked, so money a gateway
 * took always reaches the wallet, even for a draw that closed meanwhile.
 */
export async function finishUnfinishedCharges(deps: RecurringPaymentDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNFINISHED_AFTER_MS);
  let finished = 0;
  for (const charge of await unfinishedCharges(deps.db, before, 100)) {
    await finishCharge(deps, charge);
    finished++;
  }
  return finished;
}
