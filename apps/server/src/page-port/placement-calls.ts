import {
  FEATURE_PLACEMENT_KEY,
  type Placement,
  type PlacementsPort,
  placementQuerySchema,
  placementSchema,
  serverCacheSeconds,
} from '@drawline/contracts';
import { z } from 'zod';
import { segmentOfViewer } from '../modules/capabilities';
import type { AnswerCache } from '../platform/cache';
import { type PlacementReadDeps, readPlacements } from '../queries/read-placements';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';

export type PlacementCallsDeps = PlacementReadDeps & { answers: AnswerCache };

const answerSchema = z.array(placementSchema);

/**
 * GET /placement on the pages' port (decision 474): the same read for the page's viewer, of their
 * segment (decision 536). A visitor's feature placement is kept 300 s, by segment and branding, as
 * the HTTP answer is; anything else is read afresh.
 */
export function placementCalls(deps: PlacementCallsDeps, { call, viewer }: PortKit): PlacementsPort {
  return {
    placements: (query) =>
      call(async () => {
        const { keys, pricingId = '', brandingKey = null } = parseInput(placementQuerySchema, query);
        const { auth, countryCode } = await viewer();
        const customerId = auth?.customerId ?? null;
        const segmentName = segmentOfViewer({ segmentName: auth?.segmentName, countryCode });
        const reader = { customerId, pricingId, segmentName, brandingKey };
        const read = async (): Promise<Placement[]> => answerSchema.parse(await readPlacements(deps, reader, keys));
        if (customerId || keys.some((k) => k !== FEATURE_PLACEMENT_KEY)) return read();
        const kept = `page-port|placement|${pricingId}|${segmentName}|${brandingKey ?? ''}`;
        return deps.answers.read(kept, serverCacheSeconds.featurePlacement, read);
      }),
  };
}
