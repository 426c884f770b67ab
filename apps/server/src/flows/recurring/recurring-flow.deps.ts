import type { Db } from '../../db/client';
import type { CatalogueCache } from '../../modules/catalogue';
import type { PlaceOrderDeps } from '../checkout/place-order';

/**
 * What the recurring engine runs with: the purchase's own dependencies (the same cart, orders,
 * wallet, limits and mail the checkout is given; the cart's purchase read is replaced by the
 * recurring purchase's line, recurring-purchase-cart.ts), the database and the catalogue's copy.
 */
export interface RecurringEngineDeps extends PlaceOrderDeps {
  db: Db;
  catalogue: CatalogueCache;
  /** Recurring purchases read per page. */
  batchSize?: number;
}
