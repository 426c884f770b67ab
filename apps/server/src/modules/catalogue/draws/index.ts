// Draws: the schedule (which draws an offer has, kept topped up), their statuses as a table of
// moves, the stock on sale and what a purchase reads of a draw, and what settlement reads and
// writes of a draw (docs/decisions/039, 121, 313).

export { readDrawBoard, readOfferNames } from './draw-board';
export { loadDrawHistory, type PastDrawResult, type PastRaffleWinner } from './draw-history';
export { type DrawSchedule, drawsAround, previousDraw, type ScheduledDraw } from './draw-schedule';
export type {
  DrawCalendar,
  DrawRef,
  DrawScheduleReport,
  NewDraw,
  NewDrawRow,
  ResultsSource,
  ScheduledOffer,
} from './draw-schedule.service';
export { createDrawScheduleService, insertNewDraws } from './draw-schedule.service';
export {
  type DrawToSettle,
  drawResultOf,
  drawsToSettle,
  drawToSettle,
  moveDrawInFlow,
  publishResultInFlow,
  type RafflePrizeSlot,
  raffleDrawsBeforeClose,
  rafflePrizeSlots,
  recordRaffleWinners,
  replaceResultInFlow,
  resultOfPlayedDraw,
  syndicateDrawsPlaying,
} from './draw-settlement';
export {
  type DrawOutcome,
  type DrawRow,
  divisionsOf,
  drawDataOf,
  hasResultStatus,
  type OfficialResult,
  sortRafflePrizes,
  toRafflePrize,
  toRaffleWinners,
  winnerInfoOf,
  winningNumbersOf,
} from './draw-views';
export { drawsRoutes } from './draws.routes';
export { createDrawsService, type DrawsService } from './draws.service';
export { type LiveStock, readLiveStock, withLiveStock } from './live-stock';
export {
  type DrawFacts,
  type GameOfferMatrix,
  readDraws,
  readGameOfferMatrix,
  readSyndicates,
  type SyndicateFacts,
} from './purchase-facts';
export {
  findSaleTerms,
  type SaleDraw,
  type SaleDrawsRead,
  type SaleSyndicate,
  type SaleTerms,
  saleDrawsPart,
} from './sale-terms';
export {
  giveBackStock,
  MAX_STOCK_PER_TAKE,
  refuseUnlessOnSale,
  type StockRow,
  settleStockTake,
  takeStock,
  takeStockPart,
} from './sales';
export { readSubscriptionCalendar, type SubscriptionCalendar } from './subscription-calendar';
export { type SubscriptionCalendarDeps, subscriptionCalendarRoutes } from './subscription-calendar.routes';
export { drawsBoughtAt, subscriptionCalendarPdf } from './subscription-calendar-pdf';
export { type SyndicateToScore, syndicatesOfDraw } from './syndicate-games';
