import type { Currency, PaymentMethod, PaymentMethodFilter, WithdrawalMethod } from '@drawline/contracts';
import type { FundsModule } from '../modules/funds';
import type { Payouts } from '../modules/payouts';

export interface PaymentMethodsReadDeps {
  funds: Pick<FundsModule, 'listPaymentMethods'>;
  payouts: Pick<Payouts, 'listWithdrawalMethods'>;
}

/**
 * GET /payment_methods (3-account.md §7, v3.1; filters in docs/decisions/171): the ways to pay
 * (the funds module's cards and digital wallets) and, with no filter or `funds.withdraw`, the
 * ways to be paid out (the payouts module's bank transfer with the customer's bank accounts),
 * payments first (docs/decisions/327).
 */
export async function readPaymentMethods(
  deps: PaymentMethodsReadDeps,
  customer: { customerId: string; currency: Currency },
  filters: readonly PaymentMethodFilter[],
): Promise<(PaymentMethod | WithdrawalMethod)[]> {
  const payments = await deps.funds.listPaymentMethods(customer, filters);
  const payouts =
    filters.length === 0 || filters.includes('funds.withdraw')
      ? await deps.payouts.listWithdrawalMethods(customer.customerId)
      : [];
  return [...payments, ...payouts];
}
