import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createDrawsService } from './draws.service';
import { createOfferResolver, createOffersService } from './offers.service';
import { createResultsService } from './results.service';

/**
 * The catalogue: product offers, game offers and prices, causes and branding (offers), the
 * draws with their statuses and stock (draws), and results, statistics and tips (results).
 * Every call that takes an offer name goes through the one resolver.
 */
export function createCatalogueService({ db, clock }: { db: Db; clock: Clock }) {
  const resolver = createOfferResolver(db);
  const draws = createDrawsService({ db, clock, offers: resolver });
  const offers = createOffersService({ db, clock, resolver, upcomingDraws: (rows) => draws.upcomingDraws(rows) });
  const results = createResultsService({ db, resolver, offersService: offers, drawsService: draws });
  return {
    /** Offer by key, url, alias or older name, any case. */
    findProductOffer: resolver.find,
    resolveProductOffer: resolver.resolve,
    ...offers,
    ...draws,
    ...results,
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
