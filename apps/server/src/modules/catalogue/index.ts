export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueDeps, type CatalogueService, createCatalogueService } from './catalogue.service';
// The demo shop's catalogue, seeded through this door, and its draw calendar and invented results
// feed, which main.ts hands to the app on a demo shop only (docs/decisions/039, 072).
export { type DemoDrawOperations, demoDrawOperations, seedDemoCatalogue } from './demo/seed-catalogue';
export { readDrawBoard, readOfferNames } from './draw-board';
export { type DrawSchedule, drawsAround, previousDraw, type ScheduledDraw } from './draw-schedule';
export type {
  DrawCalendar,
  DrawRef,
  DrawScheduleReport,
  NewDraw,
  NewDrawRow,
  NewRafflePrizeRow,
  NewSyndicateRow,
  ResultsSource,
  ScheduledOffer,
} from './draw-schedule.service';
export {
  type DrawToSettle,
  drawResultOf,
  drawsToSettle,
  drawToSettle,
  moveDrawInFlow,
  publishResultInFlow,
  type RafflePrizeSlot,
  type RaffleWinnerInput,
  raffleDrawsBeforeClose,
  rafflePrizeSlots,
  recordRaffleWinners,
  replaceResultInFlow,
  resultOfPlayedDraw,
} from './draw-settlement';
export { assertDrawTransition, canMoveDraw, drawTransitions } from './draw-status';
export type { OfficialResult } from './draws.service';
export type { SyndicateTicket, SyndicateTicketGames } from './draws.tables';
export type { ProductOfferFilters } from './offers.service';
export {
  type DrawFacts,
  type GameOfferMatrix,
  readDraws,
  readGameOfferMatrix,
  readSyndicates,
  type SyndicateFacts,
} from './purchase-facts';
export { isPublished, purchaseStatusOf } from './purchase-status';
export { findSaleTerms, type SaleDraw, type SaleSyndicate, type SaleTerms } from './sale-terms';
export {
  assertOnSale,
  type DrawOnSale,
  MAX_STOCK_PER_TAKE,
  type StockTaken,
  type TakeStockInput,
  takeStock,
} from './sales';
export {
  assertSyndicateGames,
  pickSyndicateGames,
  type SyndicateToScore,
  syndicatesOfDraw,
} from './syndicate-games';
