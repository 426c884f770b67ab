import type { CardBrand, Currency } from '@drawline/contracts';

/** What a gateway tells of a tokenised card: enough to show it, never the number. */
export interface CardDetails {
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  /** The token to keep, when the gateway hands the browser another one (Stripe's SetupIntent id). */
  token?: string;
  /** The shop customer the gateway tokenised the card for, when it records one. */
  ownerRef?: string | null;
}

/** A payment at the gateway as the shop sees it. */
export interface GatewayPayment {
  reference: string;
  /** approved: the money is ours; pending_authorisation: the customer must confirm at authorisationUrl. */
  status: 'approved' | 'declined' | 'pending_authorisation';
  declineMessage: string | null;
  /**
   * Why a payment was declined, as card networks say it: insufficient_funds (worth trying again
   * later), expired_card, authentication_required, card_declined. Null when not declined or untold.
   */
  declineCode?: string | null;
  authorisationUrl: string | null;
  amount: number;
  currency: string;
}

export interface ChargeInput {
  /** A card token, or null for a digital wallet payment. */
  token: string | null;
  methodCode: string;
  amount: number;
  currency: Currency;
  /** The gateway takes one payment per key, so a retried deposit never charges twice. */
  idempotencyKey: string;
  /** Where the customer's browser comes back after 3-D Secure or a wallet approval (/3ds/notify). */
  returnUrl: string;
  /**
   * A merchant-initiated payment without the customer present (a recurring purchase's, 3-account.md
   * §7 recurring-purchase-method): no 3-D Secure can be asked, so a card that needs it declines.
   */
  offSession?: boolean;
}

/**
 * A payment gateway (ARCHITECTURE.md "swappable policy"; docs/decisions/170): the built-in
 * sandbox is the default, Stripe or another plugs in behind the same calls. Card numbers stay
 * with the gateway; the shop keeps its tokens.
 */
export interface PaymentGateway {
  readonly key: string;
  /**
   * The gateway's own card page. It takes `return_to` (a path of the shop) and sends the browser
   * back there with `gateway_token`.
   */
  readonly cardFormUrl: string;
  describeCard(token: string): Promise<CardDetails | null>;
  charge(input: ChargeInput): Promise<GatewayPayment>;
  /** The gateway's word on a payment (a notify call is never trusted for it). */
  getPayment(reference: string): Promise<GatewayPayment | null>;
}
