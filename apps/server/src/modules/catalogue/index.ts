export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueService, createCatalogueService } from './catalogue.service';
export { assertDrawTransition, canMoveDraw, drawTransitions } from './draw-status';
export { type DrawSchedule, drawsAround } from './draw-schedule';
export type { ProductOfferFilters } from './offers.service';
export { isPublished, purchaseStatusOf } from './purchase-status';
