import type { BankDepositDetails, Currency, PaymentMethodCode } from '@drawline/contracts';
import { AppError } from '../../platform/app-error';
import { customerReferenceOf } from './bpay';
import type { FundsDeps } from './funds.deps';

/**
 * Bank deposits (`bd`) and PayID transfers (`td`), decision 519: the customer pays into the shop's
 * bank account, by BSB and account number or to its PayID, quoting their own reference; the money
 * is credited from the bank's statement. Its clearing account is `gateway_clearing:bank_transfer`.
 */
export const BANK_TRANSFER_GATEWAY = 'bank_transfer';

export function isBankDeposit(code: PaymentMethodCode): code is 'bd' | 'td' {
  return code === 'bd' || code === 'td';
}

/** Whether `bd` or `td` is offered: its side of the account set up by the operator and an AUD wallet. */
export function bankDepositOffered(deps: FundsDeps, code: 'bd' | 'td', currency: Currency): boolean {
  const settings = deps.bankDeposit;
  if (!settings || currency !== 'AUD') return false;
  return code === 'bd' ? settings.account !== null : settings.payId !== null;
}

/** GET /payment_methods' gateways of `bd` and `td`: the bank transfer where it is offered. */
export function bankDepositGateways(deps: FundsDeps, code: 'bd' | 'td', currency: Currency): string[] {
  return bankDepositOffered(deps, code, currency) ? [BANK_TRANSFER_GATEWAY] : [];
}

/** GET /funds/bank-deposit: where to pay and the customer's reference; refused where neither is offered. */
export async function bankDepositDetails(
  deps: FundsDeps,
  customer: { customerId: string; currency: Currency },
): Promise<BankDepositDetails> {
  const bd = bankDepositOffered(deps, 'bd', customer.currency);
  const td = bankDepositOffered(deps, 'td', customer.currency);
  if (!bd && !td) throw new AppError('payment_method_unavailable');
  return {
    account: bd ? (deps.bankDeposit?.account ?? null) : null,
    payId: td ? (deps.bankDeposit?.payId ?? null) : null,
    reference: await customerReferenceOf(deps, customer.customerId),
  };
}
