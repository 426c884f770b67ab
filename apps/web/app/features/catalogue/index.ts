// The catalogue feature's client-safe door for other features.

export { CauseDetail, CauseGrid } from './causes';
export { CardGrid, PageBand, StateChooser } from './listing';
export { loadBrandingKey, loadOffers, loadPricingName, offerUrl } from './offers';
export { entryCountNoun, gameOfferLabel, gameTypeLabel } from './ordering';
export { chooseStateAction } from './sub-variant';
