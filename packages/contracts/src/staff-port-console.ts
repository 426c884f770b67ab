import type { z } from 'zod';
import type {
  BalanceCorrection,
  balanceCorrectionDecisionSchema,
  balanceCorrectionRequestSchema,
  ConsoleCapabilities,
  ConsoleCustomer,
  ConsoleCustomerProfile,
  ConsoleDraw,
  ConsoleVoucher,
  consoleBannerRequestSchema,
  consoleBannerSchema,
  consoleCustomerSearchSchema,
  createVoucherRequestSchema,
  customerLockRequestSchema,
  Dashboard,
  segmentCapabilityRequestSchema,
} from './console';
import type { ConsoleCauseChoice, ConsoleRaffle, raffleRequestSchema } from './console-raffles';
import type {
  CustomerNote,
  CustomerVerification,
  customerNoteRequestSchema,
  customerVerificationRequestSchema,
} from './customer-care';
import type { DonationTotal, rejectWithdrawalBodySchema, StaffWithdrawal } from './payouts';
import type { MoneyCall } from './payouts-port';
import type { Prize, ResultEntry, ResultsEntryRequest } from './settlement';

/** The queue's filter as GET /withdrawals reads it (states comma-separated; the work to do by default). */
export interface WithdrawalQueueQuery {
  status?: string;
  limit?: number;
  offset?: number;
}

/** The console's pages' staff calls (docs/decisions/230-239, 265-273), by page; part of StaffPort. */
export interface StaffConsolePort {
  /** GET /dashboard. */
  dashboard(): Promise<Dashboard>;
  /** GET /draws/{drawId}. */
  consoleDraw(drawId: string): Promise<ConsoleDraw>;
  /** POST /draws/{drawId}/results: enters or corrects a result before it is confirmed. */
  enterDrawResults(drawId: string, body: ResultsEntryRequest): Promise<ResultEntry>;
  /** POST /draws/{drawId}/results/confirm: a second draw operator confirms and publishes it. */
  confirmDrawResults(drawId: string): Promise<ResultEntry>;

  /** GET /prizes/held. */
  heldPrizes(): Promise<Prize[]>;
  /** POST /prizes/{id}/release. */
  releasePrize(prizeId: string): Promise<Prize>;

  /** GET /withdrawals. */
  withdrawalQueue(query?: WithdrawalQueueQuery): Promise<StaffWithdrawal[]>;
  /** GET /withdrawals/donation-totals: the approved donations' total per cause (decision 533). */
  donationTotals(): Promise<DonationTotal[]>;
  /** POST /withdrawals/{withdrawId}/approve or /mark-paid. */
  moveWithdrawal(withdrawId: string, to: 'approved' | 'paid'): Promise<StaffWithdrawal>;
  /** POST /withdrawals/{withdrawId}/reject, with the reason the customer is told. */
  rejectWithdrawal(withdrawId: string, body: z.input<typeof rejectWithdrawalBodySchema>): Promise<StaffWithdrawal>;

  /** GET /customers?q=. */
  searchCustomers(query: z.input<typeof consoleCustomerSearchSchema>): Promise<ConsoleCustomer[]>;
  /** GET /customers/{customerId}. */
  consoleCustomer(customerId: string): Promise<ConsoleCustomerProfile>;
  /** POST /customers/{customerId}/balance-corrections: a money call, idempotent by key in the member's scope. */
  requestBalanceCorrection(
    customerId: string,
    body: z.input<typeof balanceCorrectionRequestSchema>,
    money: MoneyCall,
  ): Promise<BalanceCorrection>;
  /** POST /customers/{customerId}/lock. */
  lockCustomer(customerId: string, body: z.input<typeof customerLockRequestSchema>): Promise<ConsoleCustomer>;
  /** PUT /customers/{customerId}/verification. */
  setCustomerVerification(
    customerId: string,
    body: z.input<typeof customerVerificationRequestSchema>,
  ): Promise<CustomerVerification>;
  /** POST /customers/{customerId}/notes. */
  addCustomerNote(customerId: string, body: z.input<typeof customerNoteRequestSchema>): Promise<CustomerNote>;
  /** GET /balance-corrections?status= (pending unless given). */
  balanceCorrections(status?: BalanceCorrection['status']): Promise<BalanceCorrection[]>;
  /** POST /balance-corrections/{correctionId}/decision: a money call, idempotent by key in the member's scope. */
  decideBalanceCorrection(
    correctionId: string,
    body: z.input<typeof balanceCorrectionDecisionSchema>,
    money: MoneyCall,
  ): Promise<BalanceCorrection>;

  /** GET /sitewide-banners. */
  sitewideBanners(): Promise<z.infer<typeof consoleBannerSchema>[]>;
  /** PUT /sitewide-banners/{stateCode}. */
  setSitewideBanner(
    stateCode: string,
    body: z.input<typeof consoleBannerRequestSchema>,
  ): Promise<{ stateCode: string; text: string }>;
  /** GET /vouchers. */
  vouchers(): Promise<ConsoleVoucher[]>;
  /** POST /vouchers. */
  createVoucher(body: z.input<typeof createVoucherRequestSchema>): Promise<ConsoleVoucher>;
  /** POST /vouchers/{code}/end. */
  endVoucher(code: string): Promise<ConsoleVoucher>;
  /** GET /capabilities: every switch and segment. */
  consoleCapabilities(): Promise<ConsoleCapabilities>;
  /** PUT /segments/{segmentName}/capabilities/{capability}. */
  setSegmentCapability(
    segmentName: string,
    capability: string,
    body: z.input<typeof segmentCapabilityRequestSchema>,
  ): Promise<{ segmentName: string; capability: string; on: boolean }>;

  /** GET /raffles. */
  raffles(): Promise<ConsoleRaffle[]>;
  /** GET /raffles/causes. */
  raffleCauses(): Promise<ConsoleCauseChoice[]>;
  /** GET /raffles/{raffleId}. */
  raffle(raffleId: string): Promise<ConsoleRaffle>;
  /** POST /raffles: a draft, once per Idempotency-Key in the member's scope. */
  createRaffle(body: z.input<typeof raffleRequestSchema>, once: MoneyCall): Promise<ConsoleRaffle>;
  /** PUT /raffles/{raffleId}. */
  editRaffle(raffleId: string, body: z.input<typeof raffleRequestSchema>): Promise<ConsoleRaffle>;
  /** POST /raffles/{raffleId}/publish. */
  publishRaffle(raffleId: string): Promise<ConsoleRaffle>;
}
