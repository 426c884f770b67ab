import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Random } from '../../lib/random';
import type { Secrets } from '../credentials';
import type { BraintreeGateway } from './braintree-gateway';
import type { PaymentGateway } from './payment-gateway';

/** What the funds use cases take as arguments. */
export interface FundsDeps {
  db: Db;
  clock: Clock;
  random: Random;
  /** The card gateways switched on, the priority gateway first (the sandbox unless configured). */
  gateways: readonly PaymentGateway[];
  /** The gateway that takes digital wallet payments. */
  walletGateway: PaymentGateway | null;
  /** PayPal through Braintree (decision 488): the sandbox's stand-in, the SDK when configured, or off. */
  braintree?: BraintreeGateway | null;
  /** BPAY's biller code (decision 530): BPAY is offered only when it is set. */
  bpayBillerCode?: string | null;
  /** Bank deposits and PayID transfers into the shop's account (decision 519): each offered only when set. */
  bankDeposit?: BankDepositSettings | null;
  /** Direct debit (decision 522): offered only when the shop's APCA user is set up; mandates sealed with the secrets. */
  directDebit?: DirectDebitSettings | null;
  secrets?: Secrets;
}

/** The shop's APCA direct entry user and the account its collections are paid into (decision 522). */
export interface DirectDebitSettings {
  userId: string;
  userName: string;
  bank: string;
  bsb: string;
  accountNumber: string;
  accountName: string;
}

/** The shop's bank account customers pay into (`bd`) and its PayID (`td`), decision 519. */
export interface BankDepositSettings {
  account: { bsb: string; accountNumber: string; accountName: string } | null;
  payId: string | null;
}

export function gatewayOf(deps: FundsDeps, key: string): PaymentGateway | undefined {
  return (
    deps.gateways.find((g) => g.key === key) ??
    (deps.walletGateway?.key === key ? deps.walletGateway : undefined) ??
    (deps.braintree?.key === key ? deps.braintree : undefined)
  );
}
