import type { ErrorCode, Money } from '@drawline/contracts';
import type { SaleDraw, SaleSyndicate } from '../../modules/catalogue';
import { findSaleTerms } from '../../modules/catalogue';
import { claimPlacement, completePlacement, type RecurringRow, recordFailedAttempt } from '../../modules/recurring';
import { AppError } from '../../platform/app-error';
import { placeOrder } from '../checkout/place-order';
import { payByRecurringCard } from './pay-by-recurring-card';
import type { RecurringEngineDeps } from './recurring-flow.deps';
import { placementCartModule, recurringPurchaseCart } from './recurring-purchase-cart';
import { tellRecurringFailure } from './tell-recurring-failure';

/** What one attempt at a draw of a recurring purchase came to. */
export type PlacementOutcome =
  | { outcome: 'purchased'; checkoutId: string }
  /** Already bought or given up (another run, another process), paused or cancelled meanwhile: nothing done. */
  | { outcome: 'skipped' }
  /** An autoplay whose jackpot is below its minimum: it waits, which is no failure. */
  | { outcome: 'waiting' }
  /** The draw is no longer on sale: nothing to buy. */
  | { outcome: 'closed' }
  | { outcome: 'soft_failure' | 'hard_failure'; code: string };

/**
 * Refusals that end the attempt for this draw (hard, flagged for the customer); anything else,
 * insufficient funds first, is soft and retried on the engine's next run until the stop time.
 */
const hardCodes: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'spend_limit_exceeded',
  'deposit_limit_exceeded',
  'self_excluded',
  'customer_locked',
  'account_locked',
  'sold_out',
  'draw_closed',
  'cart_blocked',
  'cart_empty',
  'unprocessable',
  'not_found',
  'forbidden',
  'validation_failed',
]);

export function failureKindOf(err: unknown): { kind: 'soft_failure' | 'hard_failure'; code: string } {
  if (err instanceof AppError)
    return { kind: hardCodes.has(err.code) ? 'hard_failure' : 'soft_failure', code: err.code };
  // A serialization failure, a deadlock or a lost connection: nothing was written, try again.
  const sqlState = (err as { cause?: { code?: string } })?.cause?.code ?? (err as { code?: string })?.code;
  return { kind: 'soft_failure', code: sqlState ? `sqlstate_${sqlState}` : 'internal_error' };
}

/** The draw of the recurring purchase in the sale terms read now: a syndicate's share its draw's syndicate. */
function saleDrawOf(
  row: RecurringRow,
  terms: { draws: SaleDraw[]; syndicates: SaleSyndicate[] },
  drawId: string,
): { draw?: SaleDraw; syndicate: SaleSyndicate | null } {
  if (row.gameType !== 'syndicate') return { draw: terms.draws.find((d) => d.drawId === drawId), syndicate: null };
  const ofDraw = terms.syndicates.filter((s) => s.draw.drawId === drawId);
  const units = row.numGames * row.quantity;
  const syndicate = ofDraw.find((s) => s.sharesRemaining >= units) ?? ofDraw[0] ?? null;
  return { draw: syndicate?.draw, syndicate };
}

/**
 * Buys one draw of a recurring purchase (2-shopping.md §4 Recurring), as a real order through
 * the checkout's own placeOrder in one transaction: claim (recurring purchase, draw) first (the
 * primary key makes it once), then the checkout's rules (limits and self-exclusion, the wallet,
 * the draw on sale on the server's clock, stock caps, the ledger, the order confirmation), then
 * the claim completed with the order's checkout. A refusal rolls all of it back and is recorded
 * after: a hard one gives the draw up, a soft one is retried on the next run.
 */
