import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AuditLog } from '../../modules/audit';
import type { CapabilitiesService } from '../../modules/capabilities';
import type { VoucherAdmin } from '../../modules/cart';
import type { ContentService } from '../../modules/content';
import type { Corrections } from '../../modules/corrections';
import type { CustomerNotes } from '../../modules/customer-notes';
import type { Idempotency } from '../../modules/idempotency';
import type { LockCustomer } from '../../modules/identity';
import type { LimitsModule } from '../../modules/limits';
import type { OrdersService } from '../../modules/orders';
import type { Payouts } from '../../modules/payouts';
import type { Verification } from '../../modules/verification';
import type { Wallet } from '../../modules/wallet';

/** What the console's staff calls take (docs/decisions/230-235). */
export interface ConsoleFlowDeps {
  db: Db;
  clock: Clock;
  wallet: Wallet;
  corrections: Corrections;
  audit: AuditLog;
  content: ContentService;
  orders: OrdersService;
  payouts: Payouts;
  limits: LimitsModule;
  lockCustomer: LockCustomer;
  vouchers: VoucherAdmin;
  capabilities: CapabilitiesService;
  idempotency: Idempotency;
  /** Read on the customer's profile; written by flows/customer-care/customer-care.routes.ts. */
  verification: Verification;
  notes: CustomerNotes;
  /** A balance correction larger than this (minor units, either way) waits for a second staff member. */
  correctionApprovalAbove: number;
}
