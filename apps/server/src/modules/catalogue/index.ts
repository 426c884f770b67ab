export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueService, createCatalogueService } from './catalogue.service';
export { type DrawSchedule, drawsAround } from './draw-schedule';
export { assertDrawTransition, canMoveDraw, drawTransitions } from './draw-status';
export type { ProductOfferFilters } from './offers.service';
export { isPublished, purchaseStatusOf } from './purchase-status';
