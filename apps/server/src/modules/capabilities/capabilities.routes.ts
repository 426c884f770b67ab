import { capabilityNames, serverCacheSeconds } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { type CountryLookup, locate } from '../site';
import { type CapabilitiesService, derivedSegmentName, segmentNames } from './capabilities.service';

const capabilitiesSchema = z.object({
  segments: z.array(z.object({ segmentName: z.string(), capabilities: z.array(z.enum(capabilityNames)) })),
  currentSegmentName: z.string(),
});

export function capabilitiesRoutes(deps: {
  capabilities: CapabilitiesService;
  countryLookup: CountryLookup;
  defaultCountry: string;
}): FastifyPluginAsyncZod {
  /** The customer's segment when signed in (set by identity), else one derived from the country. */
  const segmentOf = (request: FastifyRequest) =>
    request.visitor.segmentName ??
    derivedSegmentName({ countryCode: locate(deps.countryLookup, deps.defaultCountry, request).countryCode });
  const fallbackOf = (request: FastifyRequest) =>
    request.visitor.customerId ? segmentNames.customer : segmentNames.anonymous;
  return async (app) => {
    app.get(
      '/capabilities',
      {
        config: {
          cache: {
            seconds: serverCacheSeconds.default,
            vary: (request) => `${segmentOf(request)}|${fallbackOf(request)}`,
          },
        },
        schema: {
          tags: ['platform'],
          summary: 'Segments with their capabilities, and the current segment',
          response: { 200: envelopeOf(capabilitiesSchema) },
        },
      },
      async (request) => ok(await deps.capabilities.forSegment(segmentOf(request), fallbackOf(request))),
    );
  };
}
