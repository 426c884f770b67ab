import {
  benefitsSchema,
  benefitsSsoQuerySchema,
  giveawayDrawSchema,
  giveawayListQuerySchema,
  giveawayParamsSchema,
  membershipConfigSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOnly } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { MembershipModule } from './create-membership-module';

const tags = ['membership'];

/**
 * The program's own calls on the rewards base (docs/decisions/395): its config, the giveaway
 * lists and pages, and the benefits link opened. The calls that need the customer's age, break
 * from play or deposits are in flows/membership.
 */
export function membershipRoutes(deps: { membership: MembershipModule }): FastifyPluginAsyncZod {
  const { membership } = deps;
  return async (app) => {
    app.get(
      '/v4/config',
      { ...customerOnly, schema: { tags, response: { 200: envelopeOf(membershipConfigSchema) } } },
      async () => ok(await membership.config()),
    );
    app.get(
      '/v3/draws',
      {
        ...customerOnly,
        schema: {
          tags,
          querystring: giveawayListQuerySchema,
          response: { 200: envelopeOf(z.array(giveawayDrawSchema)) },
        },
      },
      async (request) => {
        const { status, limit, offset } = request.query;
        const { draws, total } = await membership.listGiveaways({ status, limit, offset });
        return ok(draws, { pageInfo: { limit, offset, total } });
      },
    );
    app.get(
      '/v3/giveaways/:giveawayType/:drawNumber',
      {
        ...customerOnly,
        schema: { tags, params: giveawayParamsSchema, response: { 200: envelopeOf(giveawayDrawSchema) } },
      },
      async (request) => ok(await membership.giveaway(request.params.giveawayType, request.params.drawNumber)),
    );
    app.get(
      '/v3/benefits/sso',
      { schema: { tags, querystring: benefitsSsoQuerySchema, response: { 200: envelopeOf(benefitsSchema) } } },
      async (request) => ok(await membership.openBenefits(request.query.token)),
    );
  };
}
