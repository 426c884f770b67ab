// The placements feature's client-safe door (decision 474): what the shop puts in front of a customer.
export { FeatureBanner } from './feature-banner';
export { PlacementCard, PlacementList } from './placement-card';
export { PRE_CART_PLACEMENTS_PATH, PreCartPlacements } from './pre-cart-placements';
