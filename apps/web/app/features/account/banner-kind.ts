/**
 * Apart from the banner itself, so the main layout can tell whether a customer needs it without
 * loading its form, fields and modal on every page (docs/decisions/282).
 */
export const DETAILS_PATH = '/my-account/my-details';

/** Which confirmation the banner asks for: the address first, else the email (3-account.md §4). */
export function bannerKind(
  customer: { addressConfirmationRequired?: boolean; emailAddressConfirmationRequired?: boolean } | null | undefined,
  pathname: string,
): 'address' | 'email' | null {
  if (!customer || pathname.toLowerCase().startsWith(DETAILS_PATH)) return null;
  if (customer.addressConfirmationRequired) return 'address';
  if (customer.emailAddressConfirmationRequired) return 'email';
  return null;
}
