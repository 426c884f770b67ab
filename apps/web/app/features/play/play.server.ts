import type { GameSelection, ProductOffer } from '@drawline/contracts';
import type { AppLoadContext } from 'react-router';
import { serverSession } from '../../lib/session.server';
import { favouriteLinesFor } from './favourites';

/** The signed-in customer's favourite numbers for this offer; none when signed out or not answered. */
export async function loadFavouriteLines(
  request: Request,
  context: AppLoadContext,
  offer: ProductOffer,
): Promise<GameSelection[]> {
  const session = serverSession(request, context);
  if (!session.hasSession()) return [];
  try {
    const answer = await session.api<{ favouriteNumbers?: unknown }>('/customer');
    return favouriteLinesFor(answer.result?.favouriteNumbers, [offer.key, offer.lotteryKey]);
  } catch {
    return [];
  }
}
