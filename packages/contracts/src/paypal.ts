import { z } from 'zod';
import { clientMetadataSchema } from './funds';

/** The gateways GET /funds/{gateway} answers (3-account.md §7): Braintree, for PayPal (decision 488). */
export const fundsGatewayParamsSchema = z.object({ gateway: z.string().max(40) });

/**
 * GET /funds/braintree: what Braintree's drop-in needs in the browser (decision 488). `dropInUrl` is
 * where the customer approves the payment with PayPal when the sandbox stands in for Braintree;
 * null with Braintree itself, whose drop-in script runs on the shop's page.
 */
export const braintreeClientTokenSchema = z.object({
  gateway: z.literal('braintree'),
  clientToken: z.string(),
  environment: z.enum(['sandbox', 'production']),
  dropInUrl: z.string().nullable(),
});
export type BraintreeClientToken = z.infer<typeof braintreeClientTokenSchema>;

/** POST /funds/pl/braintree: the PayPal payment the drop-in approved (its one-time nonce) and the amount. */
export const braintreeDepositBodySchema = z.object({
  amount: z.union([z.string().max(20), z.number()]),
  nonce: z.string().min(1).max(4096),
  /** Braintree's device data from the drop-in, passed to its fraud checks. */
  deviceData: z.string().max(8192).optional(),
  metadata: clientMetadataSchema.optional(),
});
export type BraintreeDepositBody = z.infer<typeof braintreeDepositBodySchema>;

/** The sandbox's PayPal nonces, as Braintree publishes test nonces: one approves, one declines. */
export const sandboxPayPalNonces = {
  approve: 'fake-paypal-one-time-nonce',
  decline: 'fake-paypal-declined-nonce',
} as const;
