import type { z } from 'zod';
import type { Cause, Draw } from './catalogue';
import type { CommunicationPreferences, CustomerDetails } from './customer';
import type {
  CustomerFullResult,
  CustomerPastDraw,
  customerPastDrawsQuerySchema,
  RafflePrize,
  RaffleWinner,
  Statistics,
  statisticsQuerySchema,
} from './draws';
import type { PageInfo } from './envelope';
import type { CardGateways, Deposit, PaymentMethod, paymentMethodsQuerySchema } from './funds';
import type { TwoFactorConfig } from './identity';
import type {
  ActivityStatement,
  activityStatementQuerySchema,
  LimitsAnswer,
  PrecommitmentAnswer,
  SelfExclusionAnswer,
} from './limits';
import type { Money } from './money';
import type { Receipt, SyndicateShareTicket, Ticket, ticketsQuerySchema } from './orders';
import type { BankAccount, Withdrawal, WithdrawalMethod } from './payouts';
import type { RaffleVerificationAnswer } from './raffle-verification';
import type { Transaction, transactionsQuerySchema } from './wallet';

/** A page of a list call: the items and the envelope's pageInfo. */
export interface Paged<T> {
  items: T[];
  pageInfo: PageInfo | null;
}

/**
 * The pages' port's reads of a cause, a draw and a lottery's statistics (docs/decisions/326): the
 * same for every visitor, kept by the server as the HTTP answers are and asked once per request.
 */
export interface ShopPortReads {
  /** GET /causes/{key}: one cause by key or url slug. */
  cause(key: string): Promise<Cause>;
  /** GET /draw/details/{offerKey}/{drawNo} (v3.6) */
  drawDetails(offerKey: string, drawNo: number): Promise<Draw>;
  /** GET /draw/details/{offerKey}/{drawNo}/prizes */
  rafflePrizes(offerKey: string, drawNo: number): Promise<RafflePrize[]>;
  /** GET /draw/details/{offerKey}/{drawNo}/winners */
  raffleWinners(offerKey: string, drawNo: number): Promise<RaffleWinner[]>;
  /** GET /statistics/{offerKey} */
  statistics(offerKey: string, query?: z.input<typeof statisticsQuerySchema>): Promise<Statistics>;
}

export const sharedShopReads = ['cause', 'drawDetails', 'rafflePrizes', 'raffleWinners', 'statistics'] as const;

/**
 * The pages' port's reads of the account, orders, money and results pages: the signed-in
 * customer's own (401 for a visitor, 404 for another customer's id), read afresh each time, and a
 * raffle draw's verification (never kept, as its HTTP call is not).
 */
export interface CustomerPortReads {
  /** GET /draw/details/{offerKey}/{drawNo}/verification: 404 for a draw with no published commitment. */
  raffleVerification(offerKey: string, drawNo: number): Promise<RaffleVerificationAnswer>;
  /** GET /draws/past_customer/{offer or latest} */
  customerPastDraws(
    offer: string,
    query?: z.input<typeof customerPastDrawsQuerySchema>,
  ): Promise<Paged<CustomerPastDraw>>;
  /** GET /draw/full_result_customer/{offerKey}/{drawNo} */
  customerFullResult(offerKey: string, drawNo: number): Promise<CustomerFullResult>;
  /** GET /customer/details (v3.2) */
  customerDetails(): Promise<CustomerDetails>;
  /** GET /customer/two-factor-auth */
  twoFactorConfig(): Promise<TwoFactorConfig>;
  /** GET /customer/{id}/communication-preferences: the customer's own, or anyone's with an emailed link's token. */
  communicationPreferences(customerId: string, query?: { token?: string }): Promise<CommunicationPreferences>;
  /** GET /checkout/{checkoutID} (v3.4): a purchase's receipt. */
  receipt(checkoutId: string): Promise<Receipt>;
  /** GET /tickets */
  tickets(query?: z.input<typeof ticketsQuerySchema>): Promise<Paged<Ticket>>;
  /** GET /tickets/{ticketId} */
  ticket(ticketId: string): Promise<Ticket>;
  /** GET /syndicate-shares/{ticketId} */
  syndicateShare(ticketId: string): Promise<SyndicateShareTicket>;
  /** GET /transactions */
  transactions(query?: z.input<typeof transactionsQuerySchema>): Promise<Paged<Transaction>>;
  /** GET /activity-statement */
  activityStatement(query?: z.input<typeof activityStatementQuerySchema>): Promise<ActivityStatement>;
  /** GET /customer/withdrawable-funds */
  withdrawableFunds(): Promise<Money>;
  /** GET /funds/bank-accounts */
  bankAccounts(): Promise<BankAccount[]>;
  /** GET /withdrawals */
  withdrawals(query?: z.input<typeof transactionsQuerySchema>): Promise<Withdrawal[]>;
  /** GET /withdrawals/{withdrawId} */
  withdrawal(withdrawId: string): Promise<Withdrawal>;
  /** GET /withdrawals/transaction/{transactionId}: the withdrawal a wallet transaction reserved. */
  withdrawalOfTransaction(transactionId: string): Promise<Withdrawal>;
  /** GET /payment_methods (v3.1): the ways to pay and, unfiltered or with `funds.withdraw`, to be paid out. */
  paymentMethods(query?: z.input<typeof paymentMethodsQuerySchema>): Promise<(PaymentMethod | WithdrawalMethod)[]>;
  /** GET /funds/card_gateways */
  cardGateways(): Promise<CardGateways>;
  /** GET /funds/deposits/{id} */
  deposit(depositId: string): Promise<Deposit>;
  /** GET /funds/deposits/transaction/{id}: the deposit a wallet transaction made. */
  depositOfTransaction(transactionId: string): Promise<Deposit>;
  /** GET /spend-limits */
  spendLimits(): Promise<LimitsAnswer>;
  /** GET /deposit-limits */
  depositLimits(): Promise<LimitsAnswer>;
  /** GET /precommitment */
  precommitment(): Promise<PrecommitmentAnswer>;
  /** GET /self-exclusion */
  selfExclusion(): Promise<SelfExclusionAnswer>;
}
