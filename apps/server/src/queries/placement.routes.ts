import {
  FEATURE_PLACEMENT_KEY,
  type PlacementKey,
  placementPrimeRequestSchema,
  placementQuerySchema,
  placementSchema,
  serverCacheSeconds,
} from '@drawline/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { segmentOfViewer } from '../modules/capabilities';
import { AppError } from '../platform/app-error';
import { customerOnly } from '../platform/auth';
import { ok } from '../platform/envelope';
import { envelopeOf } from '../platform/schemas';
import { type PlacementReadDeps, readPlacements } from './read-placements';

/** The read, and where the shop locates an asker: a visitor's segment comes from their country (decision 536). */
export interface PlacementRouteDeps extends PlacementReadDeps {
  countryOf(request: FastifyRequest): string;
}

const tags = ['placements'];
const answer = { 200: envelopeOf(z.array(placementSchema)) };
const preCartKeys: PlacementKey[] = ['pre_cart_item', 'pre_cart_promoted', 'pre_cart_standard'];

/**
 * Who the placements are for: the signed-in customer, else a visitor. A customer_key that is not
 * the signed-in customer's own is refused: the session says who asks, never the query.
 */
function readerOf(request: FastifyRequest, customerKey: string | undefined) {
  const customerId = request.auth?.customerId ?? null;
  if (customerKey !== undefined && customerKey !== customerId) throw new AppError('forbidden');
  return customerId;
}

/** The asker's segment (decision 536): the signed-in customer's, else the one the visitor's country gives. */
function segmentOf(deps: PlacementRouteDeps, request: FastifyRequest): string {
  const { auth } = request;
  if (auth) return auth.segmentName;
  return segmentOfViewer({ countryCode: deps.countryOf(request) });
}

/** An answer for one customer is theirs alone: never kept by this server, a browser's neighbour or a CDN. */
function markPersonal(reply: FastifyReply, customerId: string | null, keys: readonly PlacementKey[]) {
  if (customerId || keys.some((k) => k !== FEATURE_PLACEMENT_KEY)) reply.header('cache-control', 'private, no-store');
}

/**
 * The placement base (decision 002: /placement-api; 3-account.md §7 Placements; decision 474).
 * GET /placement answers the asked keys; a visitor's feature placement is the same for everyone
 * and kept 300 s (1-platform.md §9), any other answer is the asker's own and never kept.
 * POST /placement/cart/prime answers the pre-cart keys for the customer's cart as it is now.
 */
export function placementRoutes(deps: PlacementRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/placement',
      {
        config: {
          version: '1.0',
          // Looked up once the visitor is known: a signed-in customer's answer is never a visitor's
          // kept one, nor one segment's another's (the branding key is in the url).
          cache: {
            seconds: serverCacheSeconds.featurePlacement,
            vary: (request) => `${request.auth ? 'customer' : 'visitor'}|${segmentOf(deps, request)}`,
          },
        },
        schema: { tags, querystring: placementQuerySchema, response: answer },
      },
      async (request, reply) => {
        const { keys, pricingId, customerKey, brandingKey } = request.query;
        const customerId = readerOf(request, customerKey);
        markPersonal(reply, customerId, keys);
        const reader = {
          customerId,
          pricingId: pricingId ?? '',
          segmentName: segmentOf(deps, request),
          brandingKey: brandingKey ?? null,
        };
        return ok(await readPlacements(deps, reader, keys));
      },
    );
    app.post(
      '/placement/cart/prime',
      {
        ...customerOnly,
        config: { version: '1.0' },
        schema: { tags, body: placementPrimeRequestSchema, response: answer },
      },
      async (request, reply) => {
        const customerId = readerOf(request, undefined);
        reply.header('cache-control', 'private, no-store');
        const { pricingId, brandingKey } = request.body;
        const reader = {
          customerId,
          pricingId: pricingId ?? '',
          segmentName: segmentOf(deps, request),
          brandingKey: brandingKey ?? null,
        };
        return ok(await readPlacements(deps, reader, preCartKeys));
      },
    );
  };
}
