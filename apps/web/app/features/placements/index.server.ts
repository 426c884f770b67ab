// The placements feature's server-only door.
export { loadPlacements } from './placements.server';
