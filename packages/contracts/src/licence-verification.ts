import { z } from 'zod';
import { customerVerificationSchema } from './customer-care';

/** The states and territories that issue Australian driver licences. */
export const licenceStates = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type LicenceState = (typeof licenceStates)[number];

const printed = (what: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9]{${min},${max}}$`), `Enter the ${what} as printed on your licence`);

/**
 * POST /customer/verification/licence (3-account.md §7; decision 404): the customer's driver
 * licence, checked with the identity provider against the name and date of birth on the account.
 * Only the outcome is kept, never the numbers.
 */
export const licenceVerificationRequestSchema = z.object({
  licenceNumber: printed('licence number', 4, 12),
  state: z.enum(licenceStates),
  cardNumber: printed('card number', 6, 12).optional(),
});
export type LicenceVerificationRequest = z.input<typeof licenceVerificationRequestSchema>;

/** The answer: the customer's verification after the check (as staff see it, decision 272). */
export const licenceVerificationAnswerSchema = customerVerificationSchema;

/** POST /customer/verification/connectid's answer (decision 442): where to send the customer. */
export const connectIdStartAnswerSchema = z.object({ redirectUrl: z.string() });
export type ConnectIdStartAnswer = z.infer<typeof connectIdStartAnswerSchema>;

/** POST /customer/verification/connectid/callback (decision 442): what ConnectID sent back. */
export const connectIdCallbackRequestSchema = z.object({
  code: z.string().min(1).max(200),
  state: z.string().min(1).max(2000),
});
export type ConnectIdCallbackRequest = z.input<typeof connectIdCallbackRequestSchema>;

/** The verification method types and their statuses (3-account.md §4). */
export const verificationMethodTypes = [
  'auto_verification',
  'connect_id',
  'drivers_licence',
  'greenid_ui',
  'pdf_form',
  'photo_id_upload',
] as const;
export type VerificationMethodType = (typeof verificationMethodTypes)[number];
export const verificationMethodStatuses = ['disabled', 'not_attempted', 'pending', 'in_progress', 'attempted'] as const;
export type VerificationMethodStatus = (typeof verificationMethodStatuses)[number];

/** Driver licence checks a customer may ask the identity provider for (decision 440). */
export const LICENCE_ATTEMPTS_ALLOWED = 3;

/**
 * GET /customer's isVerified, verification and verificationRules (3-account.md §3; decision 440):
 * the customer's status with every method type and where the customer stands with it, and what the
 * shop asks of them.
 */
export const customerVerificationStateSchema = z.object({
  isVerified: z.boolean(),
  verification: z.object({
    status: customerVerificationSchema.shape.status,
    reason: z.string().nullable(),
    methods: z.array(z.object({ type: z.enum(verificationMethodTypes), status: z.enum(verificationMethodStatuses) })),
  }),
  verificationRules: z.object({
    /** Withdrawals wait for verification (the wallet withdrawal verification capability). */
    withdrawalRequiresVerification: z.boolean(),
    /** The registration age rule the document's date of birth must meet. */
    minimumAge: z.number().int(),
    licenceAttemptsAllowed: z.number().int(),
    licenceAttemptsLeft: z.number().int(),
  }),
});
export type CustomerVerificationState = z.infer<typeof customerVerificationStateSchema>;

export const licenceStateNames: Record<LicenceState, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

/** GET /customer-verify/config/licence (v1.0; decision 440): what the licence form offers. */
export const licenceConfigSchema = z.object({
  states: z.array(z.object({ code: z.enum(licenceStates), name: z.string() })),
  attemptsAllowed: z.number().int(),
  minimumAge: z.number().int(),
});
export type LicenceConfig = z.infer<typeof licenceConfigSchema>;
