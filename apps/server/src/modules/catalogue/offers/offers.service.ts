import type { Draw } from '@drawline/contracts';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { createCausesService } from './causes';
import type { OfferResolver, OfferRow } from './offer-resolver';
import { createPricesService } from './prices';
import { createProductOffersService } from './product-offers';

/** The catalogue's offers: product offers with their games and prices, the pricings, and the causes. */
export function createOffersService(deps: {
  db: Db;
  clock: Clock;
  resolver: OfferResolver;
  upcomingDraws: (offers: readonly OfferRow[]) => Promise<Map<string, Draw[]>>;
}) {
  return {
    ...createPricesService(deps.db),
    ...createCausesService(deps.db),
    ...createProductOffersService(deps),
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
