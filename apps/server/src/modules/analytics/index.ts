export { allowsNonEssential, analyticsRoutes } from './analytics.routes';
export { type AnalyticsModule, type AnalyticsSender, createAnalytics, flatProperties } from './analytics.service';
export type { AttributedVisitor, VisitAttribution } from './visit-attribution';
