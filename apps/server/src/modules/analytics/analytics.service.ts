import {
  ANALYTICS_PROPERTIES_MAX,
  ANALYTICS_PROPERTY_TEXT_MAX,
  type AnalyticsBatch,
  type AnalyticsEvent,
} from '@drawline/contracts';
import { and, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { analyticsEvents } from './analytics.tables';
import { type AttributedVisitor, visitAttribution } from './visit-attribution';

type Flat = Record<string, string | number | boolean | null>;

/** Who sends the batch, and whether they allowed non-essential cookies. */
export interface AnalyticsSender {
  anonymousId: string | null;
  customerId: string | null;
  nonEssentialConsent: boolean;
  /** The session was opened by signing up: its identify is a sign-up (from the session, never the body). */
  newSignup: boolean;
}

/**
 * An event's properties as kept: flat values only, text up to 200 characters, at most 20; a
 * nested or oversized value is dropped without refusing the event (decision 447).
 */
export function flatProperties(properties: AnalyticsEvent['properties']): Flat {
  const kept: Flat = {};
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (Object.keys(kept).length >= ANALYTICS_PROPERTIES_MAX) break;
    if (value === null || typeof value === 'boolean') kept[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) kept[key] = value;
    else if (typeof value === 'string' && value.length <= ANALYTICS_PROPERTY_TEXT_MAX) kept[key] = value;
  }
  return kept;
}

const withoutNewSignup = ({ newSignup: _dropped, ...rest }: Flat): Flat => rest;

/** The referring site's host name, from the referrer when the browser did not name it. */
const domainOf = (referrer: string | undefined) => {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname || null;
  } catch {
    return null;
  }
};

/** First-party analytics (decision 447): events kept only with consent, in one insert or none. */
export function createAnalytics(deps: { db: Db; clock: Clock; random: Random }) {
  const { db, clock, random } = deps;
  return {
    /** The visit's attribution for the order it buys (decision 486): none without consent. */
    visitAttribution: (visitor: AttributedVisitor) => visitAttribution(db, visitor),
    /** Stores the batch when the sender allowed non-essential cookies; answers how many were kept. */
    async recordEvents(batch: AnalyticsBatch, sender: AnalyticsSender): Promise<number> {
      if (!sender.nonEssentialConsent) return 0;
      const now = clock.now();
      const a = batch.attribution ?? {};
      const rows = batch.events.map((event) => ({
        id: random.uuid(),
        anonymousId: sender.anonymousId,
        // A reset is the sign-out: it belongs to nobody, whatever session is still open.
        customerId: event.type === 'reset' ? null : sender.customerId,
        type: event.type,
        name: event.name,
        screen: event.screen ?? null,
        // Whether an identify is a sign-up is the session's word, never the page's.
        properties:
          event.type === 'identify'
            ? { ...withoutNewSignup(flatProperties(event.properties)), newSignup: sender.newSignup }
            : flatProperties(event.properties),
        referrer: a.referrer ?? null,
        referringDomain: a.referringDomain ?? domainOf(a.referrer),
        campaign: a.campaign ?? null,
        medium: a.medium ?? null,
        source: a.source ?? null,
        term: a.term ?? null,
        content: a.content ?? null,
        createdAt: now,
      }));
      await db.insert(analyticsEvents).values(rows);
      return rows.length;
    },

    /**
     * Customers identified since `from` with the campaign and source of their first identify that
     * carried any (first touch), and whether they signed up then (decision 447).
     */
    async attributedCustomers(
      from: Date,
    ): Promise<{ customerId: string; campaign: string | null; source: string | null; signedUp: boolean }[]> {
      const identified = and(
        eq(analyticsEvents.type, 'identify'),
        isNotNull(analyticsEvents.customerId),
        gte(analyticsEvents.createdAt, from),
      );
      const [touches, signUps] = await Promise.all([
        db
          .selectDistinctOn([analyticsEvents.customerId], {
            customerId: analyticsEvents.customerId,
            campaign: analyticsEvents.campaign,
            source: analyticsEvents.source,
          })
          .from(analyticsEvents)
          .where(and(identified, or(isNotNull(analyticsEvents.campaign), isNotNull(analyticsEvents.source))))
          .orderBy(analyticsEvents.customerId, analyticsEvents.seq),
        db
          .selectDistinct({ customerId: analyticsEvents.customerId })
          .from(analyticsEvents)
          .where(and(identified, sql`${analyticsEvents.properties}->>'newSignup' = 'true'`)),
      ]);
      const signedUp = new Set(signUps.map((r) => r.customerId));
      return touches.map((t) => ({
        customerId: t.customerId!,
        campaign: t.campaign,
        source: t.source,
        signedUp: signedUp.has(t.customerId),
      }));
    },
  };
}
export type AnalyticsModule = ReturnType<typeof createAnalytics>;
