import { analyticsBatchSchema, cookieNames } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowsNonEssential } from '../../platform/affiliate';
import type { AnalyticsModule } from './analytics.service';
import { withoutAnalyticsFailure } from './analytics-failure';

export { allowsNonEssential };

/**
 * POST /analytics/events (1-platform.md §7; the path is not shown, decision 447): the browser's
 * batch, kept only with non_essential consent. The answer is 204 either way: whether anything was
 * kept tells the page nothing it needs, and a failed write is error reporting's alone (decision 487).
 */
export function analyticsRoutes(deps: { analytics: AnalyticsModule }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/analytics/events',
      {
        schema: {
          tags: ['analytics'],
          body: analyticsBatchSchema,
          response: { 204: z.null().describe('Kept, or not kept without consent') },
        },
      },
      async (request, reply) => {
        const sender = {
          anonymousId: request.visitor.anonymousId ?? null,
          customerId: request.auth?.customerId ?? null,
          newSignup: request.auth?.isNewSignup ?? false,
          nonEssentialConsent: allowsNonEssential(request.cookies?.[cookieNames.cookieConsent]),
        };
        // A failed write is reported and answered as kept: the page has nothing to do about it.
        await withoutAnalyticsFailure(
          request.log,
          'record events',
          () => deps.analytics.recordEvents(request.body, sender),
          0,
        );
        return reply.status(204).send(null);
      },
    );
  };
}
