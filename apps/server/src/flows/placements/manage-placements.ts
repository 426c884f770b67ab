import type { ConsolePlacement, PlacementRequest } from '@drawline/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../modules/audit';
import type { CapabilitiesService } from '../../modules/capabilities';
import type { CatalogueService } from '../../modules/catalogue';
import type { PlacementsModule } from '../../modules/placements';
import type { ActingStaff } from '../../modules/staff';
import { AppError } from '../../platform/app-error';
import type { AnswerCache } from '../../platform/cache';
import { entryOf } from '../../queries/read-placements';

export interface ManagePlacementsDeps {
  db: Db;
  placements: PlacementsModule;
  audit: AuditLog;
  catalogue: Pick<CatalogueService, 'listProductOffers' | 'listBrandings'>;
  /** The shop's segments: a placement aimed at one names one of them (decision 536). */
  capabilities: Pick<CapabilitiesService, 'listSegments'>;
  /** The kept answers: the feature placement shows the change at once, not in 300 s. */
  answers: AnswerCache;
}

/**
 * A placement must name a lottery sold now, one of its game offers and a number of games it
 * sells (decision 474), and a segment and branding the shop has (decision 536): an editor hears so
 * at once rather than the placement never showing.
 */
async function refuseUnlessPlaceable(deps: ManagePlacementsDeps, input: PlacementRequest) {
  await refuseUnknownAim(deps, input);
  const { offers } = await deps.catalogue.listProductOffers('default', { productTypes: ['lottery_ticket'] });
  const offer = offers.find((o) => o.key === input.productOfferKey);
  if (!entryOf(offer, input.gameOffer, input.numGames)) {
    throw new AppError('unprocessable', {
      message: 'Choose a lottery on sale, one of its game offers and a number of games it sells.',
      errors: [{ code: 'unprocessable', message: 'Not on sale as set', target: 'product_offer_key' }],
    });
  }
}

/** A placement aimed at a segment or a branding names one the shop has (decision 536), else nothing is stored. */
async function refuseUnknownAim(deps: ManagePlacementsDeps, input: PlacementRequest) {
  const { segmentName, brandingKey } = input;
  const [segments, brandings] = await Promise.all([
    segmentName ? deps.capabilities.listSegments() : [],
    brandingKey ? deps.catalogue.listBrandings() : [],
  ]);
  if (segmentName && !segments.some((s) => s.segmentName === segmentName)) {
    throw new AppError('unprocessable', {
      message: 'Choose a segment from the list.',
      errors: [{ code: 'unprocessable', message: 'No such segment', target: 'segment_name' }],
    });
  }
  if (brandingKey && !brandings.some((b) => b.id === brandingKey)) {
    throw new AppError('unprocessable', {
      message: 'Choose a branding from the list.',
      errors: [{ code: 'unprocessable', message: 'No such branding', target: 'branding_key' }],
    });
  }
}

/** An editor adds a placement (decision 474); the placement and its audit row commit together. */
export async function createPlacement(
  deps: ManagePlacementsDeps,
  actor: ActingStaff,
  input: PlacementRequest,
): Promise<ConsolePlacement> {
  await refuseUnlessPlaceable(deps, input);
  const placement = await deps.db.transaction(async (tx) => {
    const after = await deps.placements.create(tx, input);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'placement.create',
      subjectType: 'placement',
      subjectId: after.placementId,
      before: null,
      after,
    });
    return after;
  });
  deps.answers.clear();
  return placement;
}

/** An editor changes a placement: its key, offer, words, position or whether it shows. */
export async function updatePlacement(
  deps: ManagePlacementsDeps,
  actor: ActingStaff,
  placementId: string,
  input: PlacementRequest,
): Promise<ConsolePlacement> {
  await refuseUnlessPlaceable(deps, input);
  const placement = await deps.db.transaction(async (tx) => {
    const { before, after } = await deps.placements.update(tx, placementId, input);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'placement.update',
      subjectType: 'placement',
      subjectId: placementId,
      before,
      after,
    });
    return after;
  });
  deps.answers.clear();
  return placement;
}

/** An editor removes a placement. */
export async function removePlacement(deps: ManagePlacementsDeps, actor: ActingStaff, placementId: string) {
  await deps.db.transaction(async (tx) => {
    const before = await deps.placements.remove(tx, placementId);
    await deps.audit.recordAudit(tx, {
      actor,
      action: 'placement.remove',
      subjectType: 'placement',
      subjectId: placementId,
      before,
      after: null,
    });
  });
  deps.answers.clear();
  return null;
}
