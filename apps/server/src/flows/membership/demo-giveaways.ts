import { aestDate, aestInstant, aestMonth, dateOfDayNumber, dayNumberOf, type GiveawayType } from '@drawline/contracts';
import { createGiveaway, type GiveawayInput } from './create-giveaway';
import type { MembershipFlowDeps } from './membership-flow.deps';

/** The project's own prize pictures (tools/pictures/prizes.ts), as the demo raffles show them. */
const picture = (name: string) => ({
  mobile: `/pictures/prizes/${name}-960.jpg`,
  desktop: `/pictures/prizes/${name}-960.jpg`,
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar day as a title reads it ('Sat 28 Nov'), not the ISO form that breaks across lines. */
function titleDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${DAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** How many days of daily giveaways a demo start makes ahead. */
const DAILY_DAYS = 7;

/**
 * The demo shop's giveaways (issue 27, decision 429), made on a demo start only, never in
 * production: a daily $50 credit for today and each of the next six days (AEST, open all day,
 * closing at midnight), a monthly $500 credit closing at the end of the month, and a special
 * whose prize is goods. Each is made once (by its type and close), with its seed committed.
 */
export async function seedDemoGiveaways(deps: MembershipFlowDeps): Promise<number> {
  const now = deps.clock.now();
  const today = dayNumberOf(aestDate(now));
  const wanted: GiveawayInput[] = [];
  for (let d = 0; d < DAILY_DAYS; d++) {
    const date = dateOfDayNumber(today + d);
    wanted.push({
      type: 'daily',
      title: `Daily $50 credit, ${titleDay(date)}`,
      description: 'A $50 credit in the winner’s wallet, drawn at midnight.',
      images: picture('cash'),
      openAt: aestInstant(date),
      closeAt: aestInstant(dateOfDayNumber(today + d + 1)),
      prize: { kind: 'credit', amount: 5_000, currency: 'AUD', name: '$50 credit' },
    });
  }
  const { year, month } = aestMonth(now);
  const firstOfMonth = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  const nextMonth = month === 12 ? firstOfMonth(year + 1, 1) : firstOfMonth(year, month + 1);
  wanted.push({
    type: 'monthly',
    title: 'Monthly $500 credit',
    description: 'Unlock your entry, and a $500 credit could be yours at the end of the month.',
    images: picture('gift-card'),
    openAt: aestInstant(firstOfMonth(year, month)),
    closeAt: aestInstant(nextMonth),
    prize: { kind: 'credit', amount: 50_000, currency: 'AUD', name: '$500 credit' },
  });
  wanted.push({
    type: 'special',
    title: 'Special: a hybrid hatch',
    description: 'A new hybrid hatch, delivered to the winner.',
    images: picture('car'),
    openAt: aestInstant(dateOfDayNumber(today)),
    closeAt: aestInstant(dateOfDayNumber(today + 30)),
    prize: { kind: 'goods', name: 'Hybrid hatch', currency: 'AUD' },
  });
  let made = 0;
  for (const giveaway of wanted) {
    if (await deps.membership.hasGiveawayClosingAt(giveaway.type as GiveawayType, giveaway.closeAt)) continue;
    await createGiveaway(deps, giveaway);
    made++;
  }
  return made;
}
