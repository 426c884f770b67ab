/**
 * Offer names in paths (2-shopping.md §2): the key, the url, a sub-variant's url alias or an
 * older name (oz_lotto, powerball, set_for_life), all case-insensitive.
 */
export function normaliseOfferName(name: string): string {
  return name.trim().toLowerCase();
}

export interface OfferNames {
  key: string;
  url: string;
  /** Lower-case aliases: sub-variant urls and older names. */
  aliases: readonly string[];
}

/**
 * Picks the offer a name means when several could match: the key first, then the url, then
 * an alias, so an alias can never shadow another offer's key or url.
 */
export function matchOfferName<T extends OfferNames>(name: string, candidates: readonly T[]): T | undefined {
  const n = normaliseOfferName(name);
  return (
    candidates.find((c) => c.key.toLowerCase() === n) ??
    candidates.find((c) => c.url.toLowerCase() === n) ??
    candidates.find((c) => c.aliases.includes(n))
  );
}
