export { demoSiteConfig, seedDemoSite } from './demo-site';
export { apiBasePaths, serviceBases } from './discovery';
export { type CountryLookup, type CountryRange, countryNameOf, DefaultCountryLookup, locate } from './locate';
export { discoveryRoutes, siteRoutes } from './site.routes';
export { createSiteService, type SiteService } from './site.service';
