import { capabilitiesSchema, serverCacheSeconds } from '@drawline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';
import { type CountryLookup, locate } from '../site';
import {
  type CapabilitiesService,
  type CapabilityViewer,
  fallbackSegmentOf,
  segmentOfViewer,
} from './capabilities.service';

export function capabilitiesRoutes(deps: {
  capabilities: CapabilitiesService;
  countryLookup: CountryLookup;
  defaultCountry: string;
}): FastifyPluginAsyncZod {
  const viewerOf = (request: FastifyRequest): CapabilityViewer => ({
    customerId: request.visitor.customerId,
    segmentName: request.visitor.segmentName,
    countryCode: locate(deps.countryLookup, deps.defaultCountry, request).countryCode,
  });
  return async (app) => {
    app.get(
      '/capabilities',
      {
        config: {
          cache: {
            seconds: serverCacheSeconds.default,
            vary: (request) => {
              const viewer = viewerOf(request);
              return `${segmentOfViewer(viewer)}|${fallbackSegmentOf(viewer)}`;
            },
          },
        },
        schema: {
          tags: ['platform'],
          summary: 'Segments with their capabilities, and the current segment',
          response: { 200: envelopeOf(capabilitiesSchema) },
        },
      },
      async (request) => ok(await deps.capabilities.forViewer(viewerOf(request))),
    );
  };
}
