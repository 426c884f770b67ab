import { type ConsoleRaffle, rafflePicturePath, raffleRequestSchema } from '@drawline/contracts';
import { eq, max } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Random } from '../../../lib/random';
import { AppError, notFound } from '../../../platform/app-error';
import {
  gameOfferPrices,
  gameOffers,
  gameTypes,
  pricingProductOffers,
  pricings,
  productOfferCauses,
  productOffers,
} from '../catalogue.tables';
import { insertNewDraws, type NewDraw } from '../draws';
import { raffleDrafts } from '../raffle-drafts.tables';
import { assertRaffleSavable, readRaffle } from './raffle-drafts';

/** A console raffle has one draw: the raffle is that one draw (docs/decisions/266). */
export const CONSOLE_RAFFLE_DRAW_NO = 1;

/**
 * Publishes a draft in the caller's transaction: writes its product offer, game offer with the
 * ticket price and bundles, causes, listing under every pricing of its currency, and its open
 * draw with the prizes and ticket cap, through the catalogue's own tables, so every storefront
 * read (offers, play page, causes) shows it as it shows any raffle. The caller commits the
 * draw's raffle seed in the same transaction. Refuses a raffle published already (409) and one
 * whose stop time has passed since it was saved.
 */
export async function publishRaffleDraft(
  tx: Tx,
  /** `random` is insertNewDraws' (it quick-picks syndicate games; a raffle draw has none). */
  input: { raffleId: string; staffId: string; now: Date; random: Random },
): Promise<{ before: ConsoleRaffle; after: ConsoleRaffle; drawId: string }> {
  const [row] = await tx.select().from(raffleDrafts).where(eq(raffleDrafts.raffleId, input.raffleId)).for('update');
  if (!row) throw notFound(`Raffle ${input.raffleId}`);
  if (row.status !== 'draft') throw new AppError('conflict', { message: 'This raffle is published already.' });
  const before = await readRaffle(tx, input.raffleId, input.now);
  // The stored draft passed these rules when saved; the schema again guards a row written by an older rule.
  const raffle = raffleRequestSchema.parse(row.raffle);
  await assertRaffleSavable(tx, raffle, input.now);

  const { offerKey, url } = row;
  const currency = 'AUD';
  const [taken] = await tx
    .select({ key: productOffers.key })
    .from(productOffers)
    .where(eq(productOffers.key, offerKey));
  if (taken) throw new AppError('conflict', { message: `An offer ${offerKey} exists already: rename the raffle.` });
  await tx.insert(productOffers).values({
    key: offerKey,
    type: 'raffle_ticket',
    name: raffle.name,
    url,
    displayCategory: 'charity',
    lotteryKey: offerKey,
    description: raffle.description,
    recurringPurchase: null,
  });
  await tx.insert(gameTypes).values({ offerKey, key: 'standard', position: 0 });
  const bundles = [{ tickets: 1, price: raffle.ticketPrice }, ...raffle.bundles].sort((a, b) => a.tickets - b.tickets);
  await tx.insert(gameOffers).values({
    offerKey,
    gameType: 'standard',
    key: 'tickets',
    position: 0,
    numberSets: [],
    numGames: bundles.map((b) => b.tickets),
    defaultGameOffer: true,
    multiDraw: [1],
    minGames: 1,
  });
  await tx.insert(gameOfferPrices).values(
    bundles.map((b) => ({
      offerKey,
      gameType: 'standard',
      gameOfferKey: 'tickets',
      numGames: b.tickets,
      amount: b.price,
      currency,
    })),
  );
  await tx
    .insert(productOfferCauses)
    .values(raffle.causeKeys.map((causeKey, position) => ({ offerKey, causeKey, position })));
  // Listed last under every pricing that sells in its currency.
  const listed = await tx
    .select({ name: pricings.name, rank: max(pricingProductOffers.rank) })
    .from(pricings)
    .leftJoin(pricingProductOffers, eq(pricingProductOffers.pricingName, pricings.name))
    .where(eq(pricings.currency, currency))
    .groupBy(pricings.name);
  if (listed.length) {
    await tx
      .insert(pricingProductOffers)
      .values(listed.map((p) => ({ pricingName: p.name, offerKey, rank: (p.rank ?? 0) + 1 })));
  }

  const drawId = `${offerKey}-${CONSOLE_RAFFLE_DRAW_NO}`;
  const drawDate = new Date(raffle.drawDate);
  const [main] = raffle.prizes;
  const newDraw: NewDraw = {
    draw: {
      drawId,
      offerKey,
      drawNo: CONSOLE_RAFFLE_DRAW_NO,
      type: 'raffle_ticket_draw',
      status: 'DRAW_OPEN',
      drawDate,
      stopDate: new Date(raffle.stopDate),
      prizePool: main?.value ?? null,
      currency,
      name: `Draw ${CONSOLE_RAFFLE_DRAW_NO}: ${main?.name ?? raffle.name}`,
      prizeValue: raffle.prizes.reduce((n, p) => n + p.value * p.quantity, 0),
      featureImage: rafflePicturePath(raffle.picture),
      ticketCap: raffle.ticketCap,
      ticketsSold: 0,
    },
    // The main prize first, the others drawn a minute apart after it in list order.
    prizes: raffle.prizes.map((p, i) => ({
      prizeId: i === 0 ? `${drawId}-main` : `${drawId}-prize-${i}`,
      drawId,
      type: i === 0 ? 'main' : 'secondary',
      name: p.name,
      description: p.description,
      value: p.value,
      currency,
      quantity: p.quantity,
      drawnAt: new Date(drawDate.getTime() + i * 60_000),
    })),
    syndicates: [],
  };
  const added = await insertNewDraws(tx, [newDraw], input.random);
  if (!added.has(drawId)) throw new AppError('conflict', { message: `A draw ${drawId} exists already.` });
  await tx
    .update(raffleDrafts)
    .set({ status: 'published', drawId, publishedBy: input.staffId, publishedAt: input.now, updatedAt: input.now })
    .where(eq(raffleDrafts.raffleId, input.raffleId));
  return { before, after: await readRaffle(tx, input.raffleId, input.now), drawId };
}
