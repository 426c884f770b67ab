/** Money is an integer of minor units (cents) with its currency; formatting happens only here. */
export const currencies = ['AUD', 'GBP'] as const;
export type Currency = (typeof currencies)[number];

/** A stored currency code the shop does not sell in: a fault in the data, never read as AUD. */
export class UnknownCurrencyError extends Error {
  constructor(readonly currencyCode: string) {
    super(`Unknown currency ${JSON.stringify(currencyCode)}`);
    this.name = 'UnknownCurrencyError';
  }
}

/** The currency of a stored amount (an offer's price, a draw's prize pool, a wallet). */
export function toCurrency(code: string): Currency {
  const currency = currencies.find((c) => c === code);
  if (!currency) throw new UnknownCurrencyError(code);
  return currency;
}

export interface Money {
  amount: number;
  currency: Currency;
}

export type Locale = 'en-AU' | 'en-GB';
export const locales: readonly Locale[] = ['en-AU', 'en-GB'];
export const defaultLocale: Locale = 'en-AU';
export const baseCurrency: Currency = 'AUD';

const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: Locale, currency: Currency, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let f = currencyFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    currencyFormats.set(key, f);
  }
  return f;
}

/** Currency is shown with 2 decimals (1-platform.md §9). */
export function formatMoney(money: Money, locale: Locale = defaultLocale): string {
  return currencyFormat(locale, money.currency, 2).format(money.amount / 100);
}

/** Jackpots are shown with 0 decimals (1-platform.md §9). */
export function formatJackpotAmount(money: Money, locale: Locale = defaultLocale): string {
  return currencyFormat(locale, money.currency, 0).format(Math.floor(money.amount / 100));
}

/**
 * Jackpot text (3-account.md §9): at least a million shows 'N Million' with one decimal;
 * below that 'Win Nk' with the prize suffix; under a thousand the full amount;
 * an unknown prize pool shows 'Announced soon'.
 */
export function jackpotText(
  prizePool: Money | null | undefined,
  opts: { isPrizePoolUnknown?: boolean; prizePoolSuffix?: string | null; locale?: Locale } = {},
): string {
  if (opts.isPrizePoolUnknown || !prizePool) return 'Announced soon';
  const locale = opts.locale ?? defaultLocale;
  const symbol = prizePool.currency === 'GBP' ? '£' : '$';
  const dollars = Math.floor(prizePool.amount / 100);
  if (dollars >= 1_000_000) {
    const millions = Math.floor(dollars / 100_000) / 10;
    return `${symbol}${millions.toFixed(1)} Million`;
  }
  if (dollars >= 1_000) {
    const suffix = opts.prizePoolSuffix ? ` ${opts.prizePoolSuffix}` : '';
    return `Win ${symbol}${Math.floor(dollars / 1_000)}k${suffix}`;
  }
  return formatJackpotAmount(prizePool, locale);
}

/** Locale wording: en-GB speaks of pounds, en-AU of dollars. */
export function currencyOf(locale: Locale): Currency {
  return locale === 'en-GB' ? 'GBP' : 'AUD';
}