export async function placeRecurringPurchase(
  deps: RecurringEngineDeps,
  row: RecurringRow,
  drawId: string,
  options: { fresh?: boolean } = {},
): Promise<PlacementOutcome> {
  const first = await attemptPlacement(deps, row, drawId);
  if (!('short' in first)) return tell(deps, row, drawId, first);
  // The wallet is short: the customer's unattended card pays the shortfall (decision 358), then one more try.
  const topUp = await payByRecurringCard(deps, row, drawId, { ...first.short, fresh: options.fresh ?? false });
  if (topUp?.paid) {
    const second = await attemptPlacement(deps, row, drawId);
    if (!('short' in second)) return tell(deps, row, drawId, second);
    return tell(
      deps,
      row,
      drawId,
      await refused(deps, row, drawId, second.short.drawDate, 'soft_failure', 'insufficient_funds'),
    );
  }
  const { kind, code } = topUp ?? { kind: 'soft_failure' as const, code: 'insufficient_funds' };
  return tell(deps, row, drawId, await refused(deps, row, drawId, first.short.drawDate, kind, code));
}

/** A failure is told to the customer once per draw (an email and an in-site message, tell-recurring-failure.ts). */
async function tell(
  deps: RecurringEngineDeps,
  row: RecurringRow,
  drawId: string,
  outcome: PlacementOutcome,
): Promise<PlacementOutcome> {
  if (outcome.outcome === 'soft_failure' || outcome.outcome === 'hard_failure') {
    await tellRecurringFailure(deps, row, drawId, outcome.code);
  }
  return outcome;
}

async function refused(
  deps: RecurringEngineDeps,
  row: RecurringRow,
  drawId: string,
  drawDate: Date,
  kind: 'soft_failure' | 'hard_failure',
  code: string,
): Promise<PlacementOutcome> {
  const now = deps.clock.now();
  await recordFailedAttempt(deps.db, {
    recurringPurchaseId: row.id,
    customerId: row.customerId,
    drawId,
    drawDate,
    kind,
    code,
    now,
  });
  return { outcome: kind, code };
}

/** The wallet did not hold the draw's price: what it held and what was needed, for the card to pay the rest. */
interface WalletShort {
  short: { total: Money; availableFunds: Money; drawDate: Date };
}

/** One try at the draw in one transaction; a wallet too short for it is answered (nothing written) for the card. */
async function attemptPlacement(
  deps: RecurringEngineDeps,
  row: RecurringRow,
  drawId: string,
): Promise<PlacementOutcome | WalletShort> {
  const now = deps.clock.now();
  let drawDate: Date | undefined;
  let total: Money | undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      const terms = (
        await findSaleTerms(tx, deps.catalogue, [row.productOfferKey], now, {
          syndicates: row.gameType === 'syndicate',
          lockDraws: true,
        })
      ).get(row.productOfferKey);
      const { draw, syndicate } = terms ? saleDrawOf(row, terms, drawId) : { draw: undefined, syndicate: null };
      if (!terms || !draw || draw.purchaseStatus === 'past_draw') return { outcome: 'closed' } as const;
      drawDate = draw.drawDate;
      if (row.minimumJackpotAmount !== null && (draw.prizePool?.amount ?? 0) < row.minimumJackpotAmount) {
        return { outcome: 'waiting' } as const;
      }
      const claim = { recurringPurchaseId: row.id, drawId, customerId: row.customerId, drawDate: draw.drawDate, now };
      if (!(await claimPlacement(tx, claim))) return { outcome: 'skipped' } as const;
      const purchase = recurringPurchaseCart(row, terms, draw, syndicate);
      total = purchase.total;
      const receipt = await placeOrder({ ...deps, cart: placementCartModule(deps.cart, purchase) }, tx, {
        customerId: row.customerId,
      });
      await completePlacement(tx, { recurringPurchaseId: row.id, drawId, checkoutId: receipt.checkoutId, now });
      return { outcome: 'purchased', checkoutId: receipt.checkoutId } as const;
    });
  } catch (err) {
    const { kind, code } = failureKindOf(err);
    // A fault of the database (a deadlock, a lost connection) is no refusal: retried quietly next run.
    if (!(err instanceof AppError)) return { outcome: 'soft_failure', code };
    if (drawDate === undefined) throw err;
    if (code === 'insufficient_funds' && total) {
      const { availableFunds } = await deps.wallet.getFunds(row.customerId, total.currency);
      return { short: { total, availableFunds, drawDate } };
    }
    await recordFailedAttempt(deps.db, {
      recurringPurchaseId: row.id,
      customerId: row.customerId,
      drawId,
      drawDate,
      kind,
      code,
      now,
    });
    return { outcome: kind, code };
  }
}
