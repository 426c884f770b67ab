import { z } from 'zod';
import { moneySchema } from './catalogue';

/**
 * First-party analytics (1-platform.md §7 analytics and attribution, §9 cookies; issue 30,
 * decision 447): page views with screen names, tracked events, identify on sign-in and reset on
 * sign-out, each with the session's attribution from the UTM parameters. Kept only with the
 * visitor's `non_essential` cookie consent.
 */
export const analyticsEventTypes = ['page', 'track', 'identify', 'reset'] as const;

/** The most events one call carries, and the most properties one event keeps. */
export const ANALYTICS_BATCH_MAX = 20;
export const ANALYTICS_PROPERTIES_MAX = 20;
/** A property's text longer than this, or any nested value, is dropped (decision 447). */
export const ANALYTICS_PROPERTY_TEXT_MAX = 200;

const short = z.string().max(200);

/** The session's attribution: the referrer and UTM parameters the visit arrived with. */
export const analyticsAttributionSchema = z
  .object({
    referrer: z.string().max(500).optional(),
    campaign: short.optional(),
    medium: short.optional(),
    source: short.optional(),
    term: short.optional(),
    content: short.optional(),
    referringDomain: short.optional(),
  })
  .strict();
export type AnalyticsAttribution = z.infer<typeof analyticsAttributionSchema>;

export const analyticsEventSchema = z
  .object({
    type: z.enum(analyticsEventTypes),
    /** The event's name (a page view's route name). */
    name: z.string().min(1).max(100),
    /** The screen name a page view sends (1-platform.md §4: each page view sends one). */
    screen: z.string().max(200).optional(),
    /** Flat properties; a nested or oversized one is dropped, not refused (decision 447). */
    properties: z.record(z.string().max(100), z.unknown()).optional(),
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /analytics/events: the browser's batch, sent in snake_case as every request. */
export const analyticsBatchSchema = z
  .object({
    events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
    attribution: analyticsAttributionSchema.optional(),
  })
  .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** One campaign's or source's sign-ups and sales in the report's period. */
export const campaignRowSchema = z.object({
  label: z.string(),
  signUps: z.number().int(),
  sales: z.array(moneySchema),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

/** One affiliate code's paid orders in the report's period: how many, and their amounts by currency (decision 486). */
export const affiliateRowSchema = z.object({
  code: z.string(),
  orders: z.number().int(),
  sales: z.array(moneySchema),
});
export type AffiliateRow = z.infer<typeof affiliateRowSchema>;

/**
 * GET /staff/api/campaigns: the last 30 days' sign-ups (first touch) and sales (as each order kept
 * its visit's attribution) by campaign and by source, and the paid orders by affiliate code.
 */
export const campaignReportSchema = z.object({
  from: z.string(),
  byCampaign: z.array(campaignRowSchema),
  bySource: z.array(campaignRowSchema),
  byAffiliate: z.array(affiliateRowSchema),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

/** The days the campaign report covers. */
export const CAMPAIGN_REPORT_DAYS = 30;

/** The staff port's campaign report (docs/decisions/333, 447). */
export interface StaffCampaignsPort {
  /** GET /campaigns. */
  campaigns(): Promise<CampaignReport>;
}
