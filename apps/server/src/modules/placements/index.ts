// The placements module (decision 474): the placements content editors set; the read that
// chooses what a customer is shown is queries/read-placements.ts, the console's changes flows/placements.
export { createPlacements, type PlacementAsker, type PlacementsModule } from './placements.service';
