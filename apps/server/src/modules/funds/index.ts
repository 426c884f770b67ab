export { type BraintreeGateway, type BraintreeSettings, createBraintreeGateway } from './braintree-gateway';
export { CARD_NOTIFY_PATH, createFundsModule, type FundsModule } from './create-funds-module';
export { depositTransitions } from './deposit-status';
export type { DepositInput, DepositRow, PreparedDeposit } from './deposits';
export type { FundsDeps } from './funds.deps';
export { addCardByCall, fundsRoutes } from './funds.routes';
export type { CardDetails, ChargeInput, GatewayPayment, PaymentGateway } from './payment-gateway';
export { stripeRoutes } from './stripe.routes';
export { createStripeGateway, STRIPE_CARD_PAGE, type StripeGateway } from './stripe-gateway';
