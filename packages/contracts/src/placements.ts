import { z } from 'zod';
import { moneySchema, productTypes } from './catalogue';
import type { StaffRole } from './staff';

/**
 * Placements (3-account.md §3 Placement, §7 Placements; 2-shopping.md pre-cart drawer and
 * recommended draws; docs/decisions/474): what the shop puts in front of a customer, by key.
 */
export const placementKeys = [
  'cart_inline_item',
  'feature_placement',
  'pre_cart_item',
  'fast_play',
  'instant_play',
  'pre_cart_promoted',
  'pre_cart_standard',
] as const;
export type PlacementKey = (typeof placementKeys)[number];

/**
 * The keys an editor may fill: all but instant_play, which offers instant games, and the shop sells
 * none (decision 534): GET /placement still answers the key, always with no placement.
 */
export const editablePlacementKeys = [
  'cart_inline_item',
  'feature_placement',
  'pre_cart_item',
  'fast_play',
  'pre_cart_promoted',
  'pre_cart_standard',
] as const satisfies readonly PlacementKey[];
export type EditablePlacementKey = (typeof editablePlacementKeys)[number];
export const isEditablePlacementKey = (key: string): key is EditablePlacementKey =>
  (editablePlacementKeys as readonly string[]).includes(key);

/** The one key every visitor shares: kept 300 s (1-platform.md §9) and asked without a customer. */
export const FEATURE_PLACEMENT_KEY: PlacementKey = 'feature_placement';

/** The keys a customer's own recommended draws may fill, before the editors' placements (decision 474). */
export const recommendedPlacementKeys: readonly PlacementKey[] = ['pre_cart_item', 'cart_inline_item'];

/** Most placements answered for one key. */
export const PLACEMENTS_PER_KEY = 3;

/** Who sets placements in the console (decision 474). */
export const placementEditorRoles: readonly StaffRole[] = ['content_editor', 'administrator'];

const idText = (max: number, message: string) =>
  z.string({ error: message }).regex(new RegExp(`^[A-Za-z0-9_.:-]{1,${max}}$`), message);

