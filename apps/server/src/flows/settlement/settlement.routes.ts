import {
  prizeSchema,
  resultCorrectionRequestSchema,
  resultCorrectionSchema,
  resultEntrySchema,
  resultsEntryRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Idempotency } from '../../modules/idempotency';
import { listHeldWinnings } from '../../modules/settlement';
import { actingStaff, requireStaff, staffOf } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import {
  type CorrectDrawResultsDeps,
  decideResultCorrection,
  readResultCorrections,
  requestResultCorrection,
} from './correct-draw-results';
import { confirmDrawResults, type DrawResultsDeps, enterDrawResults, readDrawResults } from './enter-draw-results';
import { type ReleasePrizeDeps, releaseHeldPrize, toPrize } from './release-prize';

const drawParams = z.object({ drawId: z.string().min(1).max(100) });
export const prizeParams = z.object({ id: z.string().min(1).max(300) });
const correctionParams = z.object({ correctionId: z.string().min(1).max(100) });

/**
 * The staff API of settlement (docs/decisions/206): draw operators enter, correct and confirm
 * lottery results (four eyes), finance lists and releases held prizes. Every write is audited in
 * its transaction.
 */
export function settlementStaffRoutes(
  deps: DrawResultsDeps & ReleasePrizeDeps & CorrectDrawResultsDeps & { idempotency: Idempotency },
): FastifyPluginAsyncZod {
  const tags = ['settlement'];
  const operator = requireStaff('draw_operator');
  const finance = requireStaff('finance');
  const entry = { 200: envelopeOf(resultEntrySchema) };
  const correction = { 200: envelopeOf(resultCorrectionSchema) };
  return async (app) => {
    // Corrections after payment (docs/decisions/261): asked for by a draw operator, decided by a
    // second person in finance; each call once per Idempotency-Key in the member's own key scope.
    app.get(
      '/draws/:drawId/results/corrections',
      {
        schema: { tags, params: drawParams, response: { 200: envelopeOf(z.array(resultCorrectionSchema)) } },
        onRequest: requireStaff('draw_operator', 'finance'),
      },
      async (request) => ok(await readResultCorrections(deps, request.params.drawId)),
    );
    app.post(
      '/draws/:drawId/results/corrections',
      {
        schema: { tags, params: drawParams, body: resultCorrectionRequestSchema, response: correction },
        onRequest: operator,
      },
      async (request, reply) =>
        deps.idempotency.answer(
          request,
          reply,
          (tx) => requestResultCorrection(deps, tx, actingStaff(request), request.params.drawId, request.body),
          { scope: `staff:${staffOf(request).staffId}` },
        ),
    );
    for (const [verb, approve] of [
      ['approve', true],
      ['reject', false],
    ] as const) {
      app.post(
        `/result-corrections/:correctionId/${verb}`,
        { schema: { tags, params: correctionParams, response: correction }, onRequest: finance },
        async (request, reply) =>
          deps.idempotency.answer(
            request,
            reply,
            (tx) =>
              decideResultCorrection(deps, tx, actingStaff(request), {
                correctionId: request.params.correctionId,
                approve,
              }),
            { scope: `staff:${staffOf(request).staffId}` },
          ),
      );
    }
    app.get(
      '/draws/:drawId/results',
      { schema: { tags, params: drawParams, response: entry }, onRequest: operator },
      async (request) => ok(await readDrawResults(deps, request.params.drawId)),
    );
    app.post(
      '/draws/:drawId/results',
      { schema: { tags, params: drawParams, body: resultsEntryRequestSchema, response: entry }, onRequest: operator },
      async (request) => ok(await enterDrawResults(deps, actingStaff(request), request.params.drawId, request.body)),
    );
    app.post(
      '/draws/:drawId/results/confirm',
      { schema: { tags, params: drawParams, response: entry }, onRequest: operator },
      async (request) => ok(await confirmDrawResults(deps, actingStaff(request), request.params.drawId)),
    );
    app.get(
      '/prizes/held',
      { schema: { tags, response: { 200: envelopeOf(z.array(prizeSchema)) } }, onRequest: finance },
      async () => ok((await listHeldWinnings(deps.db)).map(toPrize)),
    );
    app.post(
      '/prizes/:id/release',
      { schema: { tags, params: prizeParams, response: { 200: envelopeOf(prizeSchema) } }, onRequest: finance },
      async (request) => ok(await releaseHeldPrize(deps, actingStaff(request), request.params.id)),
    );
  };
}
