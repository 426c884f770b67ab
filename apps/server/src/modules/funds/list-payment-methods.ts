import type { Currency, PaymentMethod, PaymentMethodCode, PaymentMethodFilter } from '@drawline/contracts';
import { bankDepositGateways, isBankDeposit } from './bank-deposit';
import { BPAY_GATEWAY, bpayOffered } from './bpay';
import { isDigitalWallet, methodName, methodRules, offeredMethodCodes } from './card-rules';
import { DIRECT_DEBIT_GATEWAY, directDebitOffered } from './direct-debit';
import { fundOf, listCards } from './fund-view';
import type { FundsDeps } from './funds.deps';

/**
 * The ways to pay of GET /payment_methods (3-account.md §7, v3.1). Filters (docs/decisions/171):
 * `funds.cart` the methods that can pay for a cart (cards and digital wallets),
 * `funds.digital_wallets` the digital wallets, `funds.failed_verification` methods whose stored
 * funds failed verification (a card is verified by its gateway when it is tokenised, so none),
 * `funds.withdraw` none of these (the payouts module keeps the withdrawal methods; cards are not
 * paid out to; queries/read-payment-methods.ts lists both). No filter: every method offered.
 */
export async function listPaymentMethods(
  deps: FundsDeps,
  customer: { customerId: string; currency: Currency },
  filters: readonly PaymentMethodFilter[],
): Promise<PaymentMethod[]> {
  const { customerId, currency } = customer;
  const cards = (await listCards(deps.db, customerId)).map(fundOf);
  const cardGateways = deps.gateways.map((g) => g.key);
  const wanted = (code: PaymentMethodCode) =>
    filters.length === 0 ||
    filters.some((f) =>
      f === 'funds.cart'
        ? code !== 'bp' && !isBankDeposit(code) && code !== 'dd'
        : f === 'funds.digital_wallets'
          ? isDigitalWallet(code)
          : false,
    );
  return offeredMethodCodes()
    .filter(wanted)
    .flatMap((code) => {
      const gateways =
        code === 'cc'
          ? cardGateways
          : code === 'bp'
            ? bpayGateways(deps, currency)
            : code === 'dd'
              ? directDebitGateways(deps, currency)
              : bankOrWalletGateways(deps, code, currency);
      const rules = methodRules(code, currency, gateways);
      if (!rules || gateways.length === 0) return [];
      return [
        {
          code,
          funds: code === 'cc' ? cards : [],
          availableGateways: gateways,
          attributes: { name: methodName(code), digitalWallet: isDigitalWallet(code) },
          rules,
        },
      ];
    });
}

/** BPAY where a biller code is set and the wallet is in AUD (decision 530). */
function bpayGateways(deps: FundsDeps, currency: Currency): string[] {
  return bpayOffered(deps, currency) ? [BPAY_GATEWAY] : [];
}

/** Direct debit where the shop's APCA user is set up and the wallet is in AUD (decision 522). */
function directDebitGateways(deps: FundsDeps, currency: Currency): string[] {
  return directDebitOffered(deps, currency) ? [DIRECT_DEBIT_GATEWAY] : [];
}

/** A bank deposit's or PayID transfer's gateway where it is offered (decision 519), else a digital wallet's. */
function bankOrWalletGateways(deps: FundsDeps, code: PaymentMethodCode, currency: Currency): string[] {
  return isBankDeposit(code) ? bankDepositGateways(deps, code, currency) : walletGateways(deps, code);
}

/** A digital wallet's gateways: PayPal through Braintree first when it is on (decision 488), then the sandbox's wallet. */
function walletGateways(deps: FundsDeps, code: PaymentMethodCode): string[] {
  const braintree = code === 'pl' && deps.braintree ? [deps.braintree.key] : [];
  return [...braintree, ...(deps.walletGateway ? [deps.walletGateway.key] : [])];
}
