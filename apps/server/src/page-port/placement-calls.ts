import {
  FEATURE_PLACEMENT_KEY,
  type Placement,
  type PlacementsPort,
  placementQuerySchema,
  placementSchema,
  serverCacheSeconds,
} from '@drawline/contracts';
import { z } from 'zod';
import type { AnswerCache } from '../platform/cache';
import { type PlacementReadDeps, readPlacements } from '../queries/read-placements';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

export type PlacementCallsDeps = PlacementReadDeps & { answers: AnswerCache };

const answerSchema = z.array(placementSchema);

/**
 * GET /placement on the pages' port (decision 474): the same read for the page's viewer. A
 * visitor's feature placement is kept 300 s as the HTTP answer is; anything else is read afresh.
 */
export function placementCalls(deps: PlacementCallsDeps, { call, viewer }: PortKit): PlacementsPort {
  return {
    placements: (query) =>
      call(async () => {
        const { keys, pricingId = '' } = parseInput(placementQuerySchema, query);
        const customerId = (await viewer()).auth?.customerId ?? null;
        const read = async (): Promise<Placement[]> =>
          answerSchema.parse(await readPlacements(deps, { customerId, pricingId }, keys));
        if (customerId || keys.some((k) => k !== FEATURE_PLACEMENT_KEY)) return read();
        return deps.answers.read(`page-port|placement|${pricingId}`, serverCacheSeconds.featurePlacement, read);
      }),
  };
}
