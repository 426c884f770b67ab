import type { z } from 'zod';
import type { Elevation } from './account-port';
import type { BankDepositDetails, BpayDetails } from './bpay';
import type { DirectDebitPort } from './direct-debit';
import type { addCardBodySchema, Deposit, depositBodySchema, Fund, StripeSetup } from './funds';
import type { MoneyCall } from './payouts-port';
import type { BraintreeClientToken, braintreeDepositBodySchema } from './paypal';

/**
 * The pages' port's funds calls (3-account.md §7 Funds), as the storefront's actions make them;
 * part of PlatformPort (platform-port.ts, docs/decisions/326). Each is the call named beside it.
 * A deposit is a money call: it carries the attempt's Idempotency-Key (MoneyCall), the same key
 * its HTTP call takes.
 */
export interface FundsPort extends DirectDebitPort {
  /** POST /funds/cc/{gateway}: the card the gateway's card page tokenised (`sandbox`, `stripe`). */
  addCard(gateway: string, body: z.input<typeof addCardBodySchema>): Promise<Fund>;
  /** POST /funds/{id}/default */
  makeDefaultFund(fundId: string): Promise<Fund>;
  /** DELETE /funds/{id} (204): with two-factor on, it takes the elevation modal's code (docs/decisions/346). */
  removeFund(fundId: string, elevation: Elevation): Promise<null>;
  /** POST /funds/stripe/setup: 404 where the shop takes no Stripe cards. */
  stripeSetup(): Promise<StripeSetup>;
  /**
   * POST /funds/{id}/deposit: a money call by a saved card. A deposit the bank wants 3-D Secure for
   * answers `pending_authorisation` with the gateway's page, as the HTTP call does.
   */
  cardDeposit(fundId: string, body: z.input<typeof depositBodySchema>, money: MoneyCall): Promise<Deposit>;
  /** POST /funds/{method}/{gatewayKey}/deposit: a money call by a digital wallet (pl, gp, ap). */
  walletDeposit(
    method: string,
    gatewayKey: string,
    body: z.input<typeof depositBodySchema>,
    money: MoneyCall,
  ): Promise<Deposit>;
  /** GET /funds/braintree: the PayPal drop-in's client token (decision 488); 409 where PayPal through Braintree is off. */
  braintreeClientToken(): Promise<BraintreeClientToken>;
  /** GET /funds/bp/bpay: the biller code and the customer's reference (decision 530); 409 where BPAY is off. */
  bpayDetails(): Promise<BpayDetails>;
  /** GET /funds/bank-deposit: the shop's account, its PayID and the customer's reference (decision 519); 409 where both are off. */
  bankDepositDetails(): Promise<BankDepositDetails>;
  /** POST /funds/pl/braintree: a money call, the PayPal payment the drop-in approved (its nonce). */
  braintreeDeposit(body: z.input<typeof braintreeDepositBodySchema>, money: MoneyCall): Promise<Deposit>;
}
