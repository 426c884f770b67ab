import { type ConsentCategory, consentCategories } from '@drawline/contracts';

/**
 * The cookie_consent cookie holds the accepted categories, comma separated
 * ('essential' or 'essential,non_essential'); essential is always included (docs/decisions/015).
 */
export function parseConsent(value: string | undefined): ConsentCategory[] | null {
  if (!value) return null;
  const chosen = value
    .split(',')
    .filter((c): c is ConsentCategory => (consentCategories as readonly string[]).includes(c));
  if (!chosen.includes('essential')) return null;
  return consentCategories.filter((c) => chosen.includes(c));
}

export function serializeConsent(choice: 'all' | 'essential'): string {
  return choice === 'all' ? consentCategories.join(',') : 'essential';
}

export function allowsNonEssential(consent: readonly ConsentCategory[] | null): boolean {
  return consent?.includes('non_essential') ?? false;
}
