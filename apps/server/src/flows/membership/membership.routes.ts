import {
  benefitsLinkSchema,
  customerMembershipSchema,
  drawEntryParamsSchema,
  drawEntryUpdateAnswerSchema,
  drawEntryUpdateBodySchema,
  giveawayParamsSchema,
  giveawayVerificationSchema,
  membershipUpdateBodySchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOnly, requireCustomer } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { benefitsLink, readCustomerMembership, unlockGiveawayEntry } from './customer-membership';
import { loadGiveawayVerification } from './giveaway-verification';
import type { MembershipFlowDeps } from './membership-flow.deps';
import { updateMembership } from './upgrade-to-premium';

const tags = ['membership'];

/**
 * The membership calls of the rewards base that need other modules (3-account.md §7 Membership;
 * docs/decisions/395-399): the customer's membership, joining, unlocking an entry, the benefits
 * link, and a giveaway's public verification data.
 */
export function membershipFlowRoutes(deps: MembershipFlowDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const membershipAnswer = { 200: envelopeOf(customerMembershipSchema) };
    app.get('/v3/customer', { ...customerOnly, schema: { tags, response: membershipAnswer } }, async (request) =>
      ok(await readCustomerMembership(deps, requireCustomer(request).customerId)),
    );
    app.put(
      '/membership',
      {
        ...customerOnly,
        config: { version: '3.2' },
        schema: { tags, body: membershipUpdateBodySchema, response: membershipAnswer },
      },
      async (request) => ok(await updateMembership(deps, requireCustomer(request).customerId, request.body)),
    );
    app.put(
      '/v3/draws/:id',
      {
        ...customerOnly,
        schema: {
          tags,
          params: drawEntryParamsSchema,
          body: drawEntryUpdateBodySchema,
          response: { 200: envelopeOf(drawEntryUpdateAnswerSchema) },
        },
      },
      async (request) => ok(await unlockGiveawayEntry(deps, requireCustomer(request).customerId, request.params.id)),
    );
    app.get(
      '/v3/benefits',
      { ...customerOnly, schema: { tags, response: { 200: envelopeOf(benefitsLinkSchema) } } },
      async (request) => ok(await benefitsLink(deps, requireCustomer(request).customerId)),
    );
    // Public: anyone may check a giveaway's draw (issue 27), as anyone may check a raffle's.
    app.get(
      '/v3/giveaways/:giveawayType/:drawNumber/verification',
      { schema: { tags, params: giveawayParamsSchema, response: { 200: envelopeOf(giveawayVerificationSchema) } } },
      async (request) =>
        ok(await loadGiveawayVerification(deps, request.params.giveawayType, request.params.drawNumber)),
    );
  };
}
