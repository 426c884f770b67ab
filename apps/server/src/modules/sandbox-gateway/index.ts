export { sandboxPaymentGateway } from './as-payment-gateway';
export { SANDBOX_PAYPAL_PAGE, sandboxBraintreeGateway } from './sandbox-braintree';
export { sandboxGatewayPages } from './sandbox-gateway.pages';
export {
  type CardEntry,
  createSandboxGateway,
  SANDBOX_GATEWAY_PREFIX,
  type SandboxGateway,
  type SandboxGatewayDeps,
  type SandboxPayment,
} from './sandbox-gateway.service';
export { SANDBOX_CHALLENGE_CODE, sandboxTestCards } from './test-cards';
