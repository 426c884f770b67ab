// The catalogue feature's client-safe door for other features.
export { loadOffers } from './offers';
export { entryCountNoun, gameOfferLabel, gameTypeLabel } from './ordering';
