import type { z } from 'zod';
import type {
  CommunicationPreferences,
  CountryStanding,
  CustomerDetails,
  closeAccountRequestSchema,
  confirmAddressRequestSchema,
  confirmEmailAnswerSchema,
  confirmEmailRequestSchema,
  FavouriteNumber,
  favouriteNumbersRequestSchema,
  updateCommunicationPreferencesRequestSchema,
  updateCustomerDetailsRequestSchema,
  updateOfferPreferencesRequestSchema,
} from './customer';
import type { CustomerVerification } from './customer-care';
import type { AuthenticatorEnrolment, changePasswordRequestSchema, EmailCodeSent, TwoFactorConfig } from './identity';
import type {
  ConnectIdCallbackRequest,
  ConnectIdStartAnswer,
  LicenceVerificationRequest,
} from './licence-verification';
import type { MigrationAnswer } from './migration';
import type { WithCookies } from './sign-in-port';

/**
 * What a sensitive call of the pages' port carries (1-platform.md §8): the code the customer typed
 * in the elevation modal, as the HTTP call's `otp` header carries it; none when the session was
 * elevated a moment ago. Without either the call is refused with 403 and message code REQUIRED.
 */
export interface Elevation {
  elevationCode?: string;
}

/**
 * The pages' port's calls on the customer's own account (3-account.md §7 Customer, two-factor),
 * as the storefront's actions make them; part of PlatformPort (platform-port.ts, decision 326).
 */
export interface AccountPort {
  /** PUT /favourite-numbers: replaces the customer's favourite lines (docs/decisions/348). */
  setFavouriteNumbers(
    body: z.input<typeof favouriteNumbersRequestSchema>,
  ): Promise<{ favouriteNumbers: FavouriteNumber[] }>;
  /** POST /customer/verification/licence: the identity provider's check of a driver licence (decisions 404, 440). */
  verifyByLicence(body: LicenceVerificationRequest): Promise<CustomerVerification>;
  /** POST /customer/verification/connectid: where to send the customer for ConnectID (decision 442). */
  startConnectId(): Promise<ConnectIdStartAnswer>;
  /** POST /customer/verification/connectid/callback: what ConnectID sent back, checked and recorded (decision 442). */
  finishConnectId(body: ConnectIdCallbackRequest): Promise<CustomerVerification>;
  /** DELETE /customer (a form): closes the account and clears the session's cookies; sensitive. */
  closeAccount(body: z.input<typeof closeAccountRequestSchema>, elevation: Elevation): Promise<WithCookies<null>>;
  /** POST /customer/details (v3.2): sensitive. */
  updateDetails(
    body: z.input<typeof updateCustomerDetailsRequestSchema>,
    elevation: Elevation,
  ): Promise<CustomerDetails>;
  /** POST /customer/change-password (a form): sensitive (204). */
  changePassword(body: z.input<typeof changePasswordRequestSchema>, elevation: Elevation): Promise<null>;
  /** PATCH /customer/confirm-address: the address confirmed (or corrected). */
  confirmAddress(body: z.input<typeof confirmAddressRequestSchema>): Promise<{ addressConfirmationRequired: boolean }>;
  /** POST /migration/migrate: starts or polls the move of the previous shop's account (decision 468). */
  migrateAccount(): Promise<MigrationAnswer>;
  /** POST /customer/terms-and-conditions/location: the located country acknowledged (docs/decisions/384). */
  acknowledgeLocation(): Promise<CountryStanding>;
  /** PATCH /customer/confirm-email-address: by the emailed link's token, or as the signed-in customer. */
  confirmEmail(body: z.input<typeof confirmEmailRequestSchema>): Promise<z.infer<typeof confirmEmailAnswerSchema>>;
  /** PUT /customer/{id}/communication-preferences: the customer's, or by an emailed link's token. */
  updateCommunicationPreferences(
    customerId: string,
    body: z.input<typeof updateCommunicationPreferencesRequestSchema>,
  ): Promise<CommunicationPreferences>;
  /** PUT /customer/{id}/communication-preferences/{productOfferKey} */
  updateOfferPreferences(
    customerId: string,
    productOfferKey: string,
    body: z.input<typeof updateOfferPreferencesRequestSchema>,
  ): Promise<CommunicationPreferences>;
  /** POST /customer/two-factor-auth/authenticator: sensitive while two-factor is on. */
  beginAuthenticator(elevation: Elevation): Promise<AuthenticatorEnrolment>;
  /** PUT /customer/two-factor-auth/authenticator */
  confirmAuthenticator(code: string): Promise<TwoFactorConfig>;
  /** POST /customer/two-factor-auth/email: sensitive while two-factor is on. */
  beginEmailCodes(elevation: Elevation): Promise<EmailCodeSent>;
  /** PUT /customer/two-factor-auth/email */
  confirmEmailCodes(code: string): Promise<TwoFactorConfig>;
  /** DELETE /customer/two-factor-auth: sensitive. */
  disableTwoFactor(elevation: Elevation): Promise<TwoFactorConfig>;
  /** POST /customer/two-factor-auth/send-code: a new code emailed to the signed-in customer (the elevation modal's resend). */
  sendCode(): Promise<EmailCodeSent>;
}
