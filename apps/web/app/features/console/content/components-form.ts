import { componentVariantsSchema, type SiteConfigFields } from '@drawline/contracts';

/** A component of the site config (3-account.md §3 CMS site config). */
export type ComponentName = keyof SiteConfigFields['components'];

/** The six components in the spec's order, by the words the console shows. */
export const componentLabels: Record<ComponentName, string> = {
  affiliateWidget: 'Affiliate widget',
  companyInformationWidget: 'Company information widget',
  charitySupportWidget: 'Charity support widget',
  customerFeedbackBanner: 'Customer feedback banner',
  productSupportBanner: 'Product support banner',
  uniqueSellingPointWidget: 'Unique selling point widget',
};

export const componentNames = Object.keys(componentVariantsSchema.shape) as ComponentName[];

/** What a variant shows visitors, where the storefront draws more than one (decision 482). */
const variantWords: Partial<Record<ComponentName, Record<string, string>>> = {
  customerFeedbackBanner: {
    variant_a: 'A: a quiet strip, "How are we doing?"',
    variant_b: 'B: a card with the three ratings as buttons',
    variant_c: 'C: a band in the brand colour, "Help us build a better…"',
  },
};

/** The variants a component allows, from the call's own schema (only the banner has three). */
export function allowedVariants(component: ComponentName): string[] {
  const schema = componentVariantsSchema.shape[component];
  return 'options' in schema ? [...schema.options] : [...schema.values].map(String);
}

export function variantLabel(component: ComponentName, variant: string): string {
  return variantWords[component]?.[variant] ?? variant;
}

export function isComponentName(name: string): name is ComponentName {
  return Object.hasOwn(componentLabels, name);
}
