import {
  archivedDrawsAnswerSchema,
  archivedDrawsParamsSchema,
  drawParamsSchema,
  fullResultSchema,
  type PageReads,
  pastDrawSchema,
  pastDrawsParamsSchema,
  pastDrawsQuerySchema,
} from '@drawline/contracts';
import { z } from 'zod';
import type { CatalogueService } from '../modules/catalogue';
import { type PortKit, pagedOf, pageInfoSchema } from './port-kit';
import { parseInput } from './port-refusal';

type PastDrawReads = Pick<PageReads, 'pastDraws' | 'archivedDraws' | 'fullResult'>;

/** The results pages' kept reads: past draws, a month's archive and a draw's full result, as their routes keep them. */
export function pastDrawReads(catalogue: CatalogueService, { call, shared }: PortKit): PastDrawReads {
  return {
    pastDraws: (pricingName, offer, query = {}) =>
      call(async () => {
        const params = parseInput(pastDrawsParamsSchema, { pricingId: pricingName, offer });
        const asked = parseInput(pastDrawsQuerySchema, query);
        const key = `past|${params.pricingId}|${params.offer}|${JSON.stringify(asked)}`;
        return shared(key, pagedOf(pastDrawSchema), async () => {
          const { draws, pageInfo } = await catalogue.listPastDraws(params.pricingId, params.offer, asked);
          return { items: draws, pageInfo };
        });
      }),

    archivedDraws: (offer, year, month, query = {}) =>
      call(async () => {
        // The path's parts as the route reads them (strings), with its bounds.
        const params = parseInput(archivedDrawsParamsSchema, { offer, year: String(year), month: String(month) });
        const asked = parseInput(pastDrawsQuerySchema, query);
        const key = `archived|${params.offer}|${params.year}|${params.month}|${JSON.stringify(asked)}`;
        const answerSchema = z.object({ answer: archivedDrawsAnswerSchema, pageInfo: pageInfoSchema.nullable() });
        return shared(key, answerSchema, async () => {
          const { answer, pageInfo } = await catalogue.listArchivedDraws(
            params.offer,
            params.year,
            params.month,
            asked,
          );
          return { answer, pageInfo: pageInfo ?? null };
        });
      }),

    fullResult: (offerKey, drawNo) =>
      call(async () => {
        const params = parseInput(drawParamsSchema, { offerKey, drawNo: String(drawNo) });
        return shared(`full_result|${params.offerKey}|${params.drawNo}`, fullResultSchema, () =>
          catalogue.getFullResult(params.offerKey, params.drawNo),
        );
      }),
  };
}
