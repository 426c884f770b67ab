import {
  limitChangeBodySchema,
  limitPeriodSchema,
  limitsAnswerSchema,
  precommitmentAnswerSchema,
  selfExclusionAnswerSchema,
  selfExclusionRequestSchema,
} from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { formCall } from '../../platform/json-bodies';
import { envelopeOf } from '../../platform/schemas';
import type { LimitsModule } from './create-limits-module';
import { limitChanges } from './limit-changes';

const tags = ['limits'];
// The amount is checked by the service against the period's system limit (contracts' limitAmountSchema).
const limitBody = limitChangeBodySchema;
/** The spend and deposit limit calls' params (the pages' port checks its input with the same). */
export const limitPeriodParamsSchema = z.object({ period: limitPeriodSchema });
export const limitIdParamsSchema = z.object({ id: z.string() });
const periodParams = limitPeriodParamsSchema;
const idParams = limitIdParamsSchema;

const customerIdOf = (request: FastifyRequest) => requireCustomer(request).customerId;

/**
 * Spend limits, deposit limits, the pre-commitment limit (2-shopping.md §7) and the break from
 * play. Every change answers the limits as they now stand; a refused change is a 422 whose
 * message the page shows as a notice (2-shopping.md §8).
 */
export function limitsRoutes(deps: { limits: LimitsModule }): FastifyPluginAsyncZod {
  const { limits } = deps;
  const changes = limitChanges(limits);
  return async (app) => {
    for (const of of ['spend', 'deposit'] as const) {
      const base = `/${of}-limits`;
      const answer = { 200: envelopeOf(limitsAnswerSchema) };
      app.get(base, { ...customerOnly, schema: { tags, response: answer } }, async (request) => {
        const { customerId, currency } = requireCustomer(request);
        return ok(await limits.getLimits(customerId, currency, of));
      });
      for (const [method, mode] of [
        ['put', 'add'],
        ['post', 'edit'],
      ] as const) {
        app[method](
          `${base}/:period`,
          // A form (2-shopping.md §7 flags the spend limits' add and edit; deposit limits take the same shape).
          {
            ...customerOnly,
            config: formCall,
            schema: { tags, params: periodParams, body: limitBody, response: answer },
          },
          async (request) =>
            ok(await changes.setLimit(requireCustomer(request), of, request.params.period, request.body.limit, mode)),
        );
      }
      app.delete(
        `${base}/:id`,
        { ...customerOnly, schema: { tags, params: idParams, response: answer } },
        async (request) => ok(await changes.removeLimit(requireCustomer(request), of, request.params.id)),
      );
      app.delete(
        `${base}/:id/pending`,
        { ...customerOnly, schema: { tags, params: idParams, response: answer } },
        async (request) => ok(await changes.cancelLimitChange(requireCustomer(request), of, request.params.id)),
      );
    }

    const precommitment = { 200: envelopeOf(precommitmentAnswerSchema) };
    app.get('/precommitment', { ...customerOnly, schema: { tags, response: precommitment } }, async (request) =>
      ok(await limits.getPrecommitment(customerIdOf(request))),
    );
    app.post(
      '/precommitment',
      { ...customerOnly, config: formCall, schema: { tags, body: limitBody, response: precommitment } },
      async (request) => ok(await changes.setPrecommitment(requireCustomer(request), request.body.limit)),
    );
    app.delete('/precommitment', { ...customerOnly, schema: { tags, response: precommitment } }, async (request) =>
      ok(await changes.removePrecommitment(requireCustomer(request))),
    );
    app.delete(
      '/precommitment/pending',
      { ...customerOnly, schema: { tags, response: precommitment } },
      async (request) => ok(await changes.cancelPrecommitmentChange(requireCustomer(request))),
    );

    const exclusion = { 200: envelopeOf(selfExclusionAnswerSchema) };
    app.get('/self-exclusion', { ...customerOnly, schema: { tags, response: exclusion } }, async (request) =>
      ok(await limits.getSelfExclusion(customerIdOf(request))),
    );
    app.post(
      '/self-exclusion',
      { ...customerOnly, schema: { tags, body: selfExclusionRequestSchema, response: exclusion } },
      async (request) => ok(await changes.selfExclude(requireCustomer(request), request.body)),
    );
  };
}
