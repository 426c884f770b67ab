// Offers: the product offers with their game types, game offers and price lists, the pricings
// (price lists by region) with their rankings and restrictions, the causes, and the one resolver
// of offer names (docs/decisions/076, 313).
export {
  type CatalogueCache,
  createCatalogueCache,
  uncachedCatalogue,
} from './catalogue-cache';
export { causeForDonation, causesOpenForDonations } from './causes';
export { type CatalogueRows, loadCatalogue } from './load-catalogue';
export { createOfferResolver, type OfferResolver, type OfferRow } from './offer-resolver';
export { offersRoutes } from './offers.routes';
export { createOffersService, type OffersService } from './offers.service';
export { type ProductOfferFilters, productOfferFilters } from './product-offers';
