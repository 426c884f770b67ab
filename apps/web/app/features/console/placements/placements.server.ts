import { checkForm, isEditablePlacementKey, placementRequestSchema, snakeKey } from '@drawline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { type FieldPlace, outcomeOf, refusedForm } from '../console-action.server';
import { requireConsoleStaff } from '../staff-session.server';

/** A lottery's game offer an editor may place: `offerKey/gameOffer`, with the game counts it sells. */
export interface PlaceableEntry {
  value: string;
  label: string;
  numGames: number[];
}

/**
 * The console's placements page (decision 474): the placements, the lotteries' game offers on
 * sale, and the shop's segments and brandings a placement may be aimed at (decision 536).
 */
export async function loadConsolePlacements(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const platform = context.platform(undefined);
  const [placements, offers, capabilities, brandings] = await Promise.all([
    staff.consolePlacements(),
    platform.productOffers('default').then((a) => a.offers),
    platform.capabilities(),
    platform.brandings(),
  ]);
  const segments = capabilities.segments.map((s) => s.segmentName);
  const brandingKeys = brandings.map((b) => b.id);
  const entries: PlaceableEntry[] = offers
    .filter((o) => o.type === 'lottery_ticket')
    .flatMap((o) =>
      // Quick picks of standard games only (decision 474).
      o.gameTypes
        .filter((t) => t.key === 'standard')
        .flatMap((t) =>
          t.gameOffers.map((g) => ({
            value: `${o.key}/${g.key}`,
            label: `${o.name}: ${g.key.replaceAll('_', ' ')}`,
            numGames: g.prices.map((p) => p.numGames),
          })),
        ),
    );
  return { placements, entries, segments, brandingKeys };
}

/** Add, change (show or hide) or remove a placement; the API checks it is on sale and writes the audit row. */
export async function consolePlacementsAction(request: Request, context: AppLoadContext) {
  const { staff } = await requireConsoleStaff(request, context, 'content');
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const intent = text('intent');
  if (intent === 'remove') {
    return outcomeOf(async () => {
      await staff.removePlacement(text('placementId'));
      return 'The placement is removed.';
    });
  }
  if (intent === 'show' || intent === 'hide') {
    const p = (await staff.consolePlacements()).find((x) => x.placementId === text('placementId'));
    if (!p) return data({ error: 'There is no such placement.', done: null, fields: {} }, { status: 404 });
    const { placementId, updatedAt: _, key, ...fields } = p;
    // instant_play shows on no page (decision 534): such a placement can only be removed.
    if (!isEditablePlacementKey(key)) {
      return data(
        { error: 'Instant play shows on no page: remove this placement.', done: null, fields: {} },
        { status: 400 },
      );
    }
    return outcomeOf(async () => {
      await staff.updatePlacement(placementId, { ...fields, key, active: intent === 'show' });
      return intent === 'show' ? 'The placement shows again.' : 'The placement is hidden.';
    });
  }
  const [productOfferKey = '', gameOffer = ''] = text('entry').split('/');
  const checked = checkForm(placementRequestSchema, {
    key: text('key'),
    productOfferKey,
    gameOffer,
    numGames: text('numGames'),
    headline: text('headline'),
    message: text('message'),
    position: text('position') || '0',
    active: form.get('active') === 'on',
    segmentName: text('segmentName'),
    brandingKey: text('brandingKey'),
  });
  if (checked.errors) return refusedForm(checked.errors, placeOf);
  const placement = checked.data;
  return outcomeOf(async () => {
    await staff.createPlacement(placement);
    return `The placement "${placement.headline}" is added.`;
  });
}

const labels: Record<string, string> = {
  key: 'Where it shows',
  productOfferKey: 'Lottery and game',
  gameOffer: 'Lottery and game',
  numGames: 'Games',
  headline: 'Headline',
  message: 'Message',
  position: 'Position',
  segmentName: 'Segment',
  brandingKey: 'Branding',
};
const placeOf = (path: string): FieldPlace => {
  const name = path.split('.')[0] ?? path;
  return { field: snakeKey(name), label: labels[name] ?? 'The placement' };
};
