import { matchOfferName, normaliseOfferName } from '@drawline/contracts';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/app-error';
import { productOfferAliases, productOffers } from '../catalogue.tables';

export type OfferRow = typeof productOffers.$inferSelect;

/** The one way every call turns an offer name (key, url, url alias, older name; any case) into an offer. */
export interface OfferResolver {
  find(name: string): Promise<OfferRow | undefined>;
  /** As find, but an unknown name is a 404 not_found. */
  resolve(name: string): Promise<OfferRow>;
}

/**
 * Matches with the storefront's own rule (matchOfferName in contracts) over the same names the
 * product offers call gives it: keys, urls and the sub-variants' url aliases. The catalogue is a
 * few dozen offers, so its names are read whole rather than the rule being copied into SQL.
 */
export function createOfferResolver(db: Db): OfferResolver {
  async function find(name: string): Promise<OfferRow | undefined> {
    if (!normaliseOfferName(name) || name.length > 64) return undefined;
    const [offers, aliases] = await Promise.all([
      db.select().from(productOffers),
      db
        .select({ offerKey: productOfferAliases.offerKey, url: productOfferAliases.url })
        .from(productOfferAliases)
        .where(isNotNull(productOfferAliases.subvariant)),
    ]);
    const named = offers.map((offer) => ({
      offer,
      key: offer.key,
      url: offer.url,
      urlAliases: aliases.filter((a) => a.offerKey === offer.key),
    }));
    return matchOfferName(name, named)?.offer;
  }
  return {
    find,
    async resolve(name) {
      const offer = await find(name);
      if (!offer) throw notFound(`Product offer ${name}`);
      return offer;
    },
  };
}
