export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueDeps, type CatalogueService, createCatalogueService } from './catalogue.service';
export { type DrawSchedule, drawsAround, previousDraw, type ScheduledDraw } from './draw-schedule';
export {
  type DrawCalendar,
  type DrawRef,
  type DrawScheduleReport,
  insertNewDraws,
  type NewDraw,
  type NewDrawRow,
  type NewRafflePrizeRow,
  type NewSyndicateRow,
  type ResultsSource,
  type ScheduledOffer,
} from './draw-schedule.service';
export { assertDrawTransition, canMoveDraw, drawTransitions } from './draw-status';
export type { OfficialResult } from './draws.service';
export type { ProductOfferFilters } from './offers.service';
export { isPublished, purchaseStatusOf } from './purchase-status';
export { findSaleTerms, type SaleDraw, type SaleSyndicate, type SaleTerms } from './sale-terms';
