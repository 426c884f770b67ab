import { sandboxPayPalNonces } from '@drawline/contracts';
import { eq } from 'drizzle-orm';
import type { BraintreeGateway, ChargeInput, GatewayPayment } from '../funds';
import { SANDBOX_GATEWAY_PREFIX, type SandboxGatewayDeps } from './sandbox-gateway.service';
import { sandboxGatewayPayments } from './sandbox-gateway.tables';

/** The sandbox's PayPal approval page: what Braintree's drop-in and PayPal's window do (decision 488). */
export const SANDBOX_PAYPAL_PAGE = `${SANDBOX_GATEWAY_PREFIX}/paypal`;

const declineMessages = {
  declined: 'PayPal declined the payment (sandbox).',
  unknown: 'The PayPal approval was not recognised.',
};

function paymentOf(row: typeof sandboxGatewayPayments.$inferSelect): GatewayPayment {
  return {
    reference: row.id,
    status: row.status === 'approved' ? 'approved' : 'declined',
    declineMessage: row.declineMessage,
    declineCode: row.declineCode,
    authorisationUrl: null,
    amount: row.amount,
    currency: row.currency,
  };
}

/**
 * The sandbox standing in for Braintree: PayPal payments by the published test nonces, one sale
 * per merchant key (a retry, or the same key twice at once, answers the first sale), in the
 * sandbox's own payments table. Its drop-in is the sandbox's PayPal page.
 */
export function sandboxBraintreeGateway(deps: SandboxGatewayDeps): BraintreeGateway {
  const { db, clock, random } = deps;
  async function sale(input: ChargeInput): Promise<GatewayPayment> {
    const now = clock.now();
    const nonce = input.token ?? '';
    const outcome =
      nonce === sandboxPayPalNonces.approve
        ? null
        : nonce === sandboxPayPalNonces.decline
          ? declineMessages.declined
          : declineMessages.unknown;
    await db
      .insert(sandboxGatewayPayments)
      .values({
        id: `sbx_bt_${random.token(18)}`,
        idempotencyKey: `braintree:${input.idempotencyKey}`,
        // A nonce is not a stored card: the sandbox keeps none.
        token: null,
        method: 'pl',
        amount: input.amount,
        currency: input.currency,
        status: outcome ? 'declined' : 'approved',
        declineMessage: outcome,
        declineCode: outcome ? 'card_declined' : null,
        returnUrl: input.returnUrl,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.idempotencyKey, `braintree:${input.idempotencyKey}`));
    if (!row) throw new Error('The sandbox sale was not stored.');
    return paymentOf(row);
  }
  return {
    key: 'braintree',
    cardFormUrl: SANDBOX_PAYPAL_PAGE,
    describeCard: async () => null,
    async clientToken() {
      return {
        gateway: 'braintree',
        clientToken: `sandbox_${random.token(24)}`,
        environment: 'sandbox',
        dropInUrl: SANDBOX_PAYPAL_PAGE,
      };
    },
    charge: sale,
    async getPayment(reference) {
      if (!reference.startsWith('sbx_bt_')) return null;
      const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, reference));
      return row ? paymentOf(row) : null;
    },
  };
}
