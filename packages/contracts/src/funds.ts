import { z } from 'zod';
import { moneySchema } from './catalogue';
import { formMessages } from './forms';
import { formatMoney, type Locale, type Money } from './money';
import { receiptSchema } from './orders';
import { withdrawalMethodSchema } from './payouts';

/**
 * Funds: payment methods, cards, deposits and deposit-and-buy (3-account.md §3, §7 Funds, §9;
 * docs/decisions/170-175).
 */

/** Payment method codes (3-account.md §9). `cc` is a card; `ap`, `gp`, `pl` are the digital wallets. */
export const paymentMethodCodes = ['ap', 'bp', 'cc', 'bd', 'dd', 'gp', 'pl', 'td'] as const;
export type PaymentMethodCode = (typeof paymentMethodCodes)[number];
/** Apple Pay, Google Pay and PayPal: paid through a gateway without a stored card. */
export const digitalWalletCodes = ['ap', 'gp', 'pl'] as const satisfies readonly PaymentMethodCode[];
export type DigitalWalletCode = (typeof digitalWalletCodes)[number];

/** The spec's gateways (§9) and ours: `sandbox`, the built-in test gateway (docs/decisions/170). */
export const gatewayKeys = ['sandbox', 'stripe', 'braintree', 'eway', 'opayo', 'paystream'] as const;
export type GatewayKey = (typeof gatewayKeys)[number];

export const cardBrands = ['visa', 'mastercard', 'amex'] as const;
export type CardBrand = (typeof cardBrands)[number];

export const cardBrandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** A card as the customer knows it: "Visa ending 4242". */
export function cardLabel(card: { brand: CardBrand; last4: string }): string {
  return `${cardBrandNames[card.brand]} ending ${card.last4}`;
}

/** A stored card (3-account.md §3 "Fund: id, default flag, type"), never its number. */
export const fundSchema = z.object({
  id: z.string(),
  default: z.boolean(),
  type: z.literal('cc'),
  gateway: z.string(),
  brand: z.enum(cardBrands),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holderName: z.string(),
});
export type Fund = z.infer<typeof fundSchema>;

