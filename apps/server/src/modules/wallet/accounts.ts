import type { Currency } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';

/**
 * The account plan (docs/decisions/100). A customer holds, per currency:
 * - `cash`: deposits and paid-out prizes; spendable and withdrawable;
 * - `bonus`: promotional credit; spendable, never withdrawable;
 * - `pending_winnings`: prizes won and not yet released to cash; neither spendable nor withdrawable.
 */
export const customerAccountKinds = ['cash', 'bonus', 'pending_winnings'] as const;
export type CustomerAccountKind = (typeof customerAccountKinds)[number];

/**
 * The operator's accounts, each for a subject: `sales` per product offer, `promotions` per
 * promotion (vouchers, welcome credit), `gateway_clearing` per payment gateway, `prizes_payable`
 * per product offer, `withdrawals_in_flight` per withdrawal method (requested and approved
 * withdrawals), `payout_clearing` per withdrawal method (paid out to the bank; decision 183),
 * `corrections` per reason of a staff balance correction (docs/decisions/233), `legacy_balances` per
 * previous shop whose customers' balances the shop took over (docs/decisions/468).
 */
export const operatorAccountKinds = [
  'sales',
  'promotions',
  'gateway_clearing',
  'prizes_payable',
  'withdrawals_in_flight',
  'payout_clearing',
  'corrections',
  'legacy_balances',
] as const;
export type OperatorAccountKind = (typeof operatorAccountKinds)[number];

/** A ledger account by name; it is created in the database the first time a journal posts to it. */
export type LedgerAccount =
  | { id: string; holder: 'customer'; customerId: string; kind: CustomerAccountKind; subject: null; currency: Currency }
  | {
      id: string;
      holder: 'operator';
      customerId: null;
      kind: OperatorAccountKind;
      subject: string;
      currency: Currency;
    };

/** Names are built from these parts, so a part must not hold the separator. */
const NAME_PART = /^[A-Za-z0-9_.-]{1,100}$/;

function namePart(value: string, what: string): string {
  if (!NAME_PART.test(value)) {
    throw new AppError('ledger_invalid_posting', { message: `Invalid ${what} for a ledger account: ${value}` });
  }
  return value;
}

/** `customerAccount(customerId, 'cash', 'AUD')`: the customer's account of that kind and currency. */
export function customerAccount(customerId: string, kind: CustomerAccountKind, currency: Currency): LedgerAccount {
  return {
    id: `customer:${namePart(customerId, 'customer id')}:${kind}:${currency}`,
    holder: 'customer',
    customerId,
    kind,
    subject: null,
    currency,
  };
}

/** `operatorAccount('sales', offerKey, 'AUD')`: the operator's account of that kind for a subject. */
export function operatorAccount(kind: OperatorAccountKind, subject: string, currency: Currency): LedgerAccount {
  return {
    id: `operator:${kind}:${namePart(subject, 'subject')}:${currency}`,
    holder: 'operator',
    customerId: null,
    kind,
    subject,
    currency,
  };
}
