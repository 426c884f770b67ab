export {
  type CapabilitiesView,
  capabilitiesView,
  fetchCapabilities,
  filterByNeed,
  Gate,
  PageLink,
  requireCapabilities,
  useCapabilities,
  useSellsRecurring,
} from './capabilities';
export {
  isBuilt,
  type LinkRule,
  type PageNotBuilt,
  type PageRoute,
  pageNeeds,
  pagesNotBuilt,
  pathTo,
  type StorefrontPage,
  showsLink,
} from './pages';
export { type RouteNeedName, routeNeeds } from './route-needs';
