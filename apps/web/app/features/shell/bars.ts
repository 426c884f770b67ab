/**
 * The bars that can sit across a page: the cookie consent, the banned country notice, the address
 * or email confirmation and the sitewide notice. On a phone only one shows at a time, the first of
 * this order that is due (docs/decisions/305, 384): a choice the law asks of the visitor first,
 * then what the customer must know (they cannot buy from here) and do, then news. The next one
 * shows once the one before is answered or dismissed.
 */
export const PHONE_BAR_ORDER = ['cookie-consent', 'country', 'confirmation', 'sitewide'] as const;

export type Bar = (typeof PHONE_BAR_ORDER)[number];

/** The one bar a phone shows, of those due on this page; null when none is. */
export function phoneBar(due: Readonly<Record<Bar, boolean>>): Bar | null {
  return PHONE_BAR_ORDER.find((bar) => due[bar]) ?? null;
}

/** Whether the cookie consent banner is due: the capability is on and no choice is stored. */
export function needsConsent(data: { capabilities: readonly string[]; cookieConsent: unknown }): boolean {
  return data.capabilities.includes('cookie_consent') && data.cookieConsent === null;
}
