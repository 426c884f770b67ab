import type { DashboardDraw } from '@drawline/contracts';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { productOffers } from '../catalogue.tables';
import { draws } from '../draws.tables';

const BOARD_LIMIT = 50;

/**
 * The draws staff watch on the console's dashboard (docs/decisions/231): open draws by stop
 * time, draws whose date has passed with no results yet, and drawn draws not yet paid.
 */
export async function readDrawBoard(
  db: Db,
  now: Date,
): Promise<{ open: DashboardDraw[]; awaitingResults: DashboardDraw[]; awaitingSettlement: DashboardDraw[] }> {
  const select = () =>
    db
      .select({
        drawId: draws.drawId,
        offerKey: draws.offerKey,
        offerName: productOffers.name,
        drawNo: draws.drawNo,
        status: draws.status,
        drawDate: draws.drawDate,
        stopDate: draws.stopDate,
      })
      .from(draws)
      .innerJoin(productOffers, eq(productOffers.key, draws.offerKey));
  const [open, awaitingResults, awaitingSettlement] = await Promise.all([
    select().where(eq(draws.status, 'DRAW_OPEN')).orderBy(asc(draws.stopDate)).limit(BOARD_LIMIT),
    select()
      .where(and(inArray(draws.status, ['DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED']), lte(draws.drawDate, now)))
      .orderBy(asc(draws.drawDate))
      .limit(BOARD_LIMIT),
    select()
      .where(inArray(draws.status, ['DRAW_DRAWN', 'DRAW_SCORED']))
      .orderBy(asc(draws.drawDate))
      .limit(BOARD_LIMIT),
  ]);
  const view = (r: (typeof open)[number]): DashboardDraw => ({
    ...r,
    drawDate: r.drawDate.toISOString(),
    stopDate: r.stopDate.toISOString(),
  });
  return {
    // A draw whose date has passed waits for results even while its status still says open.
    open: open.filter((r) => r.drawDate > now).map(view),
    awaitingResults: awaitingResults.map(view),
    awaitingSettlement: awaitingSettlement.map(view),
  };
}

/** The names of these product offers, by key (unknown keys are left out). */
export async function readOfferNames(db: Db, offerKeys: readonly string[]): Promise<Map<string, string>> {
  if (!offerKeys.length) return new Map();
  const rows = await db
    .select({ key: productOffers.key, name: productOffers.name })
    .from(productOffers)
    .where(inArray(productOffers.key, [...new Set(offerKeys)]));
  return new Map(rows.map((r) => [r.key, r.name]));
}
