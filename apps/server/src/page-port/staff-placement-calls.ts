import {
  consolePlacementSchema,
  placementEditorRoles,
  placementIdParamsSchema,
  placementRequestSchema,
  type StaffPlacementsPort,
} from '@drawline/contracts';
import { z } from 'zod';
import {
  createPlacement,
  type ManagePlacementsDeps,
  removePlacement,
  updatePlacement,
} from '../flows/placements/manage-placements';
import { parseInput } from './port-refusal';
import type { StaffKit } from './staff-kit';

/** The console's placement calls (decision 474): what /staff/api/placements runs, for the same roles. */
export function staffPlacementCalls(deps: ManagePlacementsDeps, { may, acting }: StaffKit): StaffPlacementsPort {
  const editor = async () => acting(await may(placementEditorRoles));
  const idOf = (placementId: string) => parseInput(placementIdParamsSchema, { placementId }).placementId;
  return {
    consolePlacements: async () => {
      await editor();
      return z.array(consolePlacementSchema).parse(await deps.placements.list());
    },
    createPlacement: async (body) => {
      const by = await editor();
      const input = parseInput(placementRequestSchema, body);
      return consolePlacementSchema.parse(await createPlacement(deps, by, input));
    },
    updatePlacement: async (placementId, body) => {
      const by = await editor();
      const input = parseInput(placementRequestSchema, body);
      return consolePlacementSchema.parse(await updatePlacement(deps, by, idOf(placementId), input));
    },
    removePlacement: async (placementId) => {
      const by = await editor();
      return removePlacement(deps, by, idOf(placementId));
    },
  };
}
