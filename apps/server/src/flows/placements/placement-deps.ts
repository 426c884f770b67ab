import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditLog } from '../../modules/audit';
import type { CapabilitiesService } from '../../modules/capabilities';
import type { PlacementsModule } from '../../modules/placements';
import { type CountryLookup, locate } from '../../modules/site';
import type { AnswerCache } from '../../platform/cache';
import type { PlacementRouteDeps } from '../../queries/placement.routes';
import type { ManagePlacementsDeps } from './manage-placements';

type PlacementModules = Omit<PlacementRouteDeps, 'db' | 'clock' | 'placements' | 'countryOf' | 'catalogue'> & {
  placements: PlacementsModule;
  catalogue: ManagePlacementsDeps['catalogue'];
  audit: AuditLog;
  capabilities: Pick<CapabilitiesService, 'listSegments'>;
};

interface PlacementContext {
  db: Db;
  clock: Clock;
  countryLookup: CountryLookup;
  config: { locate: { defaultCountry: string } };
}

/**
 * What the placements run with (decision 474), from the app's modules: the read (the placement
 * base and the pages' port alike) and the console's changes (the staff route and the staff port alike).
 */
export function placementDepsOf(ctx: PlacementContext, m: PlacementModules) {
  const { db, clock } = ctx;
  return {
    read: (): PlacementRouteDeps => ({
      db,
      clock,
      countryOf: (request) => locate(ctx.countryLookup, ctx.config.locate.defaultCountry, request).countryCode,
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
      capabilities: m.capabilities,
      answers,
    }),
  };
}
