import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsEvents } from './analytics.tables';

/** Where a visit came from (1-platform.md §7): what its page kept in sessionStorage and sent with its events. */
export interface VisitAttribution {
  campaign: string | null;
  source: string | null;
  medium: string | null;
  term: string | null;
  content: string | null;
  referrer: string | null;
  referringDomain: string | null;
}

/** The visitor as a purchase's caller knows them: the anonymous_id cookie and the consent cookie. */
export interface AttributedVisitor {
  anonymousId?: string | null;
  nonEssentialConsent?: boolean;
}

/**
 * The visit's attribution for an order (decision 486): the one the visitor's latest kept event
 * carried (every event of a browser session carries the session's), so a session that came with no
 * campaign has none even when an earlier one did. Nothing without consent or an anonymous id, and
 * nothing when no field is set.
 */
export async function visitAttribution(db: Db, visitor: AttributedVisitor): Promise<VisitAttribution | null> {
  if (!visitor.nonEssentialConsent || !visitor.anonymousId) return null;
  const [latest] = await db
    .select({
      campaign: analyticsEvents.campaign,
      source: analyticsEvents.source,
      medium: analyticsEvents.medium,
      term: analyticsEvents.term,
      content: analyticsEvents.content,
      referrer: analyticsEvents.referrer,
      referringDomain: analyticsEvents.referringDomain,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.anonymousId, visitor.anonymousId))
    .orderBy(desc(analyticsEvents.seq))
    .limit(1);
  if (!latest || Object.values(latest).every((v) => v === null)) return null;
  return latest;
}
