import type {
  BankStatementLine,
  BpayFileLine,
  CardGateways,
  Currency,
  DirectDebitMandateBody,
  DirectDebitOutcomeLine,
  PaymentMethodFilter,
} from '@drawline/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { addCard } from './add-card';
import { bankDepositDetails } from './bank-deposit';
import { keepStatementLine, listStatementLines, markStatementLine, recordBankTransferDeposit } from './bank-statement';
import { bpayDetails, keepBpayPayment, listBpayPayments, markBpayPayment, recordBpayDeposit } from './bpay';
import { methodRules } from './card-rules';
import {
  type DepositRow,
  depositByReference,
  depositOf,
  getDeposit,
  prepareDeposit,
  recordDeposit,
  recordDepositOutcome,
  settleDeposit,
} from './deposits';
import {
  cancelMandate,
  directDebitAmount,
  directDebitDeposits,
  getMandate,
  recordDirectDebitDeposit,
  saveMandate,
} from './direct-debit';
import {
  claimWaitingDebits,
  directDebitCollections,
  directDebitFileText,
  directDebitSender,
  keepDirectDebitFile,
  settleDirectDebit,
  unexportedReferences,
} from './direct-debit-collection';
import { customerCard, depositMethodLabel, fundOf, listCards } from './fund-view';
import { type FundsDeps, gatewayOf } from './funds.deps';
import { listPaymentMethods } from './list-payment-methods';
import { removeFund } from './remove-fund';
import { setDefaultFund } from './set-default-fund';

/** The path the gateways send the customer's browser back to (3-account.md §7 "/3ds/notify"). */
export const CARD_NOTIFY_PATH = '/3ds/notify';

type Customer = { customerId: string; currency: Currency };

/**
 * Funds (3-account.md §3, §7 Funds): stored cards, payment methods and deposits, behind the
 * PaymentGateway interface. Money reaches the wallet only through the deposit flows.
 */