/** An editor's optional aim (decision 536): a name of the id shape, or none ('' or null) for everyone. */
const aimedAt = (max: number, message: string) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^$|^[A-Za-z0-9_.:-]{1,${max}}$`), message)
    .nullable()
    .optional()
    .transform((v) => v || null);

/** Words an editor writes for customers: no control characters, no markup. */
const editorText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f<>]*$/, message);

/**
 * GET /placement's query: keys comma separated, each from the list; the customer's keys
 * (customer_key, cart, segment ids) only matter for the keys other than feature_placement.
 */
export const placementQuerySchema = z.object({
  brandingKey: idText(64, 'Send a branding key').optional(),
  keys: z
    .string({ error: 'Send the placement keys' })
    .max(400, 'Send at most the seven placement keys')
    .transform((value, ctx) => {
      const keys = [...new Set(value.split(',').map((k) => k.trim()))];
      const unknown = keys.filter((k) => !(placementKeys as readonly string[]).includes(k));
      if (!keys.length || unknown.length) {
        ctx.addIssue({ code: 'custom', message: 'Ask for placement keys from the list' });
        return z.NEVER;
      }
      return keys as PlacementKey[];
    }),
  pricingId: idText(64, 'Send a pricing id').optional(),
  customerKey: idText(100, 'Send a customer key').optional(),
  cart: idText(100, 'Send a cart reference').optional(),
  segmentDeviceId: idText(100, 'Send a device id').optional(),
  segmentUserId: idText(100, 'Send a user id').optional(),
});
export type PlacementQuery = z.infer<typeof placementQuerySchema>;

/** POST /placement/cart/prime: the pre-cart keys for the customer's cart as it is now (decision 474). */
export const placementPrimeRequestSchema = z.object({
  cart: idText(100, 'Send a cart reference').optional(),
  pricingId: idText(64, 'Send a pricing id').optional(),
  brandingKey: idText(64, 'Send a branding key').optional(),
});

/**
 * One placement (§3: key and config.productType): a ready entry of an offer on sale, a quick pick
 * of `numGames` games for the draw `drawNo`, added to the cart through the cart's own call.
 */
export const placementSchema = z.object({
  key: z.enum(placementKeys),
  config: z.object({
    productType: z.enum(productTypes),
    placementId: z.string(),
    productOfferKey: z.string(),
    name: z.string(),
    headline: z.string(),
    message: z.string(),
    gameType: z.string(),
    gameOffer: z.string(),
    numGames: z.number().int(),
    drawNo: z.number().int(),
    drawDate: z.string(),
    price: moneySchema,
    /** Chosen from the customer's own history (a recommended draw) rather than set by an editor. */
    recommended: z.boolean(),
  }),
});
export type Placement = z.infer<typeof placementSchema>;

/** What an editor sets for a placement (docs/decisions/474). */
export const placementRequestSchema = z.object({
  key: z.enum(editablePlacementKeys, { error: 'Choose a placement key from the list' }),
  productOfferKey: idText(64, 'Choose a lottery'),
  gameOffer: idText(64, 'Choose a game offer'),
  numGames: z.coerce
    .number({ error: 'Enter the number of games, 1 to 50' })
    .int('Enter the number of games, 1 to 50')
    .min(1, 'Enter the number of games, 1 to 50')
    .max(50, 'Enter the number of games, 1 to 50'),
  headline: editorText(80, 'Write a headline of up to 80 characters, without < or >'),
  message: editorText(240, 'Write a message of up to 240 characters, without < or >'),
  position: z.coerce
    .number({ error: 'Enter a position, 0 to 99' })
    .int('Enter a position, 0 to 99')
    .min(0, 'Enter a position, 0 to 99')
    .max(99, 'Enter a position, 0 to 99')
    .default(0),
  active: z.boolean().default(true),
  /** Only the customers of this segment (as GET /customer's segmentName) or visitors of it; none: every segment. */
  segmentName: aimedAt(64, 'Choose a segment from the list'),
  /** Only visitors of this branding (GET /branding's id, the branding_key asked); none: every branding. */
  brandingKey: aimedAt(64, 'Choose a branding from the list'),
});
export type PlacementRequest = z.infer<typeof placementRequestSchema>;

/** A placement as the console lists it. */
export const consolePlacementSchema = z.object({
  placementId: z.string(),
  key: z.enum(placementKeys),
  productOfferKey: z.string(),
  gameOffer: z.string(),
  numGames: z.number().int(),
  headline: z.string(),
  message: z.string(),
  position: z.number().int(),
  active: z.boolean(),
  segmentName: z.string().nullable(),
  brandingKey: z.string().nullable(),
  updatedAt: z.string(),
});
export type ConsolePlacement = z.infer<typeof consolePlacementSchema>;

export const placementIdParamsSchema = z.object({ placementId: z.string().uuid('Not a placement') });

/** The pages' port's placement read (page-port/placement-calls.ts): GET /placement for the viewer. */
export interface PlacementsPort {
  /** GET /placement-api/placement: the asked keys' placements for the page's viewer. */
  placements(query: { keys: string; pricingId?: string; cart?: string; brandingKey?: string }): Promise<Placement[]>;
}

/** The console's placement calls (staff API /placements). */
export interface StaffPlacementsPort {
  /** GET /placements */
  consolePlacements(): Promise<ConsolePlacement[]>;
  /** POST /placements */
  createPlacement(body: z.input<typeof placementRequestSchema>): Promise<ConsolePlacement>;
  /** PUT /placements/{placementId} */
  updatePlacement(placementId: string, body: z.input<typeof placementRequestSchema>): Promise<ConsolePlacement>;
  /** DELETE /placements/{placementId} */
  removePlacement(placementId: string): Promise<null>;
}
