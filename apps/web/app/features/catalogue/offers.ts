import {
  type Branding,
  cookieNames,
  gameTypePathSuffix,
  type PlatformPort,
  type ProductOffer,
  safeIdentifier,
} from '@drawline/contracts';
import { readCookie } from '../../lib/cookies';

/** The pricing every visitor gets unless their region's branding names another. */
export const DEFAULT_PRICING_NAME = 'default';

/** The visitor's sub-variant from the sv cookie, upper case, or undefined when unset or malformed. */
export function subVariantOf(request: Request): string | undefined {
  return safeIdentifier(readCookie(request, cookieNames.subVariant))?.toUpperCase();
}

/** The branding of a region: its own sub-variant, else the one whose regions list it. */
export function brandingFor(brandings: readonly Branding[], subVariant: string | undefined): Branding | undefined {
  if (!subVariant) return undefined;
  return (
    brandings.find((b) => b.subvariant === subVariant) ??
    brandings.find((b) => b.regionOverrides.brandingRegions.includes(subVariant))
  );
}

/** The pricing a region's branding names, else the default pricing. */
export function pricingNameFor(brandings: readonly Branding[], subVariant: string | undefined): string {
  const name = brandingFor(brandings, subVariant)?.regionOverrides.overrides.pricingName;
  return typeof name === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(name) ? name : DEFAULT_PRICING_NAME;
}

export function loadBrandings(platform: PlatformPort): Promise<Branding[]> {
  return platform.brandings();
}

/** The id of the visitor's region's branding (GET /placement's branding_key; decision 536), none without a region. */
export async function loadBrandingKey(platform: PlatformPort, request: Request): Promise<string | undefined> {
  const subVariant = subVariantOf(request);
  if (!subVariant) return undefined;
  return brandingFor(await loadBrandings(platform), subVariant)?.id;
}

/** The offers this visitor's region sells, in display order (GET /pricing/{pricingName}/product_offers, v3.9). */
export async function loadOffers(
  platform: PlatformPort,
  request: Request,
): Promise<{ offers: readonly ProductOffer[]; subVariant?: string; branding?: Branding }> {
  const subVariant = subVariantOf(request);
  const brandings = subVariant ? await loadBrandings(platform) : [];
  const pricingName = pricingNameFor(brandings, subVariant);
  const answer = await platform.productOffers(pricingName);
  return { offers: answer.offers, subVariant, branding: brandingFor(brandings, subVariant) };
}

/** The url an offer is shown at for this visitor: the alias of their sub-variant, else its url. */
export function offerUrl(offer: Pick<ProductOffer, 'url' | 'urlAliases'>, subVariant?: string): string {
  const alias = subVariant ? offer.urlAliases.find((a) => a.subvariant.toUpperCase() === subVariant) : undefined;
  return `/${alias?.url ?? offer.url}`;
}

/** The play page path of one game type of an offer (1-platform.md §2 game-type path suffixes). */
export function playPath(offer: Pick<ProductOffer, 'url' | 'urlAliases'>, gameTypeKey?: string, subVariant?: string) {
  const base = offerUrl(offer, subVariant);
  const suffix = gameTypeKey ? gameTypePathSuffix[gameTypeKey as keyof typeof gameTypePathSuffix] : undefined;
  return suffix ? `${base}/${suffix}` : base;
}

/** The pricing this visitor's region sees (results lists are per pricing too). */
export async function loadPricingName(platform: PlatformPort, request: Request): Promise<string> {
  const subVariant = subVariantOf(request);
  return pricingNameFor(subVariant ? await loadBrandings(platform) : [], subVariant);
}
