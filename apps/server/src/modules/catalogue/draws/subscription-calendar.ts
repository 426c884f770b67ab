import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { gameOffers } from '../catalogue.tables';
import { draws } from '../draws.tables';
import type { OfferResolver } from '../offers';
import { aestDay, drawOnDay, isDrawDay, type ScheduledDraw } from './draw-schedule';
import type { DrawCalendar } from './draw-schedule.service';

/** How far ahead a subscription calendar looks: a year, the longest frequency (annually). */
export const CALENDAR_DAYS = 366;

/** The draws a subscription to an offer can buy in the coming year (docs/decisions/369). */
export interface SubscriptionCalendar {
  offerKey: string;
  offerName: string;
  /** Soonest first; each once by its number. */
  draws: ScheduledDraw[];
}

interface CalendarDeps {
  db: Db;
  clock: Clock;
  resolver: OfferResolver;
  calendar?: DrawCalendar;
}

/**
 * The calendar of an offer sold by subscription (its deferred game type), or null when the name
 * is no such offer: the draws published and not yet closed (a raffle written in the console has
 * only these), and the ones the offer's draw schedule will add over the coming year, the
 * published row winning where both name a draw.
 */
export async function readSubscriptionCalendar(deps: CalendarDeps, name: string): Promise<SubscriptionCalendar | null> {
  const offer = await deps.resolver.find(name);
  if (!offer || offer.suspended || offer.availability !== 'available') return null;
  const [deferred] = await deps.db
    .select({ key: gameOffers.key })
    .from(gameOffers)
    .where(and(eq(gameOffers.offerKey, offer.key), eq(gameOffers.gameType, 'deferred')))
    .limit(1);
  if (!deferred) return null;
  const now = deps.clock.now();
  const until = now.getTime() + CALENDAR_DAYS * 86_400_000;
  const published = await deps.db
    .select({ drawNo: draws.drawNo, drawDate: draws.drawDate, stopDate: draws.stopDate })
    .from(draws)
    .where(
      and(eq(draws.offerKey, offer.key), inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED']), gt(draws.stopDate, now)),
    )
    .orderBy(asc(draws.drawDate));
  const byNo = new Map<number, ScheduledDraw>();
  const schedule = deps.calendar?.scheduledOffers().find((o) => o.offerKey === offer.key)?.schedule;
  if (schedule) {
    for (let day = aestDay(now), last = aestDay(new Date(until)); day <= last; day++) {
      if (!isDrawDay(schedule, day)) continue;
      const draw = drawOnDay(schedule, day);
      if (draw.stopDate.getTime() > now.getTime()) byNo.set(draw.drawNo, draw);
    }
  }
  for (const d of published) if (d.drawDate.getTime() <= until) byNo.set(d.drawNo, d);
  const sorted = [...byNo.values()].sort((a, b) => a.drawDate.getTime() - b.drawDate.getTime());
  return { offerKey: offer.key, offerName: offer.name, draws: sorted };
}
