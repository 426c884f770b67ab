// The funds feature's server-only door (React Router keeps .server modules out of the browser).

export { offeredBankDeposit, offeredBpay } from './bpay.server';
export { directDebitAction, type OfferedDirectDebit, offeredDirectDebit } from './direct-debit.server';
export {
  adoptCardToken,
  type CardsActionData,
  type CardsState,
  cardsAction,
  type DepositFailure,
  depositAction,
  depositPurchaseAction,
  firstMessage,
  GATEWAY_TOKEN_PARAM,
  loadCards,
  loadDeposit,
  newDepositKey,
  stripeSetup,
} from './funds.server';
export { offeredWallets, type PayPalReturn, payPalReturnOf } from './paypal.server';
