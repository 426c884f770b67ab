export { catalogueRoutes } from './catalogue.routes';
export { type CatalogueService, createCatalogueService, type ProductOfferQuery } from './catalogue.service';
