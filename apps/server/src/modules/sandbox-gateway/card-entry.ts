/**
 * The card page's rules (issue 23): the brand from the number's first digits, the number grouped
 * as it is typed, the Luhn check, the expiry and the security code, each with its message.
 *
 * The same functions check the posted form on the server and run in the page's own script
 * (card-page-script.ts sends their source), so each rule is written once. That is why every
 * function here is self-contained: no imports, no module constants, no named inner functions.
 */

/** visa, mastercard or amex from the first digits; null while it cannot be told (or another brand). */
export function cardBrandOf(digits: string): 'visa' | 'mastercard' | 'amex' | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const two = Number(digits.slice(0, 4));
  if (digits.length >= 4 && two >= 2221 && two <= 2720) return 'mastercard';
  return null;
}

/** The number as typed, spaced in the brand's groups (4-6-5 for Amex, 4-4-4-4 otherwise). */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrandOf(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The Luhn (mod 10) check every card number passes. */
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

/** What is wrong with a card number as typed (spaces and dashes allowed), or null. */
export function cardNumberProblem(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!digits) return 'Enter the card number.';
  if (!/^\d+$/.test(digits)) return 'Enter the card number in digits only.';
  const brand = cardBrandOf(digits);
  const length = brand === 'amex' ? 15 : 16;
  if (brand && digits.length !== length) return `A card number of this brand has ${length} digits.`;
  if (digits.length < 12 || digits.length > 19 || !luhnValid(digits)) {
    return 'This card number is not valid. Check it against your card.';
  }
  if (!brand) return 'We take Visa, Mastercard and American Express.';
  return null;
}

/**
 * What is wrong with an expiry typed as MM/YY, or null. `today` is the year and month (1-12) now:
 * a card is good to the end of its expiry month.
 */
export function expiryProblem(typed: string, today: { year: number; month: number }): string | null {
  const text = typed.trim();
  if (!text) return 'Enter the expiry date.';
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(text);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY, for example 04/29.';
  const year = 2000 + Number(match[2]);
  if (year < today.year || (year === today.year && month < today.month)) return 'This card has expired.';
  if (year > today.year + 20) return 'Check the expiry date: it is too far ahead.';
  return null;
}

/** What is wrong with a security code for the card's brand (four digits for Amex), or null. */
export function securityCodeProblem(typed: string, number: string): string | null {
  const code = typed.trim();
  const length = cardBrandOf(number.replace(/\D/g, '')) === 'amex' ? 4 : 3;
  if (!code) return 'Enter the security code.';
  if (!new RegExp(`^\\d{${length}}$`).test(code)) {
    return length === 4
      ? 'Enter the 4 digit security code from the front of your card.'
      : 'Enter the 3 digit security code from the back of your card.';
  }
  return null;
}

/** What is wrong with the name on the card, or null (3-account.md §5: not a card number in disguise). */
export function holderNameProblem(typed: string): string | null {
  const name = typed.trim();
  if (!name) return 'Enter the name on the card.';
  if ((name.match(/\d/g) ?? []).length >= 13 || name.length > 100) return "Please enter the card holder's name.";
  return null;
}

/** The expiry typed so far with its slash put in: "1", "12/", "12/3". */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Every function above, in the order the page's script declares them. */
export const cardEntryRules = [
  cardBrandOf,
  formatCardNumber,
  luhnValid,
  cardNumberProblem,
  expiryProblem,
  securityCodeProblem,
  holderNameProblem,
  formatExpiry,
] as const;
