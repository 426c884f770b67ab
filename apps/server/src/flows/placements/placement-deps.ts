import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditLog } from '../../modules/audit';
import type { PlacementsModule } from '../../modules/placements';
import type { AnswerCache } from '../../platform/cache';
import type { PlacementReadDeps } from '../../queries/read-placements';
import type { ManagePlacementsDeps } from './manage-placements';

type PlacementModules = Omit<PlacementReadDeps, 'db' | 'clock' | 'placements'> & {
  placements: PlacementsModule;
  audit: AuditLog;
};

/**
 * What the placements run with (decision 474), from the app's modules: the read (the placement
 * base and the pages' port alike) and the console's changes (the staff route and the staff port alike).
 */
export function placementDepsOf(ctx: { db: Db; clock: Clock }, m: PlacementModules) {
  const { db, clock } = ctx;
  return {
    read: (): PlacementReadDeps => ({
      db,
      clock,
      placements: m.placements,
      catalogue: m.catalogue,
      cart: m.cart,
      limits: m.limits,
      wallet: m.wallet,
    }),
    manage: (answers: AnswerCache): ManagePlacementsDeps => ({
      db,
      placements: m.placements,
      audit: m.audit,
      catalogue: m.catalogue,
      answers,
    }),
  };
}