export function createFundsModule(deps: FundsDeps) {
  return {
    /** The ways to pay of GET /payment_methods (queries/read-payment-methods.ts), in the customer's currency. */
    listPaymentMethods: (
      customer: { customerId: string; currency: Currency },
      filters: readonly PaymentMethodFilter[],
    ) => listPaymentMethods(deps, customer, filters),
    cardGateways: (): CardGateways => {
      const [priority] = deps.gateways;
      if (!priority) throw new AppError('payment_method_unavailable');
      return {
        priorityGateway: priority.key,
        availableCardGateways: deps.gateways.map((g) => ({ key: g.key, cardFormUrl: g.cardFormUrl })),
      };
    },
    /** The customer's saved cards (not removed), oldest first. */
    customerCards: async (customerId: string) => (await listCards(deps.db, customerId)).map(fundOf),
    /** One of the customer's own saved cards; removed or anyone else's answers fund_not_found. */
    customerCard: async (customerId: string, fundId: string) => fundOf(await customerCard(deps.db, customerId, fundId)),
    addCard: (customerId: string, input: Parameters<typeof addCard>[2]) => addCard(deps, customerId, input),
    setDefaultFund: (customerId: string, fundId: string) => setDefaultFund(deps, customerId, fundId),
    removeFund: (customerId: string, fundId: string) => removeFund(deps, customerId, fundId),
    /** GET /funds/{id}/deposit: the card and the rules a deposit with it must keep. */
    depositTerms: async (customer: { customerId: string; currency: Currency }, fundId: string) => {
      const card = await customerCard(deps.db, customer.customerId, fundId);
      const rules = methodRules('cc', customer.currency, [card.gateway]);
      if (!rules) throw new AppError('payment_method_unavailable');
      return { fund: fundOf(card), rules };
    },
    prepareDeposit: (input: Parameters<typeof prepareDeposit>[1]) => prepareDeposit(deps, input),
    recordDeposit: (tx: Tx, input: Parameters<typeof recordDeposit>[2]) => recordDeposit(deps, tx, input),
    settleDeposit: (tx: Tx, input: Parameters<typeof settleDeposit>[2]) => settleDeposit(deps, tx, input),
    recordDepositOutcome,
    depositByReference: (tx: Tx, gateway: string, reference: string) => depositByReference(tx, gateway, reference),
    getDeposit: (customerId: string, depositId: string) => getDeposit(deps.db, customerId, { depositId }),
    /** The deposit that made a wallet transaction (/my-account/deposit/summary/:transactionID). */
    getDepositByTransaction: (customerId: string, transactionId: string) =>
      getDeposit(deps.db, customerId, { transactionId }),
    depositOf,
    /** How a deposit's card (or digital wallet) reads on a receipt. */
    depositMethodLabel: (tx: Tx, deposit: DepositRow) => depositMethodLabel(tx, deposit),
    gateway: (key: string) => gatewayOf(deps, key),
    /** GET /funds/{gateway}: Braintree's client token for the PayPal drop-in, when PayPal is on (decision 488). */
    gatewayClientToken: (key: string) => {
      if (key !== 'braintree' || !deps.braintree) throw new AppError('payment_method_unavailable');
      return deps.braintree.clientToken();
    },
    /** GET /funds/bp/bpay: the biller code and the customer's reference (decision 530). */
    bpayDetails: (customer: { customerId: string; currency: Currency }) => bpayDetails(deps, customer),
    keepBpayPayment: (tx: Tx, line: BpayFileLine, importedBy: string) => keepBpayPayment(deps, tx, line, importedBy),
    markBpayPayment,
    recordBpayDeposit: (tx: Tx, input: Parameters<typeof recordBpayDeposit>[2]) => recordBpayDeposit(deps, tx, input),
    listBpayPayments: () => listBpayPayments(deps),
    /** GET /funds/bank-deposit: the shop's account, its PayID and the customer's reference (decision 519). */
    bankDepositDetails: (customer: { customerId: string; currency: Currency }) => bankDepositDetails(deps, customer),
    /** The shop account's statement lines (decision 519): kept once, marked, their deposits, the console's list. */
    keepStatementLine: (tx: Tx, line: BankStatementLine, importedBy: string) =>
      keepStatementLine(deps, tx, line, importedBy),
    markStatementLine,
    recordBankTransferDeposit: (tx: Tx, input: Parameters<typeof recordBankTransferDeposit>[2]) =>
      recordBankTransferDeposit(deps, tx, input),
    listStatementLines: () => listStatementLines(deps),
    /** The customer's Direct Debit Request (decision 522): read, saved (replacing the active one) or cancelled. */
    directDebitMandate: (customer: Customer) => getMandate(deps, customer),
    saveDirectDebitMandate: (customer: Customer, body: DirectDebitMandateBody) => saveMandate(deps, customer, body),
    cancelDirectDebitMandate: (customer: Customer) => cancelMandate(deps, customer),
    directDebitDeposits: (customer: Customer) => directDebitDeposits(deps, customer),
    directDebitAmount: (customer: Customer, amount: string | number) => directDebitAmount(deps, customer, amount),
    recordDirectDebitDeposit: (tx: Tx, input: { customer: Customer; amount: number }) =>
      recordDirectDebitDeposit(deps, tx, input),
    /** The collection file's export and the outcome's import (decision 523), and finance's list. */
    directDebitSender: () => directDebitSender(deps),
    claimWaitingDebits: (tx: Tx) => claimWaitingDebits(deps, tx),
    keepDirectDebitFile: (tx: Tx, file: Parameters<typeof keepDirectDebitFile>[2]) =>
      keepDirectDebitFile(deps, tx, file),
    settleDirectDebit: (tx: Tx, line: DirectDebitOutcomeLine) => settleDirectDebit(deps, tx, line),
    unexportedReferences: (references: string[]) => unexportedReferences(deps, references),
    directDebitCollections: () => directDebitCollections(deps),
    directDebitFileText: (number: number) => directDebitFileText(deps, number),
  };
}
export type FundsModule = ReturnType<typeof createFundsModule>;
