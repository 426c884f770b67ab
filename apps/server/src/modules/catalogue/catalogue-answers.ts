import { drawParamsSchema, serverCacheSeconds } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';

/** Every catalogue answer is the same for every visitor, so the server cache may keep it (1-platform.md §9). */
export const cache = { seconds: serverCacheSeconds.default };

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A cached answer about one draw of an offer: every /draw/…/:offerKey/:drawNo call has this shape. */
export function drawRoute<T extends z.ZodType>(
  app: ZodApp,
  path: string,
  route: {
    version?: string;
    tag: 'draws' | 'results';
    summary: string;
    answer: T;
    load: (offerKey: string, drawNo: number) => Promise<z.infer<T>>;
  },
) {
  app.get(
    path,
    {
      config: route.version ? { version: route.version, cache } : { cache },
      schema: {
        tags: [route.tag],
        summary: route.summary,
        params: drawParamsSchema,
        // Widened here only: T ties `load` to `answer` for the callers, which Fastify's reply type cannot follow.
        response: { 200: envelopeOf(route.answer as z.ZodType) },
      },
    },
    async (request) => ok(await route.load(request.params.offerKey, request.params.drawNo)),
  );
}
