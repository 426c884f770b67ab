import { type CmsItem, componentVariantsSchema, type SiteConfigFields } from '@drawline/contracts';

/**
 * The site config's component variants (3-account.md §3 CMS site config) as the storefront's
 * components read them (decision 480). Each of the six components takes its own variant from the
 * published site config; a variant the answer lacks or holds in a shape the component cannot show
 * is TransformComponentVariantResponseError (§8): logged once for that answer and the component
 * keeps its default (variant_a).
 */

export type ComponentVariants = SiteConfigFields['components'];
export type ComponentName = keyof ComponentVariants;

export const componentNames = Object.keys(componentVariantsSchema.shape) as ComponentName[];

/** Every component's default: the only variant most of them have. */
export const defaultComponentVariants: ComponentVariants = {
  affiliateWidget: 'variant_a',
  companyInformationWidget: 'variant_a',
  charitySupportWidget: 'variant_a',
  customerFeedbackBanner: 'variant_a',
  productSupportBanner: 'variant_a',
  uniqueSellingPointWidget: 'variant_a',
};

/** A component variant answer that does not fit the component (3-account.md §8). */
export class TransformComponentVariantResponseError extends Error {
  override name = 'TransformComponentVariantResponseError';
  constructor(message: string) {
    super(`The component variants could not be read: ${message}`);
  }
}

/** A value as the log may show it: short, printable, never the whole answer. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : typeof value;
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
}

/**
 * One component's variant from the answer; throws TransformComponentVariantResponseError when the
 * value is missing or not one the component allows.
 */
export function transformComponentVariant<K extends ComponentName>(component: K, value: unknown): ComponentVariants[K] {
  const parsed = componentVariantsSchema.shape[component].safeParse(value);
  if (!parsed.success) {
    throw new TransformComponentVariantResponseError(`${component} has the variant ${shown(value)}`);
  }
  return parsed.data as ComponentVariants[K];
}

/**
 * The site config answer's `components` as every component's variant, and the failures met (each
 * component that failed keeps its default). A missing or malformed `components` is one failure.
 */
export function transformComponentVariants(item: Pick<CmsItem, 'components'> | Record<string, unknown>): {
  variants: ComponentVariants;
  failures: TransformComponentVariantResponseError[];
} {
  const components = item.components;
  if (!components || typeof components !== 'object' || Array.isArray(components)) {
    return {
      variants: { ...defaultComponentVariants },
      failures: [new TransformComponentVariantResponseError(`components is ${shown(components)}`)],
    };
  }
  const variants = { ...defaultComponentVariants } as Record<ComponentName, string>;
  const failures: TransformComponentVariantResponseError[] = [];
  for (const name of componentNames) {
    try {
      variants[name] = transformComponentVariant(name, (components as Record<string, unknown>)[name]);
    } catch (error) {
      if (!(error instanceof TransformComponentVariantResponseError)) throw error;
      failures.push(error);
    }
  }
  return { variants: variants as ComponentVariants, failures };
}

/** The answers already logged (by id, version and update time), so a kept bad answer is logged once. */
const logged = new Set<string>();
const LOGGED_MAX = 50;

/**
 * The variants every page renders with: null when the site config could not be read (the
 * components that need a variant show nothing, §4 "unsuccessful"); a malformed answer is logged
 * once per version and its components fall back to their defaults.
 */
export function componentVariantsOf(
  item: CmsItem | null,
  log: (line: string) => void = console.error,
): ComponentVariants | null {
  if (!item) return null;
  const { variants, failures } = transformComponentVariants(item);
  const key = `${item.id}|${item.version}|${item.dateUpdated}`;
  if (failures.length && !logged.has(key)) {
    if (logged.size >= LOGGED_MAX) logged.clear();
    logged.add(key);
    log(`${failures[0]?.name}: ${failures.map((f) => f.message).join('; ')} (site config version ${item.version})`);
  }
  return variants;
}
