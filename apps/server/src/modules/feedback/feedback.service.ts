import {
  AEST_TIME_ZONE,
  type ConsoleFeedback,
  type ConsoleFeedbackPage,
  FEEDBACK_CHART_DAYS,
  type FeedbackEventRequest,
} from '@drawline/contracts';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { AppError } from '../../platform/app-error';
import { sha256 } from '../credentials';
import { feedbackEvents } from './feedback.tables';

const DAY_MS = 86_400_000;
/** At most 10 pieces of feedback an hour from one address (decision 446). */
export const FEEDBACK_PER_HOUR = 10;
const RECENT_SHOWN = 50;

/** Who sends the feedback: the signed-in customer or an anonymous visitor, and from where. */
export interface FeedbackSender {
  customerId: string | null;
  address: string;
}

const toFeedback = (row: typeof feedbackEvents.$inferSelect): ConsoleFeedback => ({
  eventId: row.id,
  rating: row.rating as -1 | 0 | 1,
  comment: row.comment,
  email: row.email,
  signedIn: row.customerId !== null,
  source: row.source,
  variant: row.variant,
  createdAt: row.createdAt.toISOString(),
});

/** The feedback widget's events (decision 446): stored whole, limited per sender, read back by the console. */
export function createFeedback(deps: { db: Db; clock: Clock; random: Random }) {
  const { db, clock, random } = deps;
  return {
    /**
     * Stores one feedback event. Email is asked only of anonymous visitors (§5): a signed-in
     * customer's is not kept, their id is. A blank comment is no comment.
     */
    async recordFeedback(event: FeedbackEventRequest, sender: FeedbackSender): Promise<{ eventId: string }> {
      const now = clock.now();
      const senderKey = sha256(`feedback:${sender.address}`).slice(0, 32);
      // The cap is kept under a lock per sender: counting then inserting in one transaction that
      // holds it, so parallel sends from one address never store an eleventh (decision 446).
      const id = random.uuid();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${senderKey}`}))`);
        const [sent] = await tx
          .select({ n: count() })
          .from(feedbackEvents)
          .where(
            and(
              eq(feedbackEvents.senderKey, senderKey),
              gt(feedbackEvents.createdAt, new Date(now.getTime() - 3_600_000)),
            ),
          );
        if ((sent?.n ?? 0) >= FEEDBACK_PER_HOUR)
          throw new AppError('rate_limited', { headers: { 'retry-after': '3600' } });
        const comment = event.comment?.trim() || null;
        const environment = event.clientInformation.clientEnvironment;
        await tx.insert(feedbackEvents).values({
          id,
          rating: event.rating,
          comment,
          email: sender.customerId ? null : (event.email?.trim().toLowerCase() ?? null),
          customerId: sender.customerId,
          source: event.source,
          variant: event.variant,
          clientBuild: event.clientInformation.build,
          clientVersion: event.clientInformation.version,
          clientTimezone: environment.timezone,
          clientLocale: environment.locale,
          senderKey,
          createdAt: now,
        });
      });
      return { eventId: id };
    },

    /** The console's page: ratings per AEST day over the last 30 days (oldest first) and the newest 50. */
    async feedbackPage(): Promise<ConsoleFeedbackPage> {
      const from = new Date(clock.now().getTime() - FEEDBACK_CHART_DAYS * DAY_MS);
      // The zone written into the statement, not as a parameter: grouping needs the same expression each time.
      const day = sql<string>`to_char(${feedbackEvents.createdAt} at time zone ${sql.raw(`'${AEST_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
      const [perDay, recent] = await Promise.all([
        db
          .select({
            day,
            notSatisfied: sql<number>`count(*) filter (where ${feedbackEvents.rating} = -1)`.mapWith(Number),
            neutral: sql<number>`count(*) filter (where ${feedbackEvents.rating} = 0)`.mapWith(Number),
            satisfied: sql<number>`count(*) filter (where ${feedbackEvents.rating} = 1)`.mapWith(Number),
          })
          .from(feedbackEvents)
          .where(gt(feedbackEvents.createdAt, from))
          .groupBy(day)
          .orderBy(day),
        db.select().from(feedbackEvents).orderBy(desc(feedbackEvents.seq)).limit(RECENT_SHOWN),
      ]);
      return { days: perDay, recent: recent.map(toFeedback) };
    },
  };
}
export type FeedbackModule = ReturnType<typeof createFeedback>;
