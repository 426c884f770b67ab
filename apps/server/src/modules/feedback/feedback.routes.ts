import {
  consoleFeedbackPageSchema,
  consoleRoles,
  feedbackEventAnswerSchema,
  feedbackEventRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { requireStaff } from '../staff';
import type { FeedbackModule } from './feedback.service';

/**
 * POST /event (3-account.md §6: the feedback widget's event; decision 446): anyone may send it,
 * a signed-in customer's id kept with it, at most 10 an hour from one address.
 */
export function feedbackRoutes(deps: { feedback: FeedbackModule }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/event',
      {
        schema: {
          tags: ['feedback'],
          body: feedbackEventRequestSchema,
          response: { 200: envelopeOf(feedbackEventAnswerSchema) },
        },
      },
      async (request) =>
        ok(
          await deps.feedback.recordFeedback(request.body, {
            customerId: request.auth?.customerId ?? null,
            address: request.ip,
          }),
        ),
    );
  };
}

/** GET /staff/api/feedback: the console's feedback page (decision 446). */
export function staffFeedbackRoutes(deps: { feedback: FeedbackModule }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/feedback',
      {
        schema: { tags: ['staff'], response: { 200: envelopeOf(consoleFeedbackPageSchema) } },
        onRequest: requireStaff(...consoleRoles.feedback),
      },
      async () => ok(await deps.feedback.feedbackPage()),
    );
  };
}
