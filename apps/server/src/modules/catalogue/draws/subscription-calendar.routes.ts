import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../platform/app-error';
import type { SubscriptionCalendar } from './subscription-calendar';
import { subscriptionCalendarPdf } from './subscription-calendar-pdf';

/** The file name's form: an offer name of the catalogue's own characters, then -calendar.pdf. */
const FILE = /^([A-Za-z0-9_-]{1,64})-calendar\.pdf$/;

/** A calendar changes with the day and the draws added: kept an hour by browsers and CDNs. */
const CACHE = 'public, max-age=3600';

export interface SubscriptionCalendarDeps {
  catalogue: { subscriptionCalendar(name: string): Promise<SubscriptionCalendar | null> };
  clock: { now(): Date };
  /** The shop's recurring switch (decision 353): no calendar is promised while subscriptions are not sold. */
  enabled: boolean;
}

/**
 * GET /public/pdf/subscription/{key}-calendar.pdf (1-platform.md §2; docs/decisions/369): the
 * calendar of an offer sold by subscription as a PDF made now from its draw schedule. Any other
 * name, an offer without subscriptions, or the switch off is the 404 envelope.
 */
export function subscriptionCalendarRoutes(deps: SubscriptionCalendarDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/public/pdf/subscription/:file',
      {
        schema: {
          hide: true,
          params: z.object({ file: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        const name = FILE.exec(request.params.file)?.[1];
        const calendar = deps.enabled && name ? await deps.catalogue.subscriptionCalendar(name) : null;
        if (!calendar) throw notFound('The subscription calendar');
        const pdf = await subscriptionCalendarPdf(calendar, deps.clock.now());
        return reply
          .type('application/pdf')
          .header('cache-control', CACHE)
          .header('content-disposition', `inline; filename="${calendar.offerKey}-calendar.pdf"`)
          .send(Buffer.from(pdf));
      },
    );
  };
}
