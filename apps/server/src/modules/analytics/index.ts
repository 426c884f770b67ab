export { allowsNonEssential, analyticsRoutes } from './analytics.routes';
export { type AnalyticsModule, type AnalyticsSender, createAnalytics, flatProperties } from './analytics.service';
export { reportAnalyticsFailure, withoutAnalyticsFailure } from './analytics-failure';
export type { AttributedVisitor, VisitAttribution } from './visit-attribution';
