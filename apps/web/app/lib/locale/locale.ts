/**
 * Locale: en-AU by default, en-GB with pound wording (docs/decisions/012-locale-selection.md).
 *   loader:    resolveLocale({ localeCookie, subVariant })
 *   component: const l = useLocale(); l.money(price); l.jackpot(draw); l.drawDate(draw.drawDate); l.words.currencyWord
 * Money keeps its own currency (an AUD price is never shown as pounds); the locale decides
 * number and date style and the words used for amounts.
 */
import {
  type Currency,
  currencyOf,
  defaultLocale,
  formatAestDate,
  formatAestDateTime,
  formatCount,
  formatJackpotAmount,
  formatMoney,
  jackpotText,
  type Locale,
  locales,
  type Money,
} from '@drawline/contracts';
import { useRouteLoaderData } from 'react-router';

export { formatAestDate, formatAestDateTime };

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (locales as readonly string[]).includes(value);
}

/** An explicit choice (the locale cookie) wins; the GB sub-variant speaks en-GB; otherwise en-AU. */
export function resolveLocale(input: { localeCookie?: string; subVariant?: string }): Locale {
  if (isLocale(input.localeCookie)) return input.localeCookie;
  if (input.subVariant?.toUpperCase() === 'GB') return 'en-GB';
  return defaultLocale;
}

export interface Wording {
  /** How an amount of the site's currency is described in words. */
  currencyWord: string;
  currencyName: string;
  currencySymbol: string;
  regionName: string;
  languageName: string;
}

export const wording: Record<Locale, Wording> = {
  'en-AU': {
    currencyWord: 'dollars',
    currencyName: 'Australian dollars',
    currencySymbol: '$',
    regionName: 'Australia',
    languageName: 'English (Australia)',
  },
  'en-GB': {
    currencyWord: 'pounds',
    currencyName: 'pounds sterling',
    currencySymbol: '£',
    regionName: 'United Kingdom',
    languageName: 'English (United Kingdom)',
  },
};

export interface LocaleView {
  locale: Locale;
  /** The site's currency in this locale (GBP for en-GB). */
  currency: Currency;
  words: Wording;
  money: (m: Money) => string;
  jackpotAmount: (m: Money) => string;
  jackpot: (draw: { prizePool: Money | null; isPrizePoolUnknown?: boolean; prizePoolSuffix?: string | null }) => string;
  drawDate: (iso: string) => string;
  date: (iso: string) => string;
  /** A count with its thousands separated ('12,345'). */
  count: (n: number) => string;
}

export function localeView(locale: Locale): LocaleView {
  return {
    locale,
    currency: currencyOf(locale),
    words: wording[locale],
    money: (m) => formatMoney(m, locale),
    jackpotAmount: (m) => formatJackpotAmount(m, locale),
    jackpot: (d) =>
      jackpotText(d.prizePool, {
        isPrizePoolUnknown: d.isPrizePoolUnknown,
        prizePoolSuffix: d.prizePoolSuffix,
        locale,
      }),
    drawDate: (iso) => formatAestDateTime(iso, locale),
    date: (iso) => formatAestDate(iso, locale),
    count: formatCount,
  };
}

/** The locale the root loader resolved for this visitor. */
export function useLocale(): LocaleView {
  const root = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  return localeView(root?.locale ?? defaultLocale);
}
