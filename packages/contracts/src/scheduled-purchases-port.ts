import type { z } from 'zod';
import type { Paged } from './platform-port-reads';
import type { ScheduledPurchase, scheduledListQuerySchema } from './scheduled-purchases';

/**
 * The pages' port's scheduled purchase calls (2-shopping.md §7; decision 364), part of
 * PlatformPort: each is the call named beside it, for the viewer's own only (another customer's
 * id is its 404), and answers what its envelope's result holds.
 */
export interface ScheduledPurchasesPort {
  /** GET /scheduled-purchases (v3.2; limit, offset) */
  scheduledPurchases(query?: z.input<typeof scheduledListQuerySchema>): Promise<Paged<ScheduledPurchase>>;
  /** GET /scheduled-purchases/{encodedId} */
  scheduledPurchase(encodedId: string): Promise<ScheduledPurchase>;
  /** PATCH /scheduled-purchases/{encodedId}/cancel */
  cancelScheduledPurchase(encodedId: string): Promise<ScheduledPurchase>;
}
