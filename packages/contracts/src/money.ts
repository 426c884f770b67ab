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

/**
 * A currency's sign as each locale writes it (CLDR): at home '$' and '£'; abroad 'A$', and 'GBP '
 * in Australia. Written here, not asked of `Intl.NumberFormat`, whose first use costs a phone's
 * browser tens of milliseconds while the page wakes up (decision 318).
 */
const currencySigns: Record<Locale, Record<Currency, string>> = {
  'en-AU': { AUD: '$', GBP: 'GBP\u00a0' },
  'en-GB': { AUD: 'A$', GBP: '£' },
};

/** Whole units with thousands separated by commas ('1,234,567'). */
function groupThousands(units: string): string {
  return units.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count as both locales write it, thousands separated by commas ('12,345 tickets'): by hand, as
 * money is, so a page's first render asks nothing of `Intl` (decision 318).
 */
export function formatCount(count: number): string {
  const whole = Math.round(count);
  return `${whole < 0 ? '-' : ''}${groupThousands(String(Math.abs(whole)))}`;
}

/** An amount of minor units written with `digits` decimals (0 or 2), rounded half away from zero. */
function currencyText(minorUnits: number, currency: Currency, locale: Locale, digits: 0 | 2): string {
  const negative = minorUnits < 0 || Object.is(minorUnits, -0);
  const cents = Math.round(Math.abs(minorUnits));
  const units = digits === 2 ? Math.floor(cents / 100) : Math.round(cents / 100);
  const decimals = digits === 2 ? `.${String(cents % 100).padStart(2, '0')}` : '';
  return `${negative ? '-' : ''}${currencySigns[locale][currency]}${groupThousands(String(units))}${decimals}`;
}

/** Currency is shown with 2 decimals (1-platform.md §9). */
export function formatMoney(money: Money, locale: Locale = defaultLocale): string {
  return currencyText(money.amount, money.currency, locale, 2);
}

/** Jackpots are shown with 0 decimals (1-platform.md §9). */
export function formatJackpotAmount(money: Money, locale: Locale = defaultLocale): string {
  return currencyText(Math.floor(money.amount / 100) * 100, money.currency, locale, 0);
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
