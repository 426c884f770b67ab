import {
  consoleHideGroupRequestSchema,
  consoleLottoPartyGroupSchema,
  consoleLottoPartySessionSchema,
  consoleRoles,
  type StaffRole,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleGroupSessions, consoleGroups } from '../../modules/lotto-party';
import { actingStaff, requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import type { ConsoleFlowDeps } from './console-flow.deps';
import { hideLottoPartyGroup } from './hide-lotto-party-group';

const groupParams = z.object({ groupId: z.string().min(1).max(64) });
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * The console's lotto party calls (decision 424): support and content editors list the groups,
 * support reads a group's sessions, a content editor hides an offensive group name (audited).
 */
export function consoleLottoPartyRoutes(deps: ConsoleFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const may = (roles: readonly StaffRole[]) => requireStaff(...roles);
  const readers: StaffRole[] = [...consoleRoles.customerLock, ...consoleRoles.content];
  return async (app) => {
    app.get(
      '/lotto-party/groups',
      {
        schema: { tags, querystring: pageQuery, response: { 200: envelopeOf(z.array(consoleLottoPartyGroupSchema)) } },
        onRequest: may(readers),
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
