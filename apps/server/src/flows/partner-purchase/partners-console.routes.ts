import {
  consolePartnerSchema,
  consolePartnersSchema,
  partnerRoles,
  savePartnerRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingStaff, requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { consolePartners, type ManagePartnersDeps, savePartner } from './manage-partners';

const tags = ['staff'];

/**
 * The staff API's partners (decision 473): GET /staff/api/partners (administrators and finance)
 * lists the partners, their channels and the sales per partner and channel; POST
 * /staff/api/partners (administrators) makes or changes one, audited.
 */
export function partnersConsoleRoutes(deps: ManagePartnersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/partners',
      {
        onRequest: requireStaff(...partnerRoles.read),
        schema: { tags, response: { 200: envelopeOf(consolePartnersSchema) } },
      },
      async () => ok(await consolePartners(deps)),
    );
    app.post(
      '/partners',
      {
        onRequest: requireStaff(...partnerRoles.manage),
        schema: { tags, body: savePartnerRequestSchema, response: { 200: envelopeOf(consolePartnerSchema) } },
      },
      async (request) => ok(await savePartner(deps, actingStaff(request), request.body)),
    );
  };
}
