export { CARD_NOTIFY_PATH, createFundsModule, type FundsModule } from './create-funds-module';
export { depositTransitions } from './deposit-status';
export type { DepositRow, PreparedDeposit } from './deposits';
export type { FundsDeps } from './funds.deps';
export { fundsRoutes } from './funds.routes';
export type { CardDetails, ChargeInput, GatewayPayment, PaymentGateway } from './payment-gateway';
