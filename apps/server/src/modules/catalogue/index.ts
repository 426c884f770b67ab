export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueDeps, type CatalogueService, createCatalogueService } from './catalogue.service';
// The process's copy of the static catalogue rows that purchases price from (docs/decisions/285).
export { type CatalogueCache, createCatalogueCache, uncachedCatalogue } from './catalogue-cache';
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
// Raffles written in the console (docs/decisions/265-269): drafts, safe edits, publishing (three files).
export { CONSOLE_RAFFLE_DRAW_NO, publishRaffleDraft } from './publish-raffle-draft';
export {
  type DrawFacts,
  type GameOfferMatrix,
  readDraws,
  readGameOfferMatrix,
  readSyndicates,
  type SyndicateFacts,
} from './purchase-facts';
export { isPublished, purchaseStatusOf } from './purchase-status';
export { causeChoices, listRaffles, readRaffle } from './raffle-drafts';
export { findSaleTerms, type SaleDraw, type SaleSyndicate, type SaleTerms } from './sale-terms';
export {
  assertOnSale,
  type DrawOnSale,
  MAX_STOCK_PER_TAKE,
  refuseUnlessOnSale,
  type StockTaken,
  type TakeStockInput,
  takeStock,
} from './sales';
export { createRaffleDraft, updateRaffleDraft } from './save-raffle-draft';
export {
  assertSyndicateGames,
  pickSyndicateGames,
  type SyndicateToScore,
  syndicatesOfDraw,
} from './syndicate-games';
