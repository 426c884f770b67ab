import type { BraintreeClientToken, Currency } from '@drawline/contracts';
import type braintree from 'braintree';
import type { ChargeInput, GatewayPayment, PaymentGateway } from './payment-gateway';

/**
 * PayPal through Braintree (3-account.md §7 GET /funds/{gateway}, POST /funds/pl/braintree;
 * decision 488): the drop-in asks the customer to approve with PayPal and hands the page a one-time
 * nonce, which the shop's server charges. A charge's token is that nonce. The sandbox stands in for
 * Braintree by default (modules/sandbox-gateway); the official SDK is used when configured.
 */
export interface BraintreeGateway extends PaymentGateway {
  readonly key: 'braintree';
  /** GET /funds/braintree: the client token the drop-in starts with. */
  clientToken(): Promise<BraintreeClientToken>;
}

export interface BraintreeSettings {
  environment: 'sandbox' | 'production';
  /** The merchant account of each currency the shop takes (Braintree settles one currency per account). */
  merchantAccounts: Partial<Record<Currency, string>>;
}

const approvedStatuses = new Set([
  'authorized',
  'authorizing',
  'submitted_for_settlement',
  'settling',
  'settled',
  'settlement_pending',
]);
/** Braintree's validation error for a nonce already spent (by our own earlier try with the same key). */
const NONCE_CONSUMED = '93107';

type Transaction = braintree.Transaction;

/** A Braintree transaction as the shop sees a payment. */
export function paymentOfTransaction(transaction: Transaction): GatewayPayment {
  const approved = approvedStatuses.has(transaction.status);
  return {
    reference: transaction.id,
    status: approved ? 'approved' : 'declined',
    declineMessage: approved ? null : (transaction.processorResponseText ?? 'PayPal declined the payment.'),
    declineCode: approved ? null : 'card_declined',
    authorisationUrl: null,
    amount: Math.round(Number(transaction.amount) * 100),
    currency: transaction.currencyIsoCode,
  };
}

function declined(input: ChargeInput, message: string): GatewayPayment {
  return {
    reference: `declined:${input.idempotencyKey}`,
    status: 'declined',
    declineMessage: message,
    declineCode: 'card_declined',
    authorisationUrl: null,
    amount: input.amount,
    currency: input.currency,
  };
}

/**
 * Braintree behind the gateway interface, with the official SDK (`braintree`). A sale is sent
 * for settlement at once. Braintree keeps no idempotency keys, so the key is the sale's orderId:
 * when a retry finds the nonce already spent, the sale made with that key is looked up and answered.
 */
export function createBraintreeGateway(client: braintree.BraintreeGateway, settings: BraintreeSettings) {
  async function saleByOrderId(orderId: string): Promise<Transaction | null> {
    return new Promise((resolve, reject) => {
      let first: Transaction | null = null;
      const stream = client.transaction.search((search) => search.orderId().is(orderId));
      stream.on('data', (transaction: Transaction) => {
        first ??= transaction;
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(first));
    });
  }

  const gateway: BraintreeGateway = {
    key: 'braintree',
    cardFormUrl: '',
    describeCard: async () => null,
    async clientToken() {
      const answer = await client.clientToken.generate({});
      if (!answer.success || !answer.clientToken) throw new Error('Braintree answered no client token.');
      return {
        gateway: 'braintree',
        clientToken: answer.clientToken,
        environment: settings.environment,
        dropInUrl: null,
      };
    },
    async charge(input) {
      if (!input.token) return declined(input, 'PayPal did not approve the payment.');
      const orderId = input.idempotencyKey.slice(0, 255);
      const result = await client.transaction.sale({
        amount: (input.amount / 100).toFixed(2),
        paymentMethodNonce: input.token,
        orderId,
        merchantAccountId: settings.merchantAccounts[input.currency],
        options: { submitForSettlement: true },
      });
      if (result.success) return paymentOfTransaction(result.transaction);
      if (result.transaction) return paymentOfTransaction(result.transaction);
      const spent = result.errors?.deepErrors?.().some((e: { code: string }) => e.code === NONCE_CONSUMED);
      const earlier = spent ? await saleByOrderId(orderId) : null;
      return earlier
        ? paymentOfTransaction(earlier)
        : declined(input, result.message || 'PayPal declined the payment.');
    },
    async getPayment(reference) {
      if (!/^\w{1,40}$/.test(reference)) return null;
      try {
        return paymentOfTransaction(await client.transaction.find(reference));
      } catch (err) {
        if ((err as { type?: string }).type === 'notFoundError') return null;
        throw err;
      }
    },
  };
  return gateway;
}
