import { consoleDrawSchema, consoleRoles, dashboardSchema, type StaffRole } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { readConsoleDraw } from '../../queries/read-console-draw';
import { readDashboard } from '../../queries/read-dashboard';
import { consoleContentRoutes } from './console-content.routes';
import { consoleCustomerRoutes } from './console-customers.routes';
import type { ConsoleFlowDeps } from './console-flow.deps';
import { consoleLottoPartyRoutes } from './console-lotto-party.routes';
import { consoleSiteRoutes } from './console-site.routes';
import { cataloguePictureRoutes } from './replace-catalogue-picture';

export const drawParams = z.object({ drawId: z.string().min(1).max(100) });

/** The console's staff calls under /staff/api (docs/decisions/230-235), by page. */
export function consoleRoutes(deps: ConsoleFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const may = (roles: readonly StaffRole[]) => requireStaff(...roles);
  return async (app) => {
    app.get(
      '/dashboard',
      { schema: { tags, response: { 200: envelopeOf(dashboardSchema) } }, onRequest: may(consoleRoles.dashboard) },
      async () => ok(await readDashboard(deps)),
    );

    app.get(
      '/draws/:drawId',
      {
        schema: { tags, params: drawParams, response: { 200: envelopeOf(consoleDrawSchema) } },
        preHandler: may(consoleRoles.draws),
      },
      async (request) => ok(await readConsoleDraw(deps.db, request.params.drawId)),
    );

    await app.register(consoleCustomerRoutes(deps));
    await app.register(consoleSiteRoutes(deps));
    await app.register(consoleContentRoutes(deps));
    await app.register(consoleLottoPartyRoutes(deps));
    await app.register(cataloguePictureRoutes(deps));
  };
}
