import type { TrackingData } from '@drawline/contracts';
import type { DrawFacts } from '../catalogue';
import type { PlannedLine } from './plan-order-line';

/** The receipt's tracking data, fixed when bought: each line's price, prize pool, draw and weekdays. */
export function trackingDataOf(planned: readonly PlannedLine[], firstPurchase: boolean): TrackingData {
  return {
    goals: firstPurchase ? ['purchase', 'first_purchase'] : ['purchase'],
    // A membership line has no draw to report (decision 476).
    products: planned.flatMap((p) => {
      if (!p.draws.length) return [];
      const first = p.draws[0] as DrawFacts;
      return {
        productType: p.input.productType,
        productOfferKey: first.offerKey,
        productOfferName: first.offerName,
        gameType: p.input.gameType,
        gameOffer: p.input.gameOffer,
        quantity: p.input.numGames,
        numDraws: p.draws.length,
        purchasePrice: p.input.amount,
        prizePool: first.prizePool,
        drawNumber: first.drawNo,
        drawDate: first.drawDate.toISOString(),
        daysOfWeek: p.input.day ? [p.input.day] : [...new Set(p.draws.map((d) => d.weekday))],
      } satisfies TrackingData['products'][number];
    }),
  };
}
