import type { PlatformPort, RaffleVerificationAnswer } from '@drawline/contracts';
import { data } from 'react-router';
import { ApiError } from '../../lib/api';

/** The API path of a raffle draw's public data (the page links it for the verify script). */
export const raffleVerificationPath = (offerKey: string, drawNo: number) =>
  `/v2/draw/details/${encodeURIComponent(offerKey)}/${drawNo}/verification`;

/**
 * A raffle draw's commitment, seed and winners (docs/decisions/201); null for a draw made before
 * commitments were published (the demo's history).
 */
export async function loadRaffleVerification(
  platform: PlatformPort,
  offerKey: string,
  drawNo: number,
): Promise<RaffleVerificationAnswer | null> {
  try {
    return await platform.raffleVerification(offerKey, drawNo);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (error instanceof ApiError && error.status === 400) throw data(null, { status: 404 });
    throw error;
  }
}
