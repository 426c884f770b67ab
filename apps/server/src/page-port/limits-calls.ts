import {
  type LimitsPort,
  limitChangeBodySchema,
  limitsAnswerSchema,
  precommitmentAnswerSchema,
  selfExclusionAnswerSchema,
  selfExclusionRequestSchema,
} from '@drawline/contracts';
import { type LimitsModule, limitChanges, limitIdParamsSchema, limitPeriodParamsSchema } from '../modules/limits';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

export interface LimitsCallsDeps {
  limits: LimitsModule;
}

/**
 * The limits calls of the pages' port (2-shopping.md §7): each runs the change its route runs
 * (modules/limits/limits.routes.ts, both through `limitChanges`), its input checked with the
 * route's own schemas, and answers the limits as they now stand.
 */
export function limitsCalls(deps: LimitsCallsDeps, { call, signedIn }: PortKit): LimitsPort {
  const changes = limitChanges(deps.limits);
  const setLimit = (mode: 'add' | 'edit') => (kind: 'spend' | 'deposit', period: string, body: unknown) =>
    call(async () => {
      const who = await signedIn();
      const params = parseInput(limitPeriodParamsSchema, { period });
      const asked = parseInput(limitChangeBodySchema, body);
      return limitsAnswerSchema.parse(await changes.setLimit(who, kind, params.period, asked.limit, mode));
    });
  return {
    addLimit: setLimit('add'),
    changeLimit: setLimit('edit'),
    removeLimit: (kind, limitId) =>
      call(async () => {
        const who = await signedIn();
        const { id } = parseInput(limitIdParamsSchema, { id: limitId });
        return limitsAnswerSchema.parse(await changes.removeLimit(who, kind, id));
      }),
    cancelLimitChange: (kind, limitId) =>
      call(async () => {
        const who = await signedIn();
        const { id } = parseInput(limitIdParamsSchema, { id: limitId });
        return limitsAnswerSchema.parse(await changes.cancelLimitChange(who, kind, id));
      }),
    setPrecommitment: (body) =>
      call(async () => {
        const who = await signedIn();
        const asked = parseInput(limitChangeBodySchema, body);
        return precommitmentAnswerSchema.parse(await changes.setPrecommitment(who, asked.limit));
      }),
    removePrecommitment: () =>
      call(async () => precommitmentAnswerSchema.parse(await changes.removePrecommitment(await signedIn()))),
    cancelPrecommitmentChange: () =>
      call(async () => precommitmentAnswerSchema.parse(await changes.cancelPrecommitmentChange(await signedIn()))),
    selfExclude: (body) =>
      call(async () => {
        const who = await signedIn();
        const asked = parseInput(selfExclusionRequestSchema, body);
        return selfExclusionAnswerSchema.parse(await changes.selfExclude(who, asked));
      }),
  };
}
