// The catalogue module: one door for its four rooms (docs/decisions/313), each with its own
// index.ts. The rooms share the catalogue's tables (*.tables.ts here), which their SQL joins.
export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueService, createCatalogueService } from './catalogue.service';
export {
  listCataloguePictures,
  type PictureState,
  readCataloguePicture,
  setCataloguePicture,
} from './catalogue-pictures';

// Draws: the schedule, statuses, stock on sale, what purchases and settlement read and write.
export {
  type DrawCalendar,
  type DrawFacts,
  type DrawRef,
  type DrawSchedule,
  type DrawToSettle,
  drawResultOf,
  drawsAround,
  drawsToSettle,
  drawToSettle,
  findSaleTerms,
  type GameOfferMatrix,
  insertNewDraws,
  loadDrawHistory,
  MAX_STOCK_PER_TAKE,
  moveDrawInFlow,
  type NewDraw,
  type NewDrawRow,
  type OfficialResult,
  type PastDrawResult,
  type PastRaffleWinner,
  previousDraw,
  publishResultInFlow,
  type RafflePrizeSlot,
  type ResultsSource,
  raffleDrawsBeforeClose,
  rafflePrizeSlots,
  readDrawBoard,
  readDraws,
  readGameOfferMatrix,
  readOfferNames,
  readSyndicates,
  recordRaffleWinners,
  refuseUnlessOnSale,
  replaceResultInFlow,
  resultOfPlayedDraw,
  type SaleDraw,
  type SaleDrawsRead,
  type SaleSyndicate,
  type SaleTerms,
  type ScheduledDraw,
  type ScheduledOffer,
  type StockRow,
  type SubscriptionCalendar,
  type SyndicateFacts,
  type SyndicateToScore,
  saleDrawsPart,
  settleStockTake,
  subscriptionCalendarRoutes,
  syndicateDrawsPlaying,
  syndicatesOfDraw,
  takeStock,
  takeStockPart,
} from './draws';
// Offers: offers, prices, causes; the process's copy of the static rows purchases price from (decision 285).
export {
  type CatalogueCache,
  type CatalogueRows,
  createCatalogueCache,
  loadCatalogue,
  productOfferFilters,
  uncachedCatalogue,
} from './offers';
// Raffles written in the console (docs/decisions/265-269): drafts, safe edits, publishing.
export {
  causeChoices,
  createRaffleDraft,
  listRaffles,
  publishRaffleDraft,
  readRaffle,
  updateRaffleDraft,
} from './raffles';
