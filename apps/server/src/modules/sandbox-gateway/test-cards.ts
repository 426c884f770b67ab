import type { CardBrand } from '@drawline/contracts';

export type CardBehaviour = 'approve' | 'decline' | 'insufficient_funds' | 'expired' | 'challenge';

/**
 * The published test card numbers (README "Paying in the sandbox"): the number decides what the
 * sandbox does with every payment of the card. Any expiry in the future and any CSC of the
 * brand's length work.
 */
export const sandboxTestCards: Readonly<Record<string, { brand: CardBrand; behaviour: CardBehaviour }>> = {
  '4242424242424242': { brand: 'visa', behaviour: 'approve' },
  '5555555555554444': { brand: 'mastercard', behaviour: 'approve' },
  '378282246310005': { brand: 'amex', behaviour: 'approve' },
  '4000000000000002': { brand: 'visa', behaviour: 'decline' },
  '4000000000009995': { brand: 'visa', behaviour: 'insufficient_funds' },
  /** Saved as any card is; every payment of it is declined as expired (the issuer's word, not the date). */
  '4000000000000069': { brand: 'visa', behaviour: 'expired' },
  '4000000000003220': { brand: 'visa', behaviour: 'challenge' },
};

/** The one-time code the sandbox's 3-D Secure page accepts; any other fails the challenge. */
export const SANDBOX_CHALLENGE_CODE = '1234';

export const declineMessages = {
  decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  authenticationRequired: 'Your card issuer asks you to confirm this payment, which cannot be done without you.',
  challengeFailed: 'Your card issuer could not confirm this payment (3-D Secure failed).',
} as const;

export { luhnValid } from './card-entry';
