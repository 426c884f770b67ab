import type { z } from 'zod';
import type {
  LimitPeriod,
  LimitsAnswer,
  limitChangeBodySchema,
  PrecommitmentAnswer,
  SelfExclusionAnswer,
  selfExclusionRequestSchema,
} from './limits';

/** Which limits a spend or deposit limit call is on: /spend-limits or /deposit-limits. */
export type LimitKind = 'spend' | 'deposit';

/**
 * The pages' port's responsible gambling calls (2-shopping.md §7: spend and deposit limits, the
 * pre-commitment limit, the break from play), as the storefront's limits forms make them; part
 * of PlatformPort (platform-port.ts, docs/decisions/326). Each answers what its call answers: the
 * limits as they now stand. A refused change is the call's 422.
 */
export interface LimitsPort {
  /** PUT /{kind}-limits/{period} (a form) */
  addLimit(kind: LimitKind, period: LimitPeriod, body: z.input<typeof limitChangeBodySchema>): Promise<LimitsAnswer>;
  /** POST /{kind}-limits/{period} (a form) */
  changeLimit(kind: LimitKind, period: LimitPeriod, body: z.input<typeof limitChangeBodySchema>): Promise<LimitsAnswer>;
  /** DELETE /{kind}-limits/{id}: the limit ends after its cooling-off period. */
  removeLimit(kind: LimitKind, limitId: string): Promise<LimitsAnswer>;
  /** DELETE /{kind}-limits/{id}/pending: the waiting change is cancelled. */
  cancelLimitChange(kind: LimitKind, limitId: string): Promise<LimitsAnswer>;
  /** POST /precommitment (a form) */
  setPrecommitment(body: z.input<typeof limitChangeBodySchema>): Promise<PrecommitmentAnswer>;
  /** DELETE /precommitment */
  removePrecommitment(): Promise<PrecommitmentAnswer>;
  /** DELETE /precommitment/pending */
  cancelPrecommitmentChange(): Promise<PrecommitmentAnswer>;
  /** POST /self-exclusion */
  selfExclude(body: z.input<typeof selfExclusionRequestSchema>): Promise<SelfExclusionAnswer>;
}
