// The catalogue feature's server-only door (React Router keeps .server modules out of the browser).
export { loadCause, loadCauses } from './causes.server';
export { drawNoParam, loadRaffleDraw, sellsSubscription } from './draws.server';
export { loadListing, raffleCard } from './listing.server';
export {
  baseSetsOf,
  loadCapabilities,
  loadCauseChoices,
  loadOfferOr404,
  loadResultsOffer,
  notFound,
  resolvePlayFamily,
  tabsFor,
} from './offers.server';
export { loadRafflePage, raffleData } from './raffle.server';
