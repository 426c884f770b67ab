export {
  type CustomerAccountKind,
  customerAccount,
  customerAccountKinds,
  type LedgerAccount,
  type OperatorAccountKind,
  operatorAccount,
  operatorAccountKinds,
} from './accounts';
export { monthBounds, monthKey, previousMonth } from './activity-statement';
export { checkLedgerIntegrity } from './check-ledger-integrity';
export type { BalanceCorrectionInput } from './correct-balance';
export type { PrizeCorrection, PrizeCorrectionInput } from './correct-prize';
export { createWallet, type Wallet } from './create-wallet';
export type { MigratedBalanceInput } from './credit-migrated-balance';
export type { PromotionCreditInput } from './credit-promotion';
export type { DepositToWalletInput } from './deposit-to-wallet';
export type { Funds } from './get-funds';
export type { PostingInput } from './ledger-rules';
export type { PrizeRelease, PrizeToPay } from './pay-prizes';
export type { JournalInput, PostedJournal } from './post-journal';
export { type PurchaseSale, purchaseSalesByPrefix, purchaseSalesOf } from './purchase-sales';
export type { PurchaseLineRefund } from './refund-purchase-line';
export { DEMO_FUNDS_PROMOTION, seedDemoFunds } from './seed-demo-funds';
export type { DiscountLine, OfferLine, Spend, SpendInParts, SpendInput } from './spend-from-wallet';
export type { WalletDeps } from './wallet.deps';
export { type WalletRouteDeps, walletRoutes } from './wallet.routes';
export type { WithdrawalMoney } from './withdrawal-journals';
