import {
  consoleCustomerGroupSchema,
  consoleHideGroupRequestSchema,
  consoleLottoPartyGroupSchema,
  consoleLottoPartyMoneySessionSchema,
  consoleLottoPartySessionSchema,
  consoleRoles,
  type StaffRole,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleGroupSessions, consoleGroups, consoleMoneySessions } from '../../modules/lotto-party';
import { actingStaff, requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { readCustomerLottoParty } from '../../queries/read-customer-lotto-party';
import type { ConsoleFlowDeps } from './console-flow.deps';
import { hideLottoPartyGroup } from './hide-lotto-party-group';

export const groupParams = z.object({ groupId: z.string().min(1).max(64) });
export const lottoPartyCustomerParams = z.object({ customerId: z.string().min(1).max(100) });
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * The console's lotto party calls (decision 424): support and content editors list the groups,
 * support reads a group's sessions and a customer's groups, a content editor hides an offensive
 * group name (audited), finance reads the sessions that gave money back (decision 459).
 */
export function consoleLottoPartyRoutes(deps: ConsoleFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const may = (roles: readonly StaffRole[]) => requireStaff(...roles);
  return async (app) => {
    app.get(
      '/lotto-party/groups',
      {
        schema: { tags, querystring: pageQuery, response: { 200: envelopeOf(z.array(consoleLottoPartyGroupSchema)) } },
        onRequest: may(consoleRoles.lottoParty),
      },
      async (request) => ok(await consoleGroups(deps.db, request.query)),
    );

    app.get(
      '/lotto-party/groups/:groupId/sessions',
      {
        schema: { tags, params: groupParams, response: { 200: envelopeOf(z.array(consoleLottoPartySessionSchema)) } },
        onRequest: may(consoleRoles.customerLock),
      },
      async (request) => ok(await consoleGroupSessions(deps.db, request.params.groupId)),
    );

    app.get(
      '/customers/:customerId/lotto-party/groups',
      {
        schema: {
          tags,
          params: lottoPartyCustomerParams,
          response: { 200: envelopeOf(z.array(consoleCustomerGroupSchema)) },
        },
        onRequest: may(consoleRoles.customerLock),
      },
      async (request) => ok(await readCustomerLottoParty(deps.db, request.params.customerId)),
    );

    app.get(
      '/lotto-party/sessions/money',
      {
        schema: {
          tags,
          querystring: pageQuery,
          response: { 200: envelopeOf(z.array(consoleLottoPartyMoneySessionSchema)) },
        },
        onRequest: may(consoleRoles.lottoPartyMoney),
      },
      async (request) => ok(await consoleMoneySessions(deps.db, request.query)),
    );

    app.post(
      '/lotto-party/groups/:groupId/hidden',
      {
        schema: {
          tags,
          params: groupParams,
          body: consoleHideGroupRequestSchema,
          response: { 200: envelopeOf(z.object({ groupId: z.string(), hidden: z.boolean() })) },
        },
        onRequest: may(consoleRoles.content),
      },
      async (request) =>
        ok(
          await hideLottoPartyGroup(deps, actingStaff(request), {
            groupId: request.params.groupId,
            hidden: request.body.hidden,
          }),
        ),
    );
  };
}
