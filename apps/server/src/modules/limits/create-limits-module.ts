import type { Currency, Money, SelfExclusionPeriod } from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { notFound } from '../../platform/app-error';
import { claimActivityStatement } from './activity-statements-sent';
import {
  assertCanSpend,
  assertDepositAllowed,
  cartLimitBlockers,
  checkDepositAllowed,
  lockLimitsForSpend,
  recordDeposit,
} from './check-limits';
import { lockLimitsForSpendBatch } from './check-limits-batch';
import { getLimits, getPrecommitment, type LimitsOf } from './get-limits';
import type { LimitKind } from './limit-rules';
import { type LimitState, limitStatePart, limitsInForce } from './limit-store';
import type { LimitsDeps } from './limits.deps';
import { isExcludedFromMarketing, marketingAudience } from './marketing';
import { cancelLimitChange, removeLimit } from './remove-limit';
import { getSelfExclusion, selfExclude } from './self-exclusion';
import { setLimit } from './set-limit';

/**
 * The limits module (2-shopping.md spend limits and pre-commitment; 3-account.md wallet limits):
 * the customer's limits and break from play, and the checks every purchase and deposit path
 * makes inside its transaction.
 */
export function createLimitsModule(deps: LimitsDeps) {
  const precommitmentId = async (customerId: string) => {
    const [limit] = await limitsInForce(deps.db, customerId, ['precommitment'], deps.clock.now());
    if (!limit) throw notFound('The pre-commitment limit');
    return limit.id;
  };
  return {
    /** The customer's limits of one kind; `currency` is the customer's (the signed-in customer's, or identity's for staff). */
    getLimits: (customerId: string, currency: Currency, of: LimitsOf) => getLimits(deps, customerId, currency, of),
    getPrecommitment: (customerId: string) => getPrecommitment(deps, customerId),
    setLimit: (input: Parameters<typeof setLimit>[1]) => setLimit(deps, input),
    removeLimit: (input: { customerId: string; kinds: readonly LimitKind[]; limitId: string }) =>
      removeLimit(deps, input),
    cancelLimitChange: (input: { customerId: string; kinds: readonly LimitKind[]; limitId: string }) =>
      cancelLimitChange(deps, input),
    removePrecommitment: async (customerId: string) =>
      removeLimit(deps, { customerId, kinds: ['precommitment'], limitId: await precommitmentId(customerId) }),
    cancelPrecommitmentChange: async (customerId: string) =>
      cancelLimitChange(deps, { customerId, kinds: ['precommitment'], limitId: await precommitmentId(customerId) }),
    getSelfExclusion: (customerId: string) => getSelfExclusion(deps, customerId),
    selfExclude: (input: { customerId: string; period: SelfExclusionPeriod }) => selfExclude(deps, input),

    /** The monthly statements (flows/statements): marks a month's statement sent, in its email's transaction. */
    claimActivityStatement: (tx: Tx, input: { customerId: string; month: string }) =>
      claimActivityStatement(tx, { ...input, now: deps.clock.now() }),

    /**
     * The cart's blockedReasons from the limits, for a cart of `amount` (no lock: the purchase
     * checks again). When the customer's `availableFunds` (the wallet's) fall short, the deposit
     * that would make it up must pass the deposit limits too (deposit-and-buy). The cart's read
     * (queries/read-cart.ts) brings the funds (docs/decisions/327).
     */
    purchaseBlockedReasons: async (input: { customerId: string; amount: Money; availableFunds: Money }) => {
      const blockers = await cartLimitBlockers(deps, deps.db, { ...input, now: deps.clock.now() });
      return Object.fromEntries(blockers.map((b) => [b.reasonId, b.message]));
    },

    // For the flows, inside their transaction (docs/decisions/212):
    /** Refuses a purchase past a limit or during a break, and counts it; locks the customer's limit row. */
    assertCanSpend: (tx: Tx, input: { customerId: string; amount: Money; now: Date; reference: string }) =>
      assertCanSpend(deps, tx, input),
    /** assertCanSpend in parts, for a flow that sends its reads and writes together (docs/decisions/336). */
    lockForSpend: (
      tx: Tx,
      input: { customerId: string; amount: Money; now: Date; reference: string },
      locked?: LimitState,
    ) => lockLimitsForSpend(deps, tx, input, locked),
    /** The customer's limit row locked as a part of the flow's earlier statement (decision 513), for lockForSpend. */
    limitStatePart,
    /** lockForSpend for a batch of customers (decision 417): their rows locked in id order, read at once, judged by the same rule. */
    lockForSpendBatch: (tx: Tx, input: { customerIds: readonly string[]; currency: Currency; now: Date }) =>
      lockLimitsForSpendBatch(deps, tx, input),
    /** Refuses a deposit past a deposit limit or during a break, and counts it; locks the customer's limit row. */
    assertDepositAllowed: (tx: Tx, input: { customerId: string; amount: Money; now: Date; reference: string }) =>
      assertDepositAllowed(deps, tx, input),

    /** Before a gateway takes a deposit's money: refuses one past a deposit limit or during a break. */
    checkDepositAllowed: (input: { customerId: string; amount: Money }) =>
      checkDepositAllowed(deps, { ...input, now: deps.clock.now() }),
    /** When a deposit's money arrives, in its credit's transaction: counts it against the deposit limits, once. */
    recordDeposit: (tx: Tx, input: { customerId: string; amount: Money; reference: string }) =>
      recordDeposit(tx, { ...input, now: deps.clock.now() }),

    /** Marketing sends ask these (docs/decisions/213). */
    isExcludedFromMarketing: (customerId: string) => isExcludedFromMarketing(deps.db, customerId, deps.clock.now()),
    marketingAudience: (customerIds: readonly string[]) => marketingAudience(deps.db, customerIds, deps.clock.now()),
  };
}
export type LimitsModule = ReturnType<typeof createLimitsModule>;
