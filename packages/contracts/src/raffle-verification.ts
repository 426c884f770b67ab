import { z } from 'zod';

/**
 * GET /draw/details/{offerKey}/{drawNo}/verification (docs/decisions/201): everything a visitor
 * needs to check a raffle draw: the commitment published before sales closed, the seed revealed
 * with the results, the sold ticket numbers (sorted) and their digest, the prize slots in order and
 * the published winners. Before the draw the seed, tickets and winners are empty.
 */
export const raffleVerificationSchema = z.object({
  drawId: z.string(),
  drawNo: z.number().int(),
  status: z.string(),
  algorithm: z.string(),
  algorithmDescription: z.string(),
  commitment: z.string(),
  committedAt: z.string(),
  /** When sales stopped: a commitment made after this was made late (a draw from before commit-reveal). */
  stopDate: z.string(),
  seed: z.string().nullable(),
  revealedAt: z.string().nullable(),
  ticketsDigest: z.string().nullable(),
  ticketNumbers: z.array(z.number().int()),
  /** Prize slots in the published order: the i-th winner wins the i-th slot. */
  prizeSlots: z.array(z.object({ slot: z.string(), prizeId: z.string(), name: z.string() })),
  /** The winning ticket numbers in slot order. */
  winners: z.array(z.number().int()),
});
export type RaffleVerificationAnswer = z.infer<typeof raffleVerificationSchema>;
