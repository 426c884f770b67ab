/**
 * Apart from the banner itself, so the main layout can tell whether a customer needs it without
 * loading its form, fields and modal on every page (docs/decisions/282).
 */
export const DETAILS_PATH = '/my-account/my-details';

/**
 * Pages the banner stays off: the change-details page (3-account.md §4), and the receipt, the end of
 * a purchase, where it would stand between the customer and what they bought.
 */
const QUIET_PATHS = [DETAILS_PATH, '/receipt/'];

/** Whether the banned country notice is due (docs/decisions/384): located there, not acknowledged, the capability on. */
export function countryNoticeDue(
  customer: { countryBannedConfirmationRequired?: boolean } | null | undefined,
  capabilities: readonly string[],
): boolean {
  return (
    Boolean(customer?.countryBannedConfirmationRequired) && capabilities.includes('banned_country_acknowledgement')
  );
}

/** Which confirmation the banner asks for: the address first, else the email (3-account.md §4). */
export function bannerKind(
  customer: { addressConfirmationRequired?: boolean; emailAddressConfirmationRequired?: boolean } | null | undefined,
  pathname: string,
): 'address' | 'email' | null {
  const path = pathname.toLowerCase();
  if (!customer || QUIET_PATHS.some((quiet) => path.startsWith(quiet))) return null;
  if (customer.addressConfirmationRequired) return 'address';
  if (customer.emailAddressConfirmationRequired) return 'email';
  return null;
}
