import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardNumberProblem,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  holderNameProblem,
  luhnValid,
  securityCodeProblem,
} from './card-entry';
import { cardPageScript } from './card-page-script';

const today = { year: 2026, month: 11 };

describe('the card page rules', () => {
  it('tells the brand from the first digits', () => {
    expect(cardBrandOf('4242')).toBe('visa');
    expect(cardBrandOf('5555')).toBe('mastercard');
    expect(cardBrandOf('2221')).toBe('mastercard');
    expect(cardBrandOf('3782')).toBe('amex');
    expect(cardBrandOf('34')).toBe('amex');
    expect(cardBrandOf('6011')).toBeNull();
    expect(cardBrandOf('')).toBeNull();
  });

  it('spaces the number in the brand’s groups as it is typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
  });

  it('says what is wrong with a number', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberProblem('3782 822463 10005')).toBeNull();
    expect(cardNumberProblem('')).toBe('Enter the card number.');
    expect(cardNumberProblem('4242 abcd')).toBe('Enter the card number in digits only.');
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('This card number is not valid. Check it against your card.');
    expect(cardNumberProblem('4242 4242 4242')).toBe('A card number of this brand has 16 digits.');
    expect(cardNumberProblem('6011 1111 1111 1117')).toBe('We take Visa, Mastercard and American Express.');
  });

  it('checks the expiry: the format, a past month, this month still good', () => {
    expect(expiryProblem('11/26', today)).toBeNull();
    expect(expiryProblem('12/30', today)).toBeNull();
    expect(expiryProblem('10/26', today)).toBe('This card has expired.');
    expect(expiryProblem('13/27', today)).toBe('Enter the expiry date as MM/YY, for example 04/29.');
    expect(expiryProblem('1227', today)).toBe('Enter the expiry date as MM/YY, for example 04/29.');
    expect(expiryProblem('', today)).toBe('Enter the expiry date.');
    expect(expiryProblem('01/99', today)).toBe('Check the expiry date: it is too far ahead.');
  });

  it('asks Amex for four digits and the others for three', () => {
    expect(securityCodeProblem('123', '4242424242424242')).toBeNull();
    expect(securityCodeProblem('1234', '378282246310005')).toBeNull();
    expect(securityCodeProblem('123', '378282246310005')).toBe(
      'Enter the 4 digit security code from the front of your card.',
    );
    expect(securityCodeProblem('12', '4242')).toBe('Enter the 3 digit security code from the back of your card.');
  });

  it('checks the name and puts the expiry’s slash in', () => {
    expect(holderNameProblem('Pat Player')).toBeNull();
    expect(holderNameProblem(' ')).toBe('Enter the name on the card.');
    expect(holderNameProblem('4242424242424242')).toBe("Please enter the card holder's name.");
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12/30')).toBe('12/30');
  });

  it('sends the page the same rules, runnable with nothing but the browser’s globals', () => {
    const script = cardPageScript();
    expect(script).not.toContain('__name');
    const page = { document: { getElementById: () => null } };
    runInNewContext(script, page);
    const rules = page as unknown as Record<string, (...args: unknown[]) => unknown>;
    expect(rules.formatCardNumber?.('378282246310005')).toBe('3782 822463 10005');
    expect(rules.cardNumberProblem?.('4242 4242 4242 4241')).toBe(cardNumberProblem('4242 4242 4242 4241'));
    expect(rules.expiryProblem?.('10/26', today)).toBe('This card has expired.');
  });
});
