import { z } from 'zod';
import { addCartItemRequestSchema, cartSchema } from './cart';
import { gameTypeKeys, moneySchema } from './catalogue';
import { type DepositPurchase, depositPurchaseSchema } from './funds';
import type { MoneyCall } from './payouts-port';
import type { StaffRole } from './staff';

/**
 * Partner purchase (3-account.md §3 Partner, §5, §7 Partner; issue 30; decision 471): a charity
 * or retailer sends its visitors to buy on a partner page. A partner has a slug (its pages'
 * address), a key (what its calls name) and channels (where its sales come from).
 */

/** A partner's slug, key or channel key as it travels in a path or a body: letters, digits, - and _. */
export const partnerKeyText = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'No such partner');

export const partnerChannelSchema = z.object({ channelKey: z.string() });

/** GET /partners/{slug}. */
export const partnerSchema = z.object({
  slug: z.string(),
  key: z.string(),
  /** The partner's name, as its pages show it. */
  name: z.string(),
  channels: z.array(partnerChannelSchema),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerSlugParamsSchema = z.object({ slug: z.string().max(200) });
export const partnerKeyParamsSchema = z.object({ key: z.string().max(200) });

/**
 * POST /cart/partner/{key} and /anon-cart/partner/{key}: the cart's own item (so the §5 rules hold:
 * the offer's minGames, a day where the lottery has days, a cause where it has causes); an anonymous
 * visitor's cart by its reference, or a new one when there is none.
 */
export const partnerCartItemRequestSchema = addCartItemRequestSchema.extend({
  cartReference: z.string().max(200).optional(),
});

/** The partner cart (§3): the cart's answer with whose it is. */
export const partnerCartSchema = cartSchema.extend({ customerId: z.string().nullable() });
export type PartnerCart = z.infer<typeof partnerCartSchema>;

const keyField = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{1,64}$/, message);

/**
 * The partner purchase's cart item (§7 v3.2: lottery, raffleOffer, recurringPurchase, drawNumber):
 * the product offer and its game offer, bought as quick pick; with the game type and game count
 * the cart needs to check and price it.
 */
export const partnerPurchaseItemSchema = z.object({
  lottery: keyField('Choose a product offer'),
  raffleOffer: keyField('Choose a game offer'),
  gameType: z.enum(gameTypeKeys, { error: 'Choose a game type' }),
  numGames: addCartItemRequestSchema.shape.numGames.optional(),
  drawNumber: addCartItemRequestSchema.shape.drawNo.optional(),
  day: addCartItemRequestSchema.shape.day.optional(),
  causeKey: addCartItemRequestSchema.shape.causeKey.optional(),
  recurringPurchase: addCartItemRequestSchema.shape.recurringPurchase.optional(),
});
export type PartnerPurchaseItem = z.infer<typeof partnerPurchaseItemSchema>;

const metadataSchema = z
  .record(z.string().min(1).max(50), z.string().max(200))
  .refine((metadata) => Object.keys(metadata).length <= 20, { message: 'At most 20 entries' });

/** POST /cart/partner/{slug}/purchase (v3.2): deposit by a stored card and buy, under one Idempotency-Key. */
export const partnerPurchaseBodySchema = z.object({
  cartItem: partnerPurchaseItemSchema.nullish(),
  deposit: z.object({
    depositMethodId: z.string().min(1).max(100),
    amount: z.union([z.string().max(20), z.number()]),
  }),
  purchase: z.object({
    channelKey: keyField('No such channel'),
    partnerKey: keyField('No such partner'),
    metadata: metadataSchema.optional(),
  }),
});
export type PartnerPurchaseBody = z.infer<typeof partnerPurchaseBodySchema>;

/** The answer: the deposit and, once bought, the receipt (as POST /deposit_purchase answers). */
export const partnerPurchaseSchema = depositPurchaseSchema;

/** §4 Partner fetch status. */
export const partnerFetchStatuses = ['pending', 'resolved', 'rejected', 'ready'] as const;
export type PartnerFetchStatus = (typeof partnerFetchStatuses)[number];

/**
 * The partner pages' calls of the pages' port (platform-port.ts, docs/decisions/326): part of
 * CheckoutPort.
 */
export interface PartnerPort {
  /** GET /partners/{slug}: 404 partner_not_found when unknown or turned off. */
  partner(slug: string): Promise<Partner>;
  /** POST /cart/partner/{slug}/purchase (v3.2): a money call, idempotent by key. */
  partnerPurchase(
    slug: string,
    body: z.input<typeof partnerPurchaseBodySchema>,
    money: MoneyCall,
  ): Promise<DepositPurchase>;
}

/** The console's partners (decision 473): administrators manage them; administrators and finance read the sales. */
export const partnerRoles = {
  read: ['administrator', 'finance'],
  manage: ['administrator'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const consolePartnerSchema = z.object({
  slug: z.string(),
  key: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  channels: z.array(z.object({ channelKey: z.string(), enabled: z.boolean() })),
});
export type ConsolePartner = z.infer<typeof consolePartnerSchema>;

/** Bought partner orders per partner, channel and currency. */
export const partnerSalesRowSchema = z.object({
  partnerSlug: z.string(),
  partnerName: z.string(),
  channelKey: z.string(),
  orders: z.number().int(),
  amount: moneySchema,
});

/** GET /staff/api/partners. */
export const consolePartnersSchema = z.object({
  partners: z.array(consolePartnerSchema),
  sales: z.array(partnerSalesRowSchema),
});
export type ConsolePartners = z.infer<typeof consolePartnersSchema>;

/**
 * POST /staff/api/partners: a partner made or changed by its slug; the channels listed are on,
 * any other it had is turned off (never deleted: its sales keep their channel).
 */
export const savePartnerRequestSchema = z.object({
  slug: keyField('The slug is 1 to 64 letters, digits, - or _'),
  key: keyField('The key is 1 to 64 letters, digits, - or _'),
  name: z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, 'Enter a name')
    .max(100, 'The name is at most 100 characters')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f<>]*$/, 'The name holds characters it may not'),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  channels: z
    .array(keyField('A channel key is 1 to 64 letters, digits, - or _'))
    .min(1, 'Name at least one channel')
    .max(20, 'At most 20 channels'),
});
export type SavePartnerRequest = z.infer<typeof savePartnerRequestSchema>;

/** The console's partner calls of the staff port (docs/decisions/333). */
export interface StaffPartnersPort {
  consolePartners(): Promise<ConsolePartners>;
  savePartner(body: z.input<typeof savePartnerRequestSchema>): Promise<ConsolePartner>;
}
