import {
  type AccountPort,
  authenticatorEnrolmentSchema,
  changePasswordRequestSchema,
  closeAccountRequestSchema,
  communicationPreferencesParamsSchema,
  communicationPreferencesSchema,
  confirmAddressRequestSchema,
  confirmEmailAnswerSchema,
  confirmEmailRequestSchema,
  confirmTwoFactorRequestSchema,
  countryStandingSchema,
  customerDetailsSchema,
  type Elevation,
  emailCodeSentSchema,
  favouriteNumbersAnswerSchema,
  favouriteNumbersRequestSchema,
  twoFactorConfigSchema,
  updateCommunicationPreferencesRequestSchema,
  updateCustomerDetailsRequestSchema,
  updateOfferPreferencesRequestSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import type { MigrateAccountDeps } from '../flows/migration/migrate-account';
import type { CountryRules } from '../modules/country-rules';
import {
  changingTwoFactorNeedsElevation,
  clearSessionCookies,
  type IdentityModule,
  requestMeta,
} from '../modules/identity';
import type { Verification } from '../modules/verification';
import type { AuthContext } from '../platform/auth';
import { migrationCalls } from './migration-calls';
import type { PageRequest } from './page-viewer';
import type { PortKit } from './port-kit';
import { parseInput } from './port-refusal';
import { setCookieLines } from './sign-in-calls';
import { verificationCalls } from './verification-calls';

/** With what moving the previous shop's account runs with (decision 468): its db, migration, wallet and job. */
export interface AccountCallsDeps extends Omit<MigrateAccountDeps, 'identity'> {
  /** With `social` and `moneyElevation` for the social sign-in calls (social-calls.ts). */
  identity: Pick<IdentityModule, 'customer' | 'accounts' | 'twoFactor' | 'elevation' | 'social' | 'moneyElevation'>;
  countryRules: Pick<CountryRules, 'acknowledge'>;
  /** The customer's own ID verification (decisions 404, 440). */
  verification: Pick<Verification, 'verifyByLicence' | 'startConnectId' | 'finishConnectId'>;
  cookieSecure: boolean;
}

const offerParamsSchema = communicationPreferencesParamsSchema.extend({
  productOfferKey: z.string().min(1).max(100),
});

/**
 * The calls on the customer's own account of the pages' port (3-account.md §7 Customer and
 * two-factor): each runs what its route runs (modules/identity customer.routes.ts,
 * two-factor.routes.ts, identity.routes.ts), a sensitive one after the same elevation
 * (`elevation.elevate` with the code the HTTP call carries in its `otp` header).
 */
export function accountCalls(deps: AccountCallsDeps, kit: PortKit, request: PageRequest): AccountPort {
  const { customer, accounts, twoFactor, elevation } = deps.identity;
  const { call, signedIn, viewer } = kit;

  /** The signed-in customer, elevated as a sensitive call requires. */
  const elevated = async ({ elevationCode }: Elevation): Promise<AuthContext> => {
    const auth = await signedIn();
    await elevation.elevate(auth, elevationCode, request.ip);
    return auth;
  };
  /** The signed-in customer, elevated when their two-factor is on. */
  const elevatedWhenEnabled = async (asked: Elevation): Promise<AuthContext> => {
    const auth = await signedIn();
    if (await changingTwoFactorNeedsElevation(twoFactor, auth.customerId)) await elevated(asked);
    return auth;
  };
  const customerRef = (auth: AuthContext) => accounts.customerRef(auth.customerId);

  return {
    setFavouriteNumbers: (body) =>
      call(async () => {
        const { customerId } = await signedIn();
        const { favouriteNumbers } = parseInput(favouriteNumbersRequestSchema, body);
        return favouriteNumbersAnswerSchema.parse(await customer.setFavouriteNumbers(customerId, favouriteNumbers));
      }),

    ...verificationCalls(deps, kit),
    ...migrationCalls(deps, kit),

    closeAccount: (body, asked) =>
      call(async () => {
        const auth = await elevated(asked);
        await customer.close(auth.customerId, parseInput(closeAccountRequestSchema, body).reason);
        const cookies = setCookieLines();
        clearSessionCookies(cookies.writer, deps.cookieSecure);
        return { answer: null, setCookies: cookies.lines };
      }),

    updateDetails: (body, asked) =>
      call(async () => {
        const auth = await elevated(asked);
        const details = parseInput(updateCustomerDetailsRequestSchema, body);
        return customerDetailsSchema.parse(await customer.updateDetails(auth.customerId, details));
      }),

    changePassword: (body, asked) =>
      call(async () => {
        const auth = await elevated(asked);
        const change = parseInput(changePasswordRequestSchema, body);
        await accounts.changePassword(auth.customerId, auth.sessionId, change, requestMeta(request));
        return null;
      }),

    confirmAddress: (body) =>
      call(async () => {
        const { customerId } = await signedIn();
        const { address } = parseInput(confirmAddressRequestSchema, body);
        return z
          .object({ addressConfirmationRequired: z.boolean() })
          .parse(await customer.confirmAddress(customerId, address));
      }),

    acknowledgeLocation: () =>
      call(async () => {
        const { customerId } = await signedIn();
        return countryStandingSchema.parse(
          await deps.countryRules.acknowledge(customerId, (await viewer()).countryCode),
        );
      }),

    confirmEmail: (body) =>
      call(async () => {
        const { token } = parseInput(confirmEmailRequestSchema, body);
        const customerId = (await viewer()).auth?.customerId;
        return confirmEmailAnswerSchema.parse(await customer.confirmEmail({ token, customerId }));
      }),

    updateCommunicationPreferences: (customerId, body) =>
      call(async () => {
        const { id } = parseInput(communicationPreferencesParamsSchema, { id: customerId });
        const { preferences, token } = parseInput(updateCommunicationPreferencesRequestSchema, body);
        const { auth } = await viewer();
        return communicationPreferencesSchema.parse(
          await customer.updateCommunicationPreferences(id, auth, { preferences, token }),
        );
      }),

    updateOfferPreferences: (customerId, productOfferKey, body) =>
      call(async () => {
        const params = parseInput(offerParamsSchema, { id: customerId, productOfferKey });
        const asked = parseInput(updateOfferPreferencesRequestSchema, body);
        const { auth } = await viewer();
        return communicationPreferencesSchema.parse(
          await customer.updateOfferPreferences(params.id, params.productOfferKey, auth, asked),
        );
      }),

    beginAuthenticator: (asked) =>
      call(async () =>
        authenticatorEnrolmentSchema.parse(
          await twoFactor.beginAuthenticator(await customerRef(await elevatedWhenEnabled(asked))),
        ),
      ),

    confirmAuthenticator: (code) =>
      call(async () => {
        const asked = parseInput(confirmTwoFactorRequestSchema, { code });
        const ref = await customerRef(await signedIn());
        return twoFactorConfigSchema.parse(await twoFactor.confirmAuthenticator(ref, asked.code, request.ip));
      }),

    beginEmailCodes: (asked) =>
      call(async () =>
        emailCodeSentSchema.parse(await twoFactor.beginEmail(await customerRef(await elevatedWhenEnabled(asked)))),
      ),

    confirmEmailCodes: (code) =>
      call(async () => {
        const asked = parseInput(confirmTwoFactorRequestSchema, { code });
        const ref = await customerRef(await signedIn());
        return twoFactorConfigSchema.parse(await twoFactor.confirmEmail(ref, asked.code, request.ip));
      }),

    disableTwoFactor: (asked) =>
      call(async () => twoFactorConfigSchema.parse(await twoFactor.disable(await customerRef(await elevated(asked))))),

    sendCode: () =>
      call(async () =>
        emailCodeSentSchema.parse(await accounts.sendCode({ customerId: (await signedIn()).customerId })),
      ),
  };
}
