import {
  consolePlacementSchema,
  placementEditorRoles,
  placementIdParamsSchema,
  placementRequestSchema,
} from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingStaff, requireStaff } from '../../modules/staff';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { createPlacement, type ManagePlacementsDeps, removePlacement, updatePlacement } from './manage-placements';

/** The console's placements (decision 474): content editors and administrators list, add, change and remove them, audited. */
export function placementConsoleRoutes(deps: ManagePlacementsDeps): FastifyPluginAsyncZod {
  const tags = ['staff'];
  const editors = requireStaff(...placementEditorRoles);
  const one = { 200: envelopeOf(consolePlacementSchema) };
  return async (app) => {
    app.get(
      '/placements',
      { onRequest: editors, schema: { tags, response: { 200: envelopeOf(z.array(consolePlacementSchema)) } } },
      async () => ok(await deps.placements.list()),
    );
    app.post(
      '/placements',
      { onRequest: editors, schema: { tags, body: placementRequestSchema, response: one } },
      async (request) => ok(await createPlacement(deps, actingStaff(request), request.body)),
    );
    app.put(
      '/placements/:placementId',
      {
        onRequest: editors,
        schema: { tags, params: placementIdParamsSchema, body: placementRequestSchema, response: one },
      },
      async (request) =>
        ok(await updatePlacement(deps, actingStaff(request), request.params.placementId, request.body)),
    );
    app.delete(
      '/placements/:placementId',
      { onRequest: editors, schema: { tags, params: placementIdParamsSchema } },
      async (request) => ok(await removePlacement(deps, actingStaff(request), request.params.placementId)),
    );
  };
}
