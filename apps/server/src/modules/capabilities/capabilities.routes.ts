import { capabilityNames, serverCacheSeconds } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { type CountryLookup, locate } from '../site';
import { type CapabilitiesService, derivedSegmentName } from './capabilities.service';

const capabilitiesSchema = z.object({
  segments: z.array(z.object({ segmentName: z.string(), capabilities: z.array(z.enum(capabilityNames)) })),
  currentSegmentName: z.string(),
});

export function capabilitiesRoutes(deps: {
  capabilities: CapabilitiesService;
  countryLookup: CountryLookup;
  defaultCountry: string;
}): FastifyPluginAsyncZod {
  const segmentOf = (
    request: Parameters<typeof locate>[2] & { visitor: { segmentName?: string; subVariant?: string } },
  ) =>
    request.visitor.segmentName ??
    derivedSegmentName({
      countryCode: locate(deps.countryLookup, deps.defaultCountry, request).countryCode,
      subVariant: request.visitor.subVariant,
    });
  return async (app) => {
    app.get(
      '/capabilities',
      {
        config: {
          cache: { seconds: serverCacheSeconds.default, vary: (request) => segmentOf(request) },
        },
        schema: {
          tags: ['platform'],
          summary: 'Segments with their capabilities, and the current segment',
          response: { 200: envelopeOf(capabilitiesSchema) },
        },
      },
      async (request) => ok(await deps.capabilities.forSegment(segmentOf(request))),
    );
  };
}
