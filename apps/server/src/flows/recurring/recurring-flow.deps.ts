import type { Db } from '../../db/client';
import type { CatalogueCache } from '../../modules/catalogue';
import type { FundsModule } from '../../modules/funds';
import type { LimitsModule } from '../../modules/limits';
import type { MailService } from '../../modules/mail';
import type { PlaceOrderDeps } from '../checkout/place-order';

/**
 * What the recurring engine runs with: the purchase's own dependencies (the same cart, orders,
 * wallet, limits and mail the checkout is given; the cart's purchase read is replaced by the
 * recurring purchase's line, recurring-purchase-cart.ts), the database and the catalogue's copy,
 * and for the unattended card the funds module and the deposit limits (decision 358).
 */
export interface RecurringEngineDeps extends PlaceOrderDeps {
  db: Db;
  catalogue: CatalogueCache;
  funds: FundsModule;
  limits: Pick<
    LimitsModule,
    'lockForSpend' | 'lockForSpendBatch' | 'checkDepositAllowed' | 'recordDeposit' | 'purchaseBlockedReasons'
  >;
  /** The order confirmations; a batch writes its emails with one insert (decision 417). */
  mail?: Pick<MailService, 'outboxInsert' | 'outboxInsertMany' | 'wake'>;
  /** Recurring purchases read per page. */
  batchSize?: number;
  /**
   * Wallet-paid placements of lottery entries placed set-based, a page per transaction (decision
   * 417); on unless false, which leaves every placement to the per-order path.
   */
  batchPlacements?: boolean;
  /** Customers placed at once, each placement its own transaction (decision 376); one unless given. */
  concurrency?: number;
  /** Customers whose unattended cards are asked at once for what a batch found their wallets short (decision 539). */
  cardWidth?: number;
}

/** The card side of the engine: what a card charge and its deposit need. */
export type RecurringPaymentDeps = RecurringEngineDeps;
