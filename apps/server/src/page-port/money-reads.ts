import {
  activityStatementQuerySchema,
  activityStatementSchema,
  bankAccountSchema,
  type CustomerPortReads,
  cardGatewaysSchema,
  depositSchema,
  fundIdParamsSchema,
  limitsAnswerSchema,
  paymentMethodsAnswerSchema,
  paymentMethodsQuerySchema,
  precommitmentAnswerSchema,
  selfExclusionAnswerSchema,
  transactionSchema,
  transactionsQuerySchema,
  withdrawableFundsSchema,
  withdrawalOfTransactionParamsSchema,
  withdrawalParamsSchema,
  withdrawalSchema,
} from '@drawline/contracts';
import { z } from 'zod';
import type { FundsModule } from '../modules/funds';
import type { LimitsModule } from '../modules/limits';
import type { Payouts } from '../modules/payouts';
import type { Wallet } from '../modules/wallet';
import { readPaymentMethods } from '../queries/read-payment-methods';
import { type PortKit, pagedOf } from './port-kit';
import { parseInput } from './port-refusal';

export interface MoneyReadsDeps {
  wallet: Wallet;
  payouts: Payouts;
  funds: FundsModule;
  limits: LimitsModule;
}

type MoneyReads = Pick<
  CustomerPortReads,
  | 'transactions'
  | 'activityStatement'
  | 'withdrawableFunds'
  | 'bankAccounts'
  | 'withdrawals'
  | 'withdrawal'
  | 'withdrawalOfTransaction'
  | 'paymentMethods'
  | 'cardGateways'
  | 'deposit'
  | 'depositOfTransaction'
  | 'spendLimits'
  | 'depositLimits'
  | 'precommitment'
  | 'selfExclusion'
>;

/**
 * The customer's money pages' reads, as the wallet, payouts, funds and limits routes run them:
 * each the signed-in customer's own (401 for a visitor, before the call is checked), in the
 * currency their sign-in carries (decision 323); another customer's withdrawal or deposit is 404.
 */
export function moneyReads(deps: MoneyReadsDeps, kit: PortKit): MoneyReads {
  const { wallet, payouts, funds, limits } = deps;
  const { call, signedIn } = kit;
  /** A read of the signed-in customer's own. */
  const own = <T>(read: (customer: Awaited<ReturnType<PortKit['signedIn']>>) => Promise<T>) =>
    call(async () => read(await signedIn()));

  return {
    transactions: (query = {}) =>
      own(async ({ customerId }) => {
        const asked = parseInput(transactionsQuerySchema, query);
        const { transactions, pageInfo } = await wallet.listTransactions(customerId, asked);
        return pagedOf(transactionSchema).parse({ items: transactions, pageInfo });
      }),
    activityStatement: (query = {}) =>
      own(async ({ customerId, currency }) => {
        const { month } = parseInput(activityStatementQuerySchema, query);
        return activityStatementSchema.parse(await wallet.activityStatement({ customerId, currency, month }));
      }),
    withdrawableFunds: () =>
      own(async ({ customerId, currency }) =>
        withdrawableFundsSchema.parse((await wallet.getFunds(customerId, currency)).withdrawableFunds),
      ),

    bankAccounts: () =>
      own(async ({ customerId }) => z.array(bankAccountSchema).parse(await payouts.listBankAccounts(customerId))),
    withdrawals: (query = {}) =>
      own(async ({ customerId }) => {
        const asked = parseInput(transactionsQuerySchema, query);
        return z.array(withdrawalSchema).parse(await payouts.listWithdrawals(customerId, asked));
      }),
    withdrawal: (withdrawId) =>
      own(async ({ customerId }) => {
        const params = parseInput(withdrawalParamsSchema, { withdrawId });
        return withdrawalSchema.parse(await payouts.getWithdrawal(customerId, params));
      }),
    withdrawalOfTransaction: (transactionId) =>
      own(async ({ customerId }) => {
        const params = parseInput(withdrawalOfTransactionParamsSchema, { transactionId });
        return withdrawalSchema.parse(await payouts.getWithdrawal(customerId, params));
      }),

    paymentMethods: (query = {}) =>
      own(async (customer) => {
        const { filter } = parseInput(paymentMethodsQuerySchema, query);
        return paymentMethodsAnswerSchema.parse(await readPaymentMethods(deps, customer, filter));
      }),
    cardGateways: () => own(async () => cardGatewaysSchema.parse(funds.cardGateways())),
    deposit: (depositId) =>
      own(async ({ customerId }) => {
        const { id } = parseInput(fundIdParamsSchema, { id: depositId });
        return depositSchema.parse(await funds.getDeposit(customerId, id));
      }),
    depositOfTransaction: (transactionId) =>
      own(async ({ customerId }) => {
        const { id } = parseInput(fundIdParamsSchema, { id: transactionId });
        return depositSchema.parse(await funds.getDepositByTransaction(customerId, id));
      }),

    spendLimits: () =>
      own(async ({ customerId, currency }) =>
        limitsAnswerSchema.parse(await limits.getLimits(customerId, currency, 'spend')),
      ),
    depositLimits: () =>
      own(async ({ customerId, currency }) =>
        limitsAnswerSchema.parse(await limits.getLimits(customerId, currency, 'deposit')),
      ),
    precommitment: () =>
      own(async ({ customerId }) => precommitmentAnswerSchema.parse(await limits.getPrecommitment(customerId))),
    selfExclusion: () =>
      own(async ({ customerId }) => selfExclusionAnswerSchema.parse(await limits.getSelfExclusion(customerId))),
  };
}
