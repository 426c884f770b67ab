import {
  CURRENT_TERMS_VERSION,
  type Currency,
  type Customer,
  type CustomerDetails,
  toCurrency,
} from '@drawline/contracts';
import type { AuthContext } from '../../platform/auth';
import type { AccountDeps } from './account.deps';
import { type CustomerRow, loadCustomer, loadCustomerWithTwoFactor } from './customer-rows';

/** An address is confirmed again after a year (docs/decisions/056). */
const ADDRESS_CONFIRMATION_DAYS = 365;

function addressConfirmationRequired(deps: Pick<AccountDeps, 'clock'>, row: CustomerRow): boolean {
  if (!row.address || !row.addressConfirmedAt) return true;
  return deps.clock.now().getTime() - row.addressConfirmedAt.getTime() > ADDRESS_CONFIRMATION_DAYS * 86_400_000;
}

/** GET /customer/details and the answer of POST /customer/details. */
export function detailsOf(row: CustomerRow): CustomerDetails {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    address: row.address ?? null,
  };
}

/** The currency of the customer's wallet. */
export async function currencyOf(deps: Pick<AccountDeps, 'db'>, customerId: string): Promise<Currency> {
  return toCurrency((await loadCustomer(deps, customerId)).currency);
}

/**
 * The customer's account as GET /customer shows it, without the money (the wallet's) and the
 * country standing (the country rules'), the identity verification (verification's) and the
 * previous shop's account (migration's);
 * queries/read-customer.ts adds them.
 */
export type CustomerProfile = Omit<
  Customer,
  | 'balance'
  | 'availableFunds'
  | 'countryBanned'
  | 'countryBannedConfirmationRequired'
  | 'isVerified'
  | 'verification'
  | 'verificationRules'
  | 'migrationStatus'
> & { currency: Currency };

/** GET /customer, less the balance and available funds. */
export async function customerProfile(
  deps: AccountDeps,
  auth: AuthContext,
  sessionId?: string,
): Promise<CustomerProfile> {
  const { row, twoFactor: tf } = await loadCustomerWithTwoFactor(deps, auth.customerId);
  return {
    customerId: row.id,
    customerToken: row.customerToken,
    sessionId,
    pricingId: row.pricingId,
    segmentName: row.segmentName,
    isAuthenticated: true,
    isNewSignup: auth.isNewSignup,
    currency: toCurrency(row.currency),
    ...detailsOf(row),
    state: row.address?.state ?? null,
    brandingRegion: row.address?.state ?? null,
    forcePasswordChange: row.forcePasswordChange,
    accountUpgrade: row.accountUpgradeRequired,
    addressConfirmationRequired: addressConfirmationRequired(deps, row),
    emailAddressConfirmationRequired: row.emailConfirmedAt === null,
    favouriteNumbers: row.favouriteNumbers,
    atv: { atvCommercial: 0, atvCharity: 0, atvSocialSyndicate: 0, atvSyndicate: 0 },
    communicationPreferences: row.communicationPreferences,
    marketingEmailSubscription: { isSubscribed: row.communicationPreferences.email },
    termsAndConditions: { acceptedVersion: row.termsAcceptedVersion, currentVersion: CURRENT_TERMS_VERSION },
    twoFactor: {
      enabled: Boolean(tf?.enabled),
      method: tf?.enabled ? (tf.method as 'authenticator' | 'email') : null,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
