import { campaignReportSchema, consoleRoles } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { AnalyticsModule } from '../modules/analytics';
import { requireStaff } from '../modules/staff';
import { ok } from '../platform/envelope';
import { envelopeOf } from '../platform/schemas';
import { readCampaignReport } from './read-campaign-report';

export interface CampaignsDeps {
  db: Db;
  clock: Clock;
  analytics: AnalyticsModule;
}

/** GET /staff/api/campaigns: sign-ups and sales by campaign and source (decision 447). */
export function campaignsRoutes(deps: CampaignsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/campaigns',
      {
        schema: { tags: ['staff'], response: { 200: envelopeOf(campaignReportSchema) } },
        onRequest: requireStaff(...consoleRoles.campaigns),
      },
      async () => ok(await readCampaignReport(deps)),
    );
  };
}
