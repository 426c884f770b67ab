export {
  type CapabilitiesView,
  capabilitiesView,
  fetchCapabilities,
  filterByNeed,
  Gate,
  requireCapabilities,
  useCapabilities,
} from './capabilities';
export { type RouteNeedName, routeNeeds } from './route-needs';
