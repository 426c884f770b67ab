import {
  type Address,
  type ChannelPreferences,
  type FavouriteNumber,
  toCurrency,
  type UpdateCustomerDetailsRequest,
} from '@drawline/contracts';
import type { AuthContext } from '../../platform/auth';
import type { AccountDeps } from './account.deps';
import { acceptTerms, closeAccount, confirmAddress, setFavouriteNumbers } from './account-settings';
import {
  communicationPreferences,
  updateCommunicationPreferences,
  updateOfferPreferences,
} from './communication-preferences';
import { confirmEmail } from './confirm-email';
import { currencyOf, customerProfile, detailsOf } from './customer-profile';
import { loadCustomer } from './customer-rows';
import { updateDetails } from './update-details';

/**
 * The customer's own account (3-account.md §3, §7 Customer): the profile, details, favourite
 * numbers, confirmations, communication preferences, terms, closing the account.
 */
export function createCustomerAccount(deps: AccountDeps) {
  return {
    /** The currency of the customer's wallet. */
    currencyOf: (customerId: string) => currencyOf(deps, customerId),
    /** GET /customer. */
    profile: (auth: AuthContext, sessionId?: string) => customerProfile(deps, auth, sessionId),
    /** Whom a previous shop's account may move to (decision 468): their address, whether it is confirmed, their currency. */
    migrationIdentity: async (customerId: string) => {
      const row = await loadCustomer(deps, customerId);
      return {
        customerId: row.id,
        email: row.email,
        emailConfirmed: row.emailConfirmedAt !== null,
        currency: toCurrency(row.currency),
      };
    },
    /** The customer's pricing id and segment (GET /customer's pricingId and segmentName): who an offer is for. */
    audienceOf: async (customerId: string) => {
      const row = await loadCustomer(deps, customerId);
      return { pricingId: row.pricingId, segmentName: row.segmentName };
    },
    /** GET /customer/details. */
    details: async (customerId: string) => detailsOf(await loadCustomer(deps, customerId)),
    /** POST /customer/details: a new email address takes effect from the link sent to it. */
    updateDetails: (customerId: string, input: UpdateCustomerDetailsRequest) => updateDetails(deps, customerId, input),
    /** PUT /favourite-numbers. */
    setFavouriteNumbers: (customerId: string, favouriteNumbers: FavouriteNumber[]) =>
      setFavouriteNumbers(deps, customerId, favouriteNumbers),
    /** PATCH /customer/confirm-address. */
    confirmAddress: (customerId: string, address?: Address) => confirmAddress(deps, customerId, address),
    /** PATCH /customer/confirm-email-address: follows an emailed link, or sends a new one. */
    confirmEmail: (input: { token?: string; customerId?: string }) => confirmEmail(deps, input),
    /** GET /customer/{id}/communication-preferences (signed in, or with the emailed link's token). */
    communicationPreferences: (id: string, auth: AuthContext | null, token?: string) =>
      communicationPreferences(deps, id, auth, token),
    /** PUT /customer/{id}/communication-preferences. */
    updateCommunicationPreferences: (
      id: string,
      auth: AuthContext | null,
      input: { preferences: Partial<ChannelPreferences>; token?: string },
    ) => updateCommunicationPreferences(deps, id, auth, input),
    /** PUT /customer/{id}/communication-preferences/{productOfferKey}: the unsubscribe link. */
    updateOfferPreferences: (
      id: string,
      productOfferKey: string,
      auth: AuthContext | null,
      input: Parameters<typeof updateOfferPreferences>[4],
    ) => updateOfferPreferences(deps, id, productOfferKey, auth, input),
    /** POST /customer/terms-and-conditions. */
    acceptTerms: (customerId: string, version?: string) => acceptTerms(deps, customerId, version),
    /** DELETE /customer: closes the account and ends every sign-in. */
    close: (customerId: string, reason?: string) => closeAccount(deps, customerId, reason),
  };
}
export type CustomerService = ReturnType<typeof createCustomerAccount>;