/** A method's rules (§3): amounts in minor units of the customer's currency; CSC by gateway and brand. */
export const paymentMethodRulesSchema = z.object({
  enabled: z.boolean(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  gateway: z.record(z.string(), z.object({ cscRequired: z.record(z.string(), z.boolean()) })),
});
export type PaymentMethodRules = z.infer<typeof paymentMethodRulesSchema>;

export const paymentMethodSchema = z.object({
  code: z.enum(paymentMethodCodes),
  funds: z.array(fundSchema),
  availableGateways: z.array(z.string()),
  attributes: z.object({ name: z.string(), digitalWallet: z.boolean() }),
  rules: paymentMethodRulesSchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * GET /payment_methods answers the ways to pay and, with the `funds.withdraw` filter or none, the
 * ways to be paid out (bank transfer with the customer's bank accounts; 3-account.md §3, §7).
 */
export const paymentMethodsAnswerSchema = z.array(z.union([paymentMethodSchema, withdrawalMethodSchema]));

/** GET /payment_methods filters (§7 v3.1): `filter=funds.cart`, repeated or comma separated. */
export const paymentMethodFilters = [
  'funds.cart',
  'funds.withdraw',
  'funds.digital_wallets',
  'funds.failed_verification',
] as const;
export type PaymentMethodFilter = (typeof paymentMethodFilters)[number];
export const paymentMethodsQuerySchema = z.object({
  filter: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((f) => f.split(','))))
    .pipe(z.array(z.enum(paymentMethodFilters))),
});

/**
 * GET /funds/card_gateways (§3 "Card gateway state"): where the card page of each gateway is. The
 * page takes `return_to`, a path of the shop, and sends the browser back there with `gateway_token`.
 */
export const cardGatewaysSchema = z.object({
  priorityGateway: z.string(),
  availableCardGateways: z.array(z.object({ key: z.string(), cardFormUrl: z.string() })),
});
export type CardGateways = z.infer<typeof cardGatewaysSchema>;

/** POST /funds/cc/{gateway}: the token the gateway's card page gave back. */
export const addCardBodySchema = z.object({ token: z.string().min(1).max(200), default: z.boolean().optional() });
/** POST /funds/{method}/{gateway}: the method (only `cc` adds a card) and the gateway's key. */
export const addCardParamsSchema = z.object({ method: z.string().max(20), gateway: z.string().max(40) });

/** POST /funds/stripe/setup: a SetupIntent for Stripe.js to save a new card with (docs/decisions/175). */
export const stripeSetupSchema = z.object({
  clientSecret: z.string(),
  publishableKey: z.string(),
  setupIntentId: z.string(),
});
export type StripeSetup = z.infer<typeof stripeSetupSchema>;

/** Deposit states as data (docs/decisions/172). */
export const depositStatuses = ['pending_authorisation', 'completed', 'declined', 'cancelled'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const depositSchema = z.object({
  depositId: z.string(),
  status: z.enum(depositStatuses),
  amount: moneySchema,
  methodCode: z.enum(paymentMethodCodes),
  fundId: z.string().nullable(),
  /** Where the customer completes 3-D Secure, while the deposit waits for it. */
  authorisationUrl: z.string().nullable(),
  /** The gateway's message of a decline. */
  message: z.string().nullable(),
  /** The ledger journal that credited the wallet (a transaction of GET /transactions). */
  transactionId: z.string().nullable(),
  /** A deposit-and-buy: the receipt's checkout id once bought, or why the purchase was refused. */
  checkoutId: z.string().nullable(),
  purchaseError: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Deposit = z.infer<typeof depositSchema>;

/**
 * A deposit amount as the customer types it, in major units (§5: "Amount must follow format e.g:
 * 1.50", two decimals at most, no negatives): the minor units, or the spec's field message.
 */
export function parseDepositAmount(
  value: unknown,
  rules: { minAmount: Money; maxAmount: Money },
  locale?: Locale,
): { amount: number } | { error: string } {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '') return { error: formMessages.required };
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return { error: formMessages.currency };
  const [whole = '0', cents = ''] = text.split('.');
  const amount = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  if (amount < rules.minAmount.amount) return { error: formMessages.minimum(formatMoney(rules.minAmount, locale)) };
  if (amount > rules.maxAmount.amount) return { error: formMessages.maximum(formatMoney(rules.maxAmount, locale)) };
  return { amount };
}

/**
 * The card charge of a deposit-and-buy splits three ways (docs/decisions/301): what of the order
 * the card pays, what the wallet pays, and what of the charge stays in the wallet.
 */
export function depositPurchaseSplit(
  charge: Money,
  orderTotal: Money,
): { paidByCard: Money; paidFromWallet: Money; keptInWallet: Money } {
  const currency = orderTotal.currency;
  const byCard = Math.min(charge.amount, orderTotal.amount);
  return {
    paidByCard: { amount: byCard, currency },
    paidFromWallet: { amount: orderTotal.amount - byCard, currency },
    keptInWallet: { amount: charge.amount - byCard, currency },
  };
}

/**
 * The rules of a deposit-and-buy's card charge (docs/decisions/301): the card method's maximum,
 * and its minimum lowered to what the wallet is short of the order, so a $3.50 order is charged
 * $3.50 and nothing is kept in the wallet unasked. A larger charge stays allowed.
 */
export function depositPurchaseRules<R extends { minAmount: Money; maxAmount: Money }>(
  rules: R,
  orderTotal: Money,
  availableFunds: Money,
): R {
  const short = orderTotal.amount - (availableFunds.currency === orderTotal.currency ? availableFunds.amount : 0);
  if (short <= 0 || short >= rules.minAmount.amount) return rules;
  return { ...rules, minAmount: { amount: short, currency: rules.minAmount.currency } };
}

/**
 * The free-form metadata a client sends with a money call (its fields are not shown): kept with the
 * deposit, so bounded like every other field, at most 20 entries of short keys and values.
 */
export const clientMetadataSchema = z
  .record(z.string().min(1).max(50), z.string().max(200))
  .refine((metadata) => Object.keys(metadata).length <= 20, { message: 'At most 20 entries' });

/** POST /funds/{id}/deposit (§7: body includes metadata). `amount` in major units, as typed. */
export const depositBodySchema = z.object({
  amount: z.union([z.string().max(20), z.number()]),
  metadata: clientMetadataSchema.optional(),
});

/** POST /funds/{method}/{gatewayKey}/deposit: a digital wallet's method code and its gateway. */
export const walletDepositParamsSchema = z.object({ method: z.string().max(20), gatewayKey: z.string().max(40) });

/** POST /deposit_purchase (§7 v3.3): "body deposit and purchase". */
export const depositPurchaseBodySchema = z.object({
  deposit: z.object({
    fundId: z.string().max(100),
    amount: z.union([z.string().max(20), z.number()]),
    metadata: clientMetadataSchema.optional(),
  }),
  purchase: clientMetadataSchema.nullish(),
});

/** §3 "Deposit purchase: checkout receipt and deposit"; a purchase refused after the deposit says why. */
export const depositPurchaseSchema = z.object({
  deposit: depositSchema,
  receipt: receiptSchema.nullable(),
  purchaseError: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type DepositPurchase = z.infer<typeof depositPurchaseSchema>;

/** The deposit failure text when the server gives no message (3-account.md §8). */
export const DEPOSIT_FAILURE_FALLBACK =
  "We're experiencing technical difficulties. Please reload the page to try again.";
/** §8: the deposit answer of a deposit-and-buy is not one the page can use. */
export const INVALID_DEPOSIT_RESPONSE_MESSAGE = 'Received invalid deposit response when attempting purchase';

/** Path of the calls about one of the customer's funds or deposits: /funds/{id}/…, /funds/deposits/{id}. */
export const fundIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * POST /cart/purchase's body: the partner and purchase data the storefront may send with a
 * purchase (2-shopping.md §7; their fields are not shown), kept out of the decision but part of
 * the request its Idempotency-Key's hash covers.
 */
export const purchaseRequestSchema = z
  .object({
    partner: clientMetadataSchema.optional(),
    purchase: clientMetadataSchema.optional(),
  })
  .strict()
  .nullish();
