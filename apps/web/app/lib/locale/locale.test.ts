import { describe, expect, it } from 'vitest';
import { formatAestDateTime, localeView, resolveLocale } from './locale';

describe('resolveLocale', () => {
  it('is en-AU by default', () => {
    expect(resolveLocale({})).toBe('en-AU');
    expect(resolveLocale({ subVariant: 'NSW' })).toBe('en-AU');
  });
  it('speaks en-GB on the GB sub-variant, and an explicit choice wins', () => {
    expect(resolveLocale({ subVariant: 'GB' })).toBe('en-GB');
    expect(resolveLocale({ subVariant: 'gb' })).toBe('en-GB');
    expect(resolveLocale({ localeCookie: 'en-GB' })).toBe('en-GB');
    expect(resolveLocale({ localeCookie: 'en-AU', subVariant: 'GB' })).toBe('en-AU');
    expect(resolveLocale({ localeCookie: 'fr-FR' })).toBe('en-AU');
  });
});

describe('localeView', () => {
  it('uses pound wording in en-GB and dollar wording in en-AU', () => {
    const gb = localeView('en-GB');
    expect(gb.currency).toBe('GBP');
    expect(gb.words.currencyWord).toBe('pounds');
    expect(gb.money({ amount: 250, currency: 'GBP' })).toBe('£2.50');
    expect(gb.jackpot({ prizePool: { amount: 2_000_000_000, currency: 'GBP' } })).toBe('£20.0 Million');
    const au = localeView('en-AU');
    expect(au.currency).toBe('AUD');
    expect(au.words.currencyWord).toBe('dollars');
    expect(au.money({ amount: 145, currency: 'AUD' })).toBe('$1.45');
  });
  it('keeps an amount in its own currency, never converting it', () => {
    expect(localeView('en-GB').money({ amount: 145, currency: 'AUD' })).toMatch(/A\$1\.45|AU\$1\.45/);
  });
});

describe('AEST dates', () => {
  it('shows a draw time in AEST (UTC+10) whatever the server zone', () => {
    // 10:30 UTC is 20:30 AEST.
    expect(formatAestDateTime('2026-11-21T10:30:00Z')).toMatch(/Sat.*21 Nov.*8:30\s?pm/i);
  });
});
