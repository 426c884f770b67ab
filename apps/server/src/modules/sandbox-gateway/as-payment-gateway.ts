import type { GatewayPayment, PaymentGateway } from '../funds';
import { SANDBOX_GATEWAY_PREFIX, type SandboxGateway, type SandboxPayment } from './sandbox-gateway.service';

/** The sandbox behind the shop's PaymentGateway interface, as a real gateway's client would be. */
export function sandboxPaymentGateway(sandbox: SandboxGateway): PaymentGateway {
  const asGatewayPayment = (p: SandboxPayment): GatewayPayment => ({
    reference: p.reference,
    status: p.status === 'challenge' ? 'pending_authorisation' : p.status,
    declineMessage: p.declineMessage,
    declineCode: p.declineCode,
    authorisationUrl: p.status === 'challenge' ? `${SANDBOX_GATEWAY_PREFIX}/3ds/${p.reference}` : null,
    amount: p.amount,
    currency: p.currency,
  });
  return {
    key: 'sandbox',
    cardFormUrl: `${SANDBOX_GATEWAY_PREFIX}/card`,
    describeCard: (token) => sandbox.describeCard(token),
    charge: async (input) =>
      asGatewayPayment(
        await sandbox.charge({
          token: input.token,
          method: input.methodCode,
          amount: input.amount,
          currency: input.currency,
          idempotencyKey: input.idempotencyKey,
          returnUrl: input.returnUrl,
          offSession: input.offSession ?? false,
        }),
      ),
    getPayment: async (reference) => {
      const payment = await sandbox.getPayment(reference);
      return payment ? asGatewayPayment(payment) : null;
    },
  };
}
