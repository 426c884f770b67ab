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
