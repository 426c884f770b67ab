import {
  type ConsoleRaffle,
  type RaffleRequest,
  raffleFieldsEditableAfterPublish,
  rafflePicturePath,
} from '@drawline/contracts';
import { eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { AppError, notFound } from '../../../platform/app-error';
import { productOfferAliases, productOffers } from '../catalogue.tables';
import { draws } from '../draws.tables';
import { raffleDrafts } from '../raffle-drafts.tables';
import { assertRaffleSavable, readRaffle } from './raffle-drafts';

/** The offer key a raffle's name gives (`Spring Home Raffle` → `spring_home_raffle`), and its url. */
export function offerNamesOf(name: string): { offerKey: string; url: string } {
  const offerKey =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40)
      .replace(/_+$/, '') || 'raffle';
  return { offerKey, url: offerKey.replaceAll('_', '-') };
}

/** Times kept as UTC ISO strings, so a form sending the same instant in another offset changes nothing. */
const normalised = (raffle: RaffleRequest): RaffleRequest => ({
  ...raffle,
  stopDate: new Date(raffle.stopDate).toISOString(),
  drawDate: new Date(raffle.drawDate).toISOString(),
});

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const nameTaken = () =>
  new AppError('conflict', {
    message: 'An offer already has this name.',
    errors: [{ target: 'name', code: 'taken', message: 'An offer or raffle already has this name: choose another' }],
  });

/** A new draft: nothing of it shows in the storefront until it is published. */
export async function createRaffleDraft(
  tx: Tx,
  input: { raffleId: string; staffId: string; raffle: RaffleRequest; now: Date },
): Promise<ConsoleRaffle> {
  const raffle = normalised(input.raffle);
  await assertRaffleSavable(tx, raffle, input.now);
  const { offerKey, url } = offerNamesOf(input.raffle.name);
  const [offer] = await tx
    .select({ key: productOffers.key })
    .from(productOffers)
    .where(or(eq(productOffers.key, offerKey), sql`lower(${productOffers.url}) = ${url}`))
    .limit(1);
  const [alias] = await tx
    .select({ name: productOfferAliases.name })
    .from(productOfferAliases)
    .where(or(eq(productOfferAliases.name, url), eq(productOfferAliases.name, offerKey)))
    .limit(1);
  if (offer || alias) throw nameTaken();
  const made = await tx
    .insert(raffleDrafts)
    .values({
      raffleId: input.raffleId,
      offerKey,
      url,
      status: 'draft',
      raffle,
      createdBy: input.staffId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ raffleId: raffleDrafts.raffleId });
  if (!made.length) throw nameTaken();
  return readRaffle(tx, input.raffleId, input.now);
}

/**
 * Saves a raffle's new fields. A draft takes any valid change; a published raffle only the fields
 * that change nothing bought (raffleFieldsEditableAfterPublish), written through to its offer and draw.
 */
export async function updateRaffleDraft(
  tx: Tx,
  input: { raffleId: string; raffle: RaffleRequest; now: Date },
): Promise<{ before: ConsoleRaffle; after: ConsoleRaffle }> {
  const [row] = await tx.select().from(raffleDrafts).where(eq(raffleDrafts.raffleId, input.raffleId)).for('update');
  if (!row) throw notFound(`Raffle ${input.raffleId}`);
  const before = await readRaffle(tx, input.raffleId, input.now);
  const raffle = normalised(input.raffle);
  if (row.status === 'draft') {
    await assertRaffleSavable(tx, raffle, input.now);
  } else {
    const editable = new Set<string>(raffleFieldsEditableAfterPublish);
    const changed = (Object.keys(raffle) as (keyof RaffleRequest)[]).filter(
      (k) => !editable.has(k) && sortedJson(raffle[k]) !== sortedJson(row.raffle[k]),
    );
    if (changed.length) {
      throw new AppError('conflict', {
        message: 'A published raffle keeps what buyers bought: only its description and picture may change.',
        errors: changed.map((k) => ({
          target: k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
          code: 'published',
          message: 'This cannot change once the raffle is published',
        })),
      });
    }
    await tx.update(productOffers).set({ description: raffle.description }).where(eq(productOffers.key, row.offerKey));
    if (row.drawId) {
      await tx
        .update(draws)
        .set({ featureImage: rafflePicturePath(raffle.picture) })
        .where(eq(draws.drawId, row.drawId));
    }
  }
  await tx.update(raffleDrafts).set({ raffle, updatedAt: input.now }).where(eq(raffleDrafts.raffleId, input.raffleId));
  return { before, after: await readRaffle(tx, input.raffleId, input.now) };
}
