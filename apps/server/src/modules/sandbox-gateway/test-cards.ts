import type { CardBrand } from '@drawline/contracts';

export type CardBehaviour = 'approve' | 'decline' | 'insufficient_funds' | 'challenge';

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
  '4000000000003220': { brand: 'visa', behaviour: 'challenge' },
};

/** The one-time code the sandbox's 3-D Secure page accepts; any other fails the challenge. */
export const SANDBOX_CHALLENGE_CODE = '1234';

export const declineMessages = {
  decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  challengeFailed: 'Your card issuer could not confirm this payment (3-D Secure failed).',
} as const;

/** CSC length by brand: the card page asks for it for every brand (the shop's rules say so). */
export const cscLength: Record<CardBrand, number> = { visa: 3, mastercard: 3, amex: 4 };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}
