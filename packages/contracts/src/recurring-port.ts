import type { z } from 'zod';
import type { Paged } from './platform-port-reads';
import type {
  Autoplay,
  autoplayChangeSchema,
  RecurringPurchase,
  recurringListQuerySchema,
  recurringStatusChangeSchema,
  Subscription,
  setMinimumJackpotSchema,
  setQuickpickSchema,
  subscriptionChangeSchema,
  subscriptionListQuerySchema,
} from './recurring';

/** The two bases a recurring status changes under: PATCH {base}/{id}/status. */
export type RecurringBase = 'autoplay' | 'subscriptions';

/**
 * The pages' port's recurring purchase calls (2-shopping.md §7: autoplay, subscriptions, the
 * combined list), as the storefront's my-account pages make them; part of PlatformPort
 * (platform-port.ts, docs/decisions/326). Each is the call named beside it, for the viewer's own
 * purchases only (another customer's id is its 404), and answers what its envelope's result holds.
 */
export interface RecurringPort {
  /** GET /autoplay (v3.3; limit, offset) */
  autoplays(query?: z.input<typeof recurringListQuerySchema>): Promise<Paged<Autoplay>>;
  /** GET /autoplay/{id} */
  autoplay(id: string): Promise<Autoplay>;
  /** PATCH /autoplay/{id} */
  changeAutoplay(id: string, body: z.input<typeof autoplayChangeSchema>): Promise<Autoplay>;
  /** POST /autoplay/{id}/set-minimum-jackpot (a form; cents, empty or 0 clears it) */
  setMinimumJackpot(id: string, body: z.input<typeof setMinimumJackpotSchema>): Promise<Autoplay>;
  /** POST /autoplay/{id}/set-quickpick (a form) */
  setQuickpick(id: string, body: z.input<typeof setQuickpickSchema>): Promise<Autoplay>;
  /** POST /autoplay/{id}/pause */
  pauseAutoplay(id: string): Promise<RecurringPurchase>;
  /** POST /autoplay/{id}/unpause */
  unpauseAutoplay(id: string): Promise<RecurringPurchase>;
  /** PATCH /{autoplay or subscriptions}/{id}/status (v3.3; status, pausedUntil) */
  changeRecurringStatus(
    base: RecurringBase,
    id: string,
    body: z.input<typeof recurringStatusChangeSchema>,
  ): Promise<RecurringPurchase>;
  /** GET /recurring_purchases (v3.3; limit, offset) */
  recurringPurchases(query?: z.input<typeof recurringListQuerySchema>): Promise<Paged<RecurringPurchase>>;
  /** GET /subscriptions (limit, offset, lottery_keys) */
  subscriptions(query?: z.input<typeof subscriptionListQuerySchema>): Promise<Paged<Subscription>>;
  /** GET /subscriptions/{id} */
  subscription(id: string): Promise<Subscription>;
  /** PATCH /subscriptions/{id} (gameOffer, causeKey, numGames) */
  changeSubscription(id: string, body: z.input<typeof subscriptionChangeSchema>): Promise<Subscription>;
  /** DELETE /subscriptions/{id}: cancels it (decision 340). */
  cancelSubscription(id: string): Promise<RecurringPurchase>;
}
