import { describe, expect, it } from 'vitest';
import { formatCount, formatJackpotAmount, formatMoney, jackpotText, toCurrency, UnknownCurrencyError } from './money';

const aud = (amount: number) => ({ amount, currency: 'AUD' as const });

describe('money formatting', () => {
  it('shows currency with 2 decimals', () => {
    expect(formatMoney(aud(150))).toBe('$1.50');
    expect(formatMoney(aud(123456789))).toBe('$1,234,567.89');
    expect(formatMoney({ amount: 250, currency: 'GBP' }, 'en-GB')).toBe('£2.50');
  });

  it('shows jackpots with 0 decimals', () => {
    expect(formatJackpotAmount(aud(99_999))).toBe('$999');
  });
});

describe('jackpotText', () => {
  it('shows N Million with one decimal from a million', () => {
    expect(jackpotText(aud(100_000_000))).toBe('$1.0 Million');
    expect(jackpotText(aud(2_550_000_000))).toBe('$25.5 Million');
  });
  it('shows Win Nk with the prize suffix below a million', () => {
    expect(jackpotText(aud(2_000_000), { prizePoolSuffix: 'a month for 20 years' })).toBe(
      'Win $20k a month for 20 years',
    );
    expect(jackpotText(aud(99_999_999))).toBe('Win $999k');
  });
  it('shows the full amount below a thousand and Announced soon when unknown', () => {
    expect(jackpotText(aud(50_000))).toBe('$500');
    expect(jackpotText(null)).toBe('Announced soon');
    expect(jackpotText(aud(100), { isPrizePoolUnknown: true })).toBe('Announced soon');
  });
});

describe('the currency of a stored amount', () => {
  it('is one the shop sells in', () => {
    expect(toCurrency('AUD')).toBe('AUD');
    expect(toCurrency('GBP')).toBe('GBP');
  });

  it('is an error when unknown, never AUD', () => {
    for (const code of ['USD', 'aud', '', 'AUD ']) {
      expect(() => toCurrency(code), code).toThrow(UnknownCurrencyError);
    }
    expect(() => toCurrency('USD')).toThrow('Unknown currency "USD"');
  });
});

describe('money written by hand as CLDR writes it (decision 318)', () => {
  const amounts = [
    0, 1, 5, 99, 100, 150, 340, 1_000, 99_999, 100_000, 123_456_789, 1_000_000_000_00, -1, -340, -123_456,
  ];
  const intl = (locale: string, currency: string, digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });

  it('reads as Intl.NumberFormat reads it, in every locale and currency the shop sells in', () => {
    for (const locale of ['en-AU', 'en-GB'] as const) {
      for (const currency of ['AUD', 'GBP'] as const) {
        for (const amount of amounts) {
          const money = { amount, currency };
          expect(formatMoney(money, locale), `${locale} ${currency} ${amount}`).toBe(
            intl(locale, currency, 2).format(amount / 100),
          );
          expect(formatJackpotAmount(money, locale), `${locale} ${currency} ${amount}`).toBe(
            intl(locale, currency, 0).format(Math.floor(amount / 100)),
          );
        }
      }
    }
  });

  it('says abroad which dollar it means', () => {
    expect(formatMoney(aud(340), 'en-GB')).toBe('A$3.40');
    expect(formatMoney({ amount: -340, currency: 'GBP' }, 'en-AU')).toBe('-GBP\u00a03.40');
  });
});

describe('counts', () => {
  it('are written as toLocaleString writes them in both locales', () => {
    for (const n of [0, 1, 999, 1_000, 12_345, 1_234_567, -4_321]) {
      for (const locale of ['en-AU', 'en-GB']) expect(formatCount(n), `${locale} ${n}`).toBe(n.toLocaleString(locale));
    }
  });
});
