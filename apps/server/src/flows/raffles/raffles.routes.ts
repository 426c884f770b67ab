import {
  type ConsoleRaffle,
  consoleCauseChoiceSchema,
  consoleRaffleSchema,
  consoleRoles,
  raffleRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { causeChoices, listRaffles, readRaffle } from '../../modules/catalogue';
import { actingStaff, requireStaff, staffOf } from '../../modules/staff';
import type { AnswerCache } from '../../platform/cache';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { createRaffle } from './create-raffle';
import { editRaffle } from './edit-raffle';
import { publishRaffle } from './publish-raffle';
import type { RaffleFlowDeps } from './raffle-flow.deps';

/** Where a raffle is drafted: its route registers it and the staff port judges a key with it. */
export const RAFFLES_ROUTE = '/raffles';
export const raffleParams = z.object({ raffleId: z.string().min(1).max(100) });

/** What shoppers read changes with a publish or a published raffle's edit: this process's kept
 * answers go at once (rare, staff-driven); other processes' and CDNs' expire in their §9 time. */
export function raffleShopChanged(answers: AnswerCache, raffle: ConsoleRaffle): ConsoleRaffle {
  if (raffle.status !== 'draft') answers.clear();
  return raffle;
}

/** The console's raffle calls under /staff/api (docs/decisions/265-269). */
export function raffleRoutes(deps: RaffleFlowDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const onRequest = requireStaff(...consoleRoles.raffles);
  const answer = envelopeOf(consoleRaffleSchema);
  return async (app) => {
    app.get(
      '/raffles',
      { schema: { tags, response: { 200: envelopeOf(z.array(consoleRaffleSchema)) } }, onRequest },
      async () => ok(await listRaffles(deps.db, deps.clock.now())),
    );

    app.get(
      '/raffles/causes',
      { schema: { tags, response: { 200: envelopeOf(z.array(consoleCauseChoiceSchema)) } }, onRequest },
      async () => ok(await causeChoices(deps.db)),
    );

    app.get(
      '/raffles/:raffleId',
      { schema: { tags, params: raffleParams, response: { 200: answer } }, onRequest },
      async (request) => ok(await readRaffle(deps.db, request.params.raffleId, deps.clock.now())),
    );

    // Creating takes an Idempotency-Key in the member's own scope: a retried create makes one draft.
    app.post(
      RAFFLES_ROUTE,
      { schema: { tags, body: raffleRequestSchema, response: { 201: answer } }, onRequest },
      async (request, reply) =>
        deps.idempotency.answer(
          request,
          reply,
          (tx) => createRaffle(deps, tx, staffOf(request).staffId, actingStaff(request), request.body),
          { scope: `staff:${staffOf(request).staffId}`, status: 201 },
        ),
    );

    const shopChanged = (raffle: ConsoleRaffle) => ok(raffleShopChanged(app.answerCache, raffle));

    app.put(
      '/raffles/:raffleId',
      { schema: { tags, params: raffleParams, body: raffleRequestSchema, response: { 200: answer } }, onRequest },
      async (request) =>
        shopChanged(await editRaffle(deps, actingStaff(request), request.params.raffleId, request.body)),
    );

    app.post(
      '/raffles/:raffleId/publish',
      { schema: { tags, params: raffleParams, response: { 200: answer } }, onRequest },
      async (request) =>
        shopChanged(await publishRaffle(deps, staffOf(request).staffId, actingStaff(request), request.params.raffleId)),
    );
  };
}
