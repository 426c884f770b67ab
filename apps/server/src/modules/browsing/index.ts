export { browsingRoutes, continueBrowsingSession } from './browsing.routes';
export { type BrowsingService, type BrowsingSessionIds, createBrowsingService } from './browsing.service';
