import { z } from 'zod';
import { moneySchema } from './catalogue';
import { formMessages } from './forms';
import { addressSchema, atvSchema, emailSchema, phoneSchema } from './identity';
import { customerVerificationStateSchema } from './licence-verification';
import { migrationStatuses } from './migration';
import { twoFactorMethods } from './two-factor';

/**
 * The calls (under /v2): GET /customer, DELETE /customer (form, elevation, 204), GET|POST /customer/details
 * (v3.2, POST needs elevation), PUT /favourite-numbers, PATCH /customer/confirm-address,
 * PATCH /customer/confirm-email-address, GET|PUT /customer/{id}/communication-preferences,
 * PUT /customer/{id}/communication-preferences/{productOfferKey}, POST /customer/terms-and-conditions.
 * The customer's own account (3-account.md §3 Customer, §7 Customer calls). Request schemas
 * describe bodies after the server's snake_case to camelCase conversion.
 */

/** Channels of the communication preferences (3-account.md §3; push is ignored). */
export const communicationChannels = ['email', 'phone', 'sms', 'directmail'] as const;
export type CommunicationChannel = (typeof communicationChannels)[number];

export const channelPreferencesSchema = z.object({
  email: z.boolean(),
  phone: z.boolean(),
  sms: z.boolean(),
  directmail: z.boolean(),
});
export type ChannelPreferences = z.infer<typeof channelPreferencesSchema>;

/**
 * GET /customer/{id}/communication-preferences. `productOffers` holds the per-offer email choices
 * made through /unsubscribe/:customerId/:productOfferKey links (docs/decisions/057).
 */
export const communicationPreferencesSchema = z.object({
  customerId: z.string(),
  preferences: channelPreferencesSchema,
  features: z.object({
    /** Whether the page offers one toggle per channel. */
    methodsEnabled: z.boolean(),
    methods: z.array(z.enum(communicationChannels)),
  }),
  productOffers: z.array(z.object({ productOfferKey: z.string(), email: z.boolean() })),
  /** The customer's masked email, for the public page that is opened without signing in. */
  identifier: z.string(),
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;

const bool = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on']).transform((v) => v !== 'false' && v !== '0'),
]);

/**
 * PUT /customer/{id}/communication-preferences: preferences as a map of channel to enabled.
 * Without signing in, pass the signed `token` from the emailed link (query or body).
 */
export const updateCommunicationPreferencesRequestSchema = z.object({
  preferences: channelPreferencesSchema.partial(),
  unsubscribeReasons: z.array(z.string().max(200)).max(10).optional(),
  token: z.string().max(200).optional(),
});
export type UpdateCommunicationPreferencesRequest = z.input<typeof updateCommunicationPreferencesRequestSchema>;

/** PUT /customer/{id}/communication-preferences/{productOfferKey}: the unsubscribe link's call. */
export const updateOfferPreferencesRequestSchema = z.object({
  preferences: z.object({ email: bool }),
  unsubscribeReasons: z.array(z.string().max(200)).max(10).optional(),
  token: z.string().max(200).optional(),
});
export type UpdateOfferPreferencesRequest = z.input<typeof updateOfferPreferencesRequestSchema>;

/** One favourite line: the lottery and its numbers; the Numbers and Powerball keys are kept as written. */
export const favouriteNumberSchema = z.object({
  lotteryKey: z.string().min(1).max(64),
  Numbers: z.array(z.number().int().min(0).max(99)).min(1).max(20),
  Powerball: z.array(z.number().int().min(0).max(99)).max(5).optional(),
});
export type FavouriteNumber = z.infer<typeof favouriteNumberSchema>;
export const FAVOURITE_NUMBERS_MAX = 50;

/** A number chosen twice in one set of a favourite line (docs/decisions/348). */
export const favouriteRepeatedMessage = 'Each number can be chosen once';

/**
 * PUT /favourite-numbers: replaces the whole list. A line repeats no number within a set
 * (docs/decisions/348); stored lines are answered as they are, so this is the request's rule only.
 */
export const favouriteNumbersRequestSchema = z.object({
  favouriteNumbers: z
    .array(
      favouriteNumberSchema.superRefine((line, ctx) => {
        for (const set of ['Numbers', 'Powerball'] as const) {
          const numbers = line[set] ?? [];
          if (new Set(numbers).size !== numbers.length) {
            ctx.addIssue({ code: 'custom', path: [set], message: favouriteRepeatedMessage });
          }
        }
      }),
    )
    .max(FAVOURITE_NUMBERS_MAX),
});
export type FavouriteNumbersRequest = z.infer<typeof favouriteNumbersRequestSchema>;
export const favouriteNumbersAnswerSchema = z.object({ favouriteNumbers: z.array(favouriteNumberSchema) });

