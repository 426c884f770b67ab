/**
 * Offer names (2-shopping.md §2; docs/decisions/031 and 076). A path or a call names an offer by
 * its key, its url, a sub-variant's url alias or an older name, case-insensitively. The server's
 * calls and the storefront's pages both resolve names here, so a link the storefront opens is one
 * the API answers too.
 */

/** One spelling of a name: no surrounding space, lower case, `_` and `-` alike (oz_lotto, Oz-Lotto). */
export function normaliseOfferName(name: string): string {
  return name.trim().toLowerCase().replaceAll('_', '-');
}

/** A versioned key: a name, then the version's year (oz_lotto2022, powerball2018). */
const VERSIONED_KEY = /^(.*[a-z])[-_]?((?:19|20)\d\d)$/i;

/**
 * The older name of a versioned key: the key without its year (oz_lotto for oz_lotto2022,
 * powerball for powerball2018, set_for_life for set_for_life2020), or undefined for a key
 * without one.
 */
export function olderOfferName(key: string): string | undefined {
  return VERSIONED_KEY.exec(key.trim())?.[1];
}

const versionYear = (key: string) => Number(VERSIONED_KEY.exec(key.trim())?.[2] ?? 0);

/** What an offer is known by: the fields of a product offer answer. */
export interface NamedOffer {
  key: string;
  url: string;
  urlAliases: readonly { url: string }[];
}

/**
 * The offer a name means. When several could match, a key wins over a url, a url over a url
 * alias and an alias over an older name, so an alias can never shadow another offer's key or url;
 * an older name shared by two versions means the newest.
 */
export function matchOfferName<T extends NamedOffer>(name: string, offers: readonly T[]): T | undefined {
  const wanted = normaliseOfferName(name);
  if (!wanted) return undefined;
  const means = (n: string | undefined) => n !== undefined && normaliseOfferName(n) === wanted;
  return (
    offers.find((o) => means(o.key)) ??
    offers.find((o) => means(o.url)) ??
    offers.find((o) => o.urlAliases.some((a) => means(a.url))) ??
    offers.filter((o) => means(olderOfferName(o.key))).sort((a, b) => versionYear(b.key) - versionYear(a.key))[0]
  );
}
