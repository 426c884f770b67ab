import {
  resultCorrectionRequestSchema,
  resultCorrectionSchema,
  STAFF_API_PREFIX,
  type StaffResultCorrectionPort,
} from '@drawline/contracts';
import { z } from 'zod';
import type { Tx } from '../db/client';
import {
  type CorrectDrawResultsDeps,
  decideResultCorrection,
  readPendingResultCorrections,
  readResultCorrections,
  requestResultCorrection,
} from '../flows/settlement/correct-draw-results';
import type { Idempotency } from '../modules/idempotency';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

const drawParams = z.object({ drawId: z.string().min(1).max(100) });
const correctionParams = z.object({ correctionId: z.string().min(1).max(100) });

/** A staff money call, run once per key in the member's scope, as its route's `idempotency.answer` judges it. */
export const staffOnce =
  (idempotency: Pick<Idempotency, 'runCall'>) =>
  <T>(
    staffId: string,
    call: { route: string; params: unknown; body?: unknown; key: string },
    work: (tx: Tx) => Promise<T>,
  ) =>
    idempotency.runCall(
      {
        scope: `staff:${staffId}`,
        key: call.key,
        method: 'POST',
        route: `${STAFF_API_PREFIX}${call.route}`,
        params: call.params,
        body: call.body,
      },
      work,
    );

/**
 * The console's result correction calls (docs/decisions/261, 543): what the staff routes of
 * flows/settlement/settlement.routes.ts run, with their roles, and the two money calls under the
 * member's Idempotency-Key as those routes judge it (the route's pattern, params and body, in the
 * member's own key scope), so a retry over HTTP or through the port answers the first answer.
 */
export function staffResultCorrectionCalls(
  deps: CorrectDrawResultsDeps & { idempotency: Pick<Idempotency, 'runCall'> },
  { may, acting }: StaffKit,
): StaffResultCorrectionPort {
  const once = staffOnce(deps.idempotency);

  return {
    resultCorrections: async (drawId) => {
      await may(['draw_operator', 'finance']);
      const params = parseInput(drawParams, { drawId });
      return z.array(resultCorrectionSchema).parse(await readResultCorrections(deps, params.drawId));
    },

    pendingResultCorrections: async () => {
      await may(['finance']);
      return z.array(resultCorrectionSchema).parse(await readPendingResultCorrections(deps));
    },

    requestResultCorrection: async (drawId, body, { idempotencyKey }) => {
      const staff = await may(['draw_operator']);
      const params = parseInput(drawParams, { drawId });
      const asked = parseInput(resultCorrectionRequestSchema, body);
      const route = '/draws/:drawId/results/corrections';
      const outcome = await once(staff.staffId, { route, params, body: asked, key: idempotencyKey }, (tx) =>
        requestResultCorrection(deps, tx, acting(staff), params.drawId, asked),
      );
      return resultCorrectionSchema.parse(outcome.body);
    },

    decideResultCorrection: async (correctionId, approve, { idempotencyKey }) => {
      const staff = await may(['finance']);
      const params = parseInput(correctionParams, { correctionId });
      const route = `/result-corrections/:correctionId/${approve ? 'approve' : 'reject'}`;
      const outcome = await once(staff.staffId, { route, params, key: idempotencyKey }, (tx) =>
        decideResultCorrection(deps, tx, acting(staff), { correctionId: params.correctionId, approve }),
      );
      return resultCorrectionSchema.parse(outcome.body);
    },
  };
}
