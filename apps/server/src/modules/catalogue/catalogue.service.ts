import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { sharedFor } from '../../lib/shared-for';
import {
  createDrawScheduleService,
  createDrawsService,
  type DrawCalendar,
  type ResultsSource,
  readLiveStock,
  readSubscriptionCalendar,
  withLiveStock,
} from './draws';
import { createOfferResolver, createOffersService } from './offers';
import { createResultsService } from './results';

export interface CatalogueDeps {
  db: Db;
  clock: Clock;
  /** Which offers draw when; the schedule maintenance adds their coming draws. */
  drawCalendar?: DrawCalendar;
  /** The operator's results feed; the schedule maintenance publishes what it answers. */
  resultsSource?: ResultsSource;
  /** Milliseconds one read of the stock on sale is shared by every caller (0: each reads; docs/decisions/342). */
  liveStockReuseMs?: number;
  /** Quick picks of the games of new syndicates; cryptographic when not given. */
  random?: Random;
}

/**
 * The catalogue: product offers, game offers and prices, causes and branding (offers/), the
 * draws with their statuses and stock and the maintenance of the draw schedule (draws/), results,
 * statistics and tips (results/). Every call that takes an offer name goes through the one resolver.
 */
export function createCatalogueService({
  db,
  clock,
  drawCalendar,
  resultsSource,
  random,
  liveStockReuseMs = 0,
}: CatalogueDeps) {
  const resolver = createOfferResolver(db);
  const draws = createDrawsService({ db, clock, offers: resolver });
  const offers = createOffersService({ db, clock, resolver, upcomingDraws: (rows) => draws.upcomingDraws(rows) });
  const results = createResultsService({ db, resolver, offersService: offers, drawsService: draws });
  const schedule = createDrawScheduleService({
    db,
    clock,
    drawsService: draws,
    calendar: drawCalendar,
    resultsSource,
    random,
  });
  return {
    /** Offer by key, url, alias or older name, any case. */
    findProductOffer: resolver.find,
    resolveProductOffer: resolver.resolve,
    /** The stock on sale now, in one read: what a kept offers answer must not show stale (decision 330). */
    readLiveStock: sharedFor(liveStockReuseMs, () => readLiveStock(db, clock.now())),
    /** A kept offers answer with its stock and purchase statuses as readLiveStock read them. */
    withLiveStock,
    /** The coming year's draws of an offer sold by subscription, for its calendar PDF (decision 369). */
    subscriptionCalendar: (name: string) =>
      readSubscriptionCalendar({ db, clock, resolver, calendar: drawCalendar }, name),
    ...offers,
    ...draws,
    ...results,
    ...schedule,
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
