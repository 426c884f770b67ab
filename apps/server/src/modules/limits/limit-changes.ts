import type {
  Currency,
  LimitPeriod,
  LimitsAnswer,
  PrecommitmentAnswer,
  SelfExclusionAnswer,
  SelfExclusionRequest,
} from '@drawline/contracts';
import type { LimitsModule } from './create-limits-module';

/** The customer a change is for, with their wallet's currency (limits are kept in it). */
export interface LimitsCustomer {
  customerId: string;
  currency: Currency;
}

/**
 * The customer's limit changes (2-shopping.md §7) as their calls make them, for the routes
 * (limits.routes.ts) and the pages' port (page-port/limits-calls.ts) alike: each change, then
 * the limits as they now stand; the pre-commitment limit is a monthly one set either way.
 */
export function limitChanges(limits: LimitsModule) {
  return {
    setLimit: async (
      { customerId, currency }: LimitsCustomer,
      kind: 'spend' | 'deposit',
      period: LimitPeriod,
      limit: unknown,
      mode: 'add' | 'edit',
    ): Promise<LimitsAnswer> => {
      await limits.setLimit({ customerId, currency, kind, period, limit, mode });
      return limits.getLimits(customerId, currency, kind);
    },
    removeLimit: async (
      { customerId, currency }: LimitsCustomer,
      kind: 'spend' | 'deposit',
      limitId: string,
    ): Promise<LimitsAnswer> => {
      await limits.removeLimit({ customerId, kinds: [kind], limitId });
      return limits.getLimits(customerId, currency, kind);
    },
    cancelLimitChange: async (
      { customerId, currency }: LimitsCustomer,
      kind: 'spend' | 'deposit',
      limitId: string,
    ): Promise<LimitsAnswer> => {
      await limits.cancelLimitChange({ customerId, kinds: [kind], limitId });
      return limits.getLimits(customerId, currency, kind);
    },
    setPrecommitment: async (
      { customerId, currency }: LimitsCustomer,
      limit: unknown,
    ): Promise<PrecommitmentAnswer> => {
      await limits.setLimit({ customerId, currency, kind: 'precommitment', period: 'monthly', limit, mode: 'set' });
      return limits.getPrecommitment(customerId);
    },
    removePrecommitment: async ({ customerId }: LimitsCustomer): Promise<PrecommitmentAnswer> => {
      await limits.removePrecommitment(customerId);
      return limits.getPrecommitment(customerId);
    },
    cancelPrecommitmentChange: async ({ customerId }: LimitsCustomer): Promise<PrecommitmentAnswer> => {
      await limits.cancelPrecommitmentChange(customerId);
      return limits.getPrecommitment(customerId);
    },
    selfExclude: ({ customerId }: LimitsCustomer, { period }: SelfExclusionRequest): Promise<SelfExclusionAnswer> =>
      limits.selfExclude({ customerId, period }),
  };
}

export type LimitChanges = ReturnType<typeof limitChanges>;
