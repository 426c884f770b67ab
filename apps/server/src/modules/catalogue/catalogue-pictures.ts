import type { CataloguePicture, CataloguePictureList, CataloguePictureTarget } from '@drawline/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../platform/app-error';
import { causes, productOffers } from './catalogue.tables';
import { draws, rafflePrizes } from './draws.tables';

/** Draws whose prizes are still to be won: the prizes an editor may give a new picture. */
const undrawn = ['DRAW_OPEN', 'DRAW_CAPPED', 'DRAW_CLOSED'];
const prizeOrder = sql`case ${rafflePrizes.type} when 'main' then 0 when 'early_bird' then 1 else 2 end`;

/** A picture's state as the audit row keeps it (before and after). */
export interface PictureState {
  image: string | null;
  alt: string | null;
  /** A main prize's draw's feature image (the raffle page's first picture), which follows it. */
  featureImage?: string | null;
}

/**
 * The pictures the console lists for replacing (decision 499): every offer's logo, every cause's
 * picture, and the prizes of raffle draws not yet drawn, by raffle and draw.
 */
export async function listCataloguePictures(db: Db): Promise<CataloguePictureList> {
  const [offers, causeRows, prizes] = await Promise.all([
    db
      .select({ key: productOffers.key, name: productOffers.name, image: productOffers.logoImage })
      .from(productOffers)
      .orderBy(asc(productOffers.name)),
    db
      .select({ key: causes.key, name: causes.name, image: causes.image, alt: causes.imageAlt })
      .from(causes)
      .orderBy(asc(causes.name)),
    db
      .select({
        key: rafflePrizes.prizeId,
        name: rafflePrizes.name,
        offerName: productOffers.name,
        drawNo: draws.drawNo,
        image: rafflePrizes.image,
        alt: rafflePrizes.imageAlt,
      })
      .from(rafflePrizes)
      .innerJoin(draws, eq(draws.drawId, rafflePrizes.drawId))
      .innerJoin(productOffers, eq(productOffers.key, draws.offerKey))
      .where(inArray(draws.status, undrawn))
      .orderBy(
        asc(productOffers.name),
        asc(draws.drawNo),
        prizeOrder,
        asc(rafflePrizes.drawnAt),
        asc(rafflePrizes.prizeId),
      ),
  ]);
  return {
    offerLogos: offers.map((o) => ({ target: 'offer_logo', ...o, alt: null })),
    prizes: prizes.map((p) => ({
      target: 'prize',
      key: p.key,
      name: `${p.name} (${p.offerName}, draw ${p.drawNo})`,
      image: p.image,
      alt: p.alt,
    })),
    causes: causeRows.map((c) => ({ target: 'cause', ...c })),
  };
}

/** One picture as the console lists it, or a 404 naming what was asked for. */
export async function readCataloguePicture(
  db: Db | Tx,
  target: CataloguePictureTarget,
  key: string,
): Promise<CataloguePicture> {
  const found = await pictureRow(db, target, key);
  if (!found) throw notFound(target === 'offer_logo' ? 'Offer' : target === 'prize' ? 'Prize' : 'Cause');
  return { target, key, name: found.name, image: found.state.image, alt: found.state.alt };
}

async function pictureRow(
  exec: Db | Tx,
  target: CataloguePictureTarget,
  key: string,
): Promise<{ name: string; state: PictureState; drawId?: string; main?: boolean } | undefined> {
  if (target === 'offer_logo') {
    const [row] = await exec
      .select({ name: productOffers.name, image: productOffers.logoImage })
      .from(productOffers)
      .where(eq(productOffers.key, key));
    return row && { name: row.name, state: { image: row.image, alt: null } };
  }
  if (target === 'cause') {
    const [row] = await exec
      .select({ name: causes.name, image: causes.image, alt: causes.imageAlt })
      .from(causes)
      .where(eq(causes.key, key));
    return row && { name: row.name, state: { image: row.image, alt: row.alt } };
  }
  const [row] = await exec
    .select({
      name: rafflePrizes.name,
      image: rafflePrizes.image,
      alt: rafflePrizes.imageAlt,
      type: rafflePrizes.type,
      drawId: draws.drawId,
      featureImage: draws.featureImage,
    })
    .from(rafflePrizes)
    .innerJoin(draws, eq(draws.drawId, rafflePrizes.drawId))
    .where(and(eq(rafflePrizes.prizeId, key), inArray(draws.status, undrawn)));
  if (!row) return undefined;
  const main = row.type === 'main';
  return {
    name: row.name,
    state: { image: row.image, alt: row.alt, ...(main ? { featureImage: row.featureImage } : {}) },
    drawId: row.drawId,
    main,
  };
}

/**
 * Sets a picture (decision 499) in the caller's transaction, the row locked for the change: an
 * offer's logo (a change of the offers' static rows, so the catalogue's version moves on and every
 * process's copy reloads, decision 285), a cause's picture and text, or a prize's; a main prize's
 * picture is its draw's feature image too. A prize of a drawn draw, or a key that names nothing, is a 404.
 */
export async function setCataloguePicture(
  tx: Tx,
  target: CataloguePictureTarget,
  key: string,
  picture: { image: string; alt: string },
): Promise<{ before: PictureState; after: PictureState; picture: CataloguePicture }> {
  await lockPictureRow(tx, target, key);
  const found = await pictureRow(tx, target, key);
  if (!found) throw notFound(target === 'offer_logo' ? 'Offer' : target === 'prize' ? 'Prize' : 'Cause');
  const alt = picture.alt || null;
  let after: PictureState;
  if (target === 'offer_logo') {
    await tx.update(productOffers).set({ logoImage: picture.image }).where(eq(productOffers.key, key));
    after = { image: picture.image, alt: null };
  } else if (target === 'cause') {
    await tx.update(causes).set({ image: picture.image, imageAlt: alt }).where(eq(causes.key, key));
    after = { image: picture.image, alt };
  } else {
    await tx.update(rafflePrizes).set({ image: picture.image, imageAlt: alt }).where(eq(rafflePrizes.prizeId, key));
    after = { image: picture.image, alt };
    if (found.main && found.drawId) {
      await tx.update(draws).set({ featureImage: picture.image }).where(eq(draws.drawId, found.drawId));
      after.featureImage = picture.image;
    }
  }
  return { before: found.state, after, picture: { target, key, name: found.name, image: after.image, alt: after.alt } };
}

/** Two editors replacing one picture at once: the second waits, then reads the first's as its before. */
async function lockPictureRow(tx: Tx, target: CataloguePictureTarget, key: string): Promise<void> {
  if (target === 'offer_logo') {
    await tx.select({ key: productOffers.key }).from(productOffers).where(eq(productOffers.key, key)).for('update');
  } else if (target === 'cause') {
    await tx.select({ key: causes.key }).from(causes).where(eq(causes.key, key)).for('update');
  } else {
    await tx
      .select({ key: rafflePrizes.prizeId })
      .from(rafflePrizes)
      .where(eq(rafflePrizes.prizeId, key))
      .for('update');
  }
}
