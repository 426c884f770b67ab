import { drawParamsSchema, type RaffleVerificationAnswer, raffleVerificationSchema } from '@drawline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { type CatalogueService, rafflePrizeSlots } from '../../modules/catalogue';
import { soldRaffleNumbers } from '../../modules/orders';
import { raffleVerification } from '../../modules/settlement';
import { notFound } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { envelopeOf } from '../../platform/schemas';

/**
 * The public data of a raffle draw's commit-reveal (docs/decisions/201), gathered from the
 * catalogue (draw, prize slots, published winners), the orders (sold numbers, never who holds
 * them) and settlement (commitment, seed). A read across modules, so it sits with the flows
 * that write them rather than inside one module.
 */
export async function loadRaffleVerification(
  deps: { db: Db; catalogue: Pick<CatalogueService, 'getDrawDetails' | 'listRaffleWinners'> },
  offerKey: string,
  drawNo: number,
): Promise<RaffleVerificationAnswer> {
  const draw = await deps.catalogue.getDrawDetails(offerKey, drawNo);
  const published = draw.type === 'raffle_ticket_draw' ? await raffleVerification(deps.db, draw.drawId) : null;
  if (!published) throw notFound(`The raffle verification of draw ${drawNo}`);
  const revealed = published.seed !== null;
  const [sold, slots, winners] = await Promise.all([
    revealed ? soldRaffleNumbers(deps.db, draw.drawId) : [],
    rafflePrizeSlots(deps.db, draw.drawId),
    revealed ? deps.catalogue.listRaffleWinners(offerKey, drawNo) : [],
  ]);
  const bySlot = new Map(winners.map((w) => [w.id.slice(draw.drawId.length + 1), Number(w.ticketNumber)]));
  return {
    drawId: draw.drawId,
    drawNo: draw.drawNo,
    status: draw.status,
    algorithm: published.algorithm,
    algorithmDescription: published.algorithmDescription,
    commitment: published.commitment,
    committedAt: published.committedAt,
    stopDate: draw.stopDate,
    seed: published.seed,
    revealedAt: published.revealedAt,
    ticketsDigest: published.ticketsDigest,
    ticketNumbers: sold.map((s) => s.ticketNumber),
    prizeSlots: slots.map((s) => ({ slot: s.slot, prizeId: s.prizeId, name: s.name })),
    winners: slots.flatMap((s) => (bySlot.has(s.slot) ? [bySlot.get(s.slot) as number] : [])),
  };
}

export function raffleVerificationRoutes(deps: {
  db: Db;
  catalogue: Pick<CatalogueService, 'getDrawDetails' | 'listRaffleWinners'>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/draw/details/:offerKey/:drawNo/verification',
      {
        schema: {
          tags: ['draws'],
          summary: "A raffle draw's commitment, revealed seed, sold ticket numbers and winners, to check the draw",
          params: drawParamsSchema,
          response: { 200: envelopeOf(raffleVerificationSchema) },
        },
      },
      async (request) => ok(await loadRaffleVerification(deps, request.params.offerKey, request.params.drawNo)),
    );
  };
}
