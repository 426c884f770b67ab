import { aestDate, aestInstant, type Dashboard, type OfferSales } from '@drawline/contracts';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { readDrawBoard, readOfferNames } from '../modules/catalogue';
import type { Corrections } from '../modules/corrections';
import type { Payouts } from '../modules/payouts';
import { drawRunsOf } from '../modules/recurring';
import type { Wallet } from '../modules/wallet';

/** What the dashboard reads from. */
export interface DashboardDeps {
  db: Db;
  clock: Clock;
  wallet: Wallet;
  corrections: Corrections;
  payouts: Payouts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the shop's day (AEST) and of its week (Monday), for the dashboard's periods. */
export function salesPeriods(now: Date): { todayFrom: Date; weekFrom: Date } {
  const todayFrom = aestInstant(aestDate(now));
  // getUTCDay of the AEST date: 0 is Sunday, so Monday starts the week.
  const weekday = new Date(`${aestDate(now)}T00:00:00Z`).getUTCDay();
  return { todayFrom, weekFrom: new Date(todayFrom.getTime() - ((weekday + 6) % 7) * DAY_MS) };
}

/**
 * The console's dashboard (docs/decisions/231): sales per offer today and this week, the draws
 * to watch, prizes held, corrections and withdrawals waiting, each open draw's recurring run,
 * read through each module's door.
 */
export async function readDashboard(deps: DashboardDeps): Promise<Dashboard> {
  const now = deps.clock.now();
  const { todayFrom, weekFrom } = salesPeriods(now);
  const [today, week, board, prizesHeld, pending, withdrawalsWaiting] = await Promise.all([
    deps.wallet.salesByOffer({ from: todayFrom, to: now }),
    deps.wallet.salesByOffer({ from: weekFrom, to: now }),
    readDrawBoard(deps.db, now),
    deps.wallet.prizesHeld(),
    deps.corrections.countPending(),
    deps.payouts.countWithdrawalQueue(),
  ]);
  const runs = await drawRunsOf(
    deps.db,
    board.open.map((d) => d.drawId),
  );
  const names = await readOfferNames(
    deps.db,
    week.map((s) => s.offerKey),
  );
  const named = (rows: typeof week): OfferSales[] =>
    rows.map((s) => ({ ...s, offerName: names.get(s.offerKey) ?? s.offerKey }));
  return {
    todayFrom: todayFrom.toISOString(),
    weekFrom: weekFrom.toISOString(),
    salesToday: named(today),
    salesThisWeek: named(week),
    openDraws: board.open,
    drawsAwaitingResults: board.awaitingResults,
    drawsAwaitingSettlement: board.awaitingSettlement,
    prizesHeld,
    correctionsAwaitingApproval: pending,
    withdrawalsWaiting,
    recurringRuns: board.open.flatMap((d) => {
      const run = runs.get(d.drawId);
      return run && run.due > 0
        ? [{ drawId: d.drawId, offerKey: d.offerKey, offerName: d.offerName, drawNo: d.drawNo, ...run }]
        : [];
    }),
  };
}