/** GET /customer/details (v3.2). */
export const customerDetailsSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string(),
  address: addressSchema.nullable(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/**
 * POST /customer/details (v3.2): the fields to change; needs elevation. Changing the email asks
 * for its confirmation again; changing the address counts as confirming it.
 */
export const updateCustomerDetailsRequestSchema = z.object({
  firstname: z.string().trim().min(1, formMessages.required).max(100).optional(),
  lastname: z.string().trim().min(1, formMessages.required).max(100).optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  address: addressSchema.optional(),
});
export type UpdateCustomerDetailsRequest = z.input<typeof updateCustomerDetailsRequestSchema>;

/** /my-account/upgrade-account (decision 469): the phone and the address, both required. */
export const accountUpgradeFormSchema = z.object({ phone: phoneSchema, address: addressSchema });

/** PATCH /customer/confirm-address: the customer confirms the address on file, or sends a corrected one. */
export const confirmAddressRequestSchema = z.object({ address: addressSchema.optional() });
/** The banner's corrected address (3-account.md §4): every line of it is required. */
export const confirmAddressFormSchema = z.object({ address: addressSchema });

/**
 * PATCH /customer/confirm-email-address: with the token of the emailed link (signed in or not);
 * without a token, signed in, it emails a new link.
 */
export const confirmEmailRequestSchema = z.object({ token: z.string().max(200).optional() });
export const confirmEmailAnswerSchema = z.object({
  emailAddressConfirmationRequired: z.boolean(),
  /** True when a new link was emailed instead. */
  linkSent: z.boolean(),
});

/** POST /customer/terms-and-conditions: accepts the current terms. */
export const acceptTermsRequestSchema = z.object({ version: z.string().max(50).optional() });
export const termsAnswerSchema = z.object({ acceptedVersion: z.string(), acceptedAt: z.string() });
export const CURRENT_TERMS_VERSION = '2024-01';

/** DELETE /customer (form): closes the account; needs elevation. */
export const closeAccountRequestSchema = z.object({ reason: z.string().max(500).optional() });

/**
 * Where the customer is, as the shop's country rules judge the request (1-platform.md §3 Customer
 * session; docs/decisions/384): located in a country the shop does not sell to, and whether they
 * have still to acknowledge it (POST /customer/terms-and-conditions/location).
 */
export const countryStandingSchema = z.object({
  countryBanned: z.boolean(),
  countryBannedConfirmationRequired: z.boolean(),
});
export type CountryStanding = z.infer<typeof countryStandingSchema>;

/** GET /customer: the fields of the Customer entity (3-account.md §3) this platform keeps so far. */
export const customerSchema = z.object({
  customerId: z.string(),
  customerToken: z.string(),
  sessionId: z.string().optional(),
  pricingId: z.string(),
  segmentName: z.string(),
  isAuthenticated: z.literal(true),
  isNewSignup: z.boolean(),
  balance: moneySchema,
  availableFunds: moneySchema,
  // The customer's details as GET /customer/details answers them, in the same place.
  ...customerDetailsSchema.shape,
  state: z.string().nullable(),
  brandingRegion: z.string().nullable(),
  forcePasswordChange: z.boolean(),
  /** Support asked the customer to complete their details before buying (decision 469). */
  accountUpgrade: z.boolean(),
  addressConfirmationRequired: z.boolean(),
  emailAddressConfirmationRequired: z.boolean(),
  favouriteNumbers: z.array(favouriteNumberSchema),
  atv: atvSchema,
  communicationPreferences: channelPreferencesSchema,
  marketingEmailSubscription: z.object({ isSubscribed: z.boolean() }),
  termsAndConditions: z.object({ acceptedVersion: z.string().nullable(), currentVersion: z.string() }),
  twoFactor: z.object({ enabled: z.boolean(), method: z.enum(twoFactorMethods).nullable() }),
  ...countryStandingSchema.shape,
  ...customerVerificationStateSchema.shape,
  /** The previous shop's account, brought over once (docs/decisions/468). */
  migrationStatus: z.enum(migrationStatuses),
  createdAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** Path and query of /customer/{id}/communication-preferences: whose, and the emailed link's token. */
export const communicationPreferencesParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const communicationPreferencesQuerySchema = z.object({ token: z.string().max(200).optional() });
