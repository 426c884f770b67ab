import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countryRangeSchema, DefaultCountryLookup, isCountryCode, locate } from './locate';

const ranges = [
  { cidr: '203.0.113.0/24', countryCode: 'nz' },
  { cidr: '198.51.100.128/25', countryCode: 'GB' },
  { cidr: '2001:db8:abcd::/48', countryCode: 'DE' },
];
const lookup = new DefaultCountryLookup('x-country-code', ranges);

describe('the default country lookup', () => {
  it('trusts the CDN country header first', () => {
    expect(lookup.lookup({ headers: { 'x-country-code': 'gb' }, ip: '203.0.113.7' })).toBe('GB');
    expect(lookup.lookup({ headers: { 'x-country-code': ['US', 'AU'] }, ip: '10.0.0.1' })).toBe('US');
  });

  it('ignores a header that names no country, and falls through to the address', () => {
    for (const bad of ['XX', 'T1', 'EU', 'Australia', 'A', '', 'Q1', 'QQ', '<script>']) {
      expect(lookup.lookup({ headers: { 'x-country-code': bad }, ip: '203.0.113.7' }), bad).toBe('NZ');
    }
  });

  it('finds IPv4 and IPv6 addresses in the configured ranges, mapped IPv4 included', () => {
    expect(lookup.lookup({ headers: {}, ip: '203.0.113.255' })).toBe('NZ');
    expect(lookup.lookup({ headers: {}, ip: '::ffff:203.0.113.1' })).toBe('NZ');
    expect(lookup.lookup({ headers: {}, ip: '::ffff:cb00:7101' })).toBe('NZ');
    expect(lookup.lookup({ headers: {}, ip: '198.51.100.200' })).toBe('GB');
    expect(lookup.lookup({ headers: {}, ip: '198.51.100.127' })).toBeUndefined();
    expect(lookup.lookup({ headers: {}, ip: '2001:db8:abcd:12::1' })).toBe('DE');
    expect(lookup.lookup({ headers: {}, ip: '2001:db8:abce::1' })).toBeUndefined();
    expect(lookup.lookup({ headers: {}, ip: 'not an address' })).toBeUndefined();
  });

  it('takes a lone address as its own range, and refuses what is no CIDR range', () => {
    const single = new DefaultCountryLookup('x-country-code', [{ cidr: '192.0.2.7', countryCode: 'FR' }]);
    expect(single.lookup({ headers: {}, ip: '192.0.2.7' })).toBe('FR');
    expect(single.lookup({ headers: {}, ip: '192.0.2.8' })).toBeUndefined();
    for (const cidr of [
      '300.1.1.0/24',
      '1.2.3.0/',
      '10.0.0.0/33',
      '2001:db8::/129',
      '1.2.3.0/24/8',
      'example.com/8',
      '1.2.3.0/+8',
    ]) {
      expect(countryRangeSchema.safeParse({ cidr, countryCode: 'NZ' }).success, cidr).toBe(false);
    }
  });

  it('reads ranges from a file and refuses a bad one with the reason', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'drawline-locate-'));
    const good = path.join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(ranges));
    expect(DefaultCountryLookup.fromFile('cf-ipcountry', good).lookup({ headers: {}, ip: '203.0.113.1' })).toBe('NZ');
    const bad = path.join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify([
        { cidr: '300.1.1.0/24', countryCode: 'NZ' },
        { cidr: '::/0', countryCode: 'ZZ' },
      ]),
    );
    expect(() => DefaultCountryLookup.fromFile('cf-ipcountry', bad)).toThrow(/LOCATE_RANGES_FILE[\s\S]*\[0\.cidr\]/);
  });
});

describe('locate', () => {
  it('answers the country code and its name, or the default when the lookup finds nothing', () => {
    expect(locate(lookup, 'AU', { headers: { 'x-country-code': 'GB' }, ip: '127.0.0.1' })).toEqual({
      countryCode: 'GB',
      countryName: 'United Kingdom',
    });
    expect(locate(lookup, 'AU', { headers: {}, ip: '127.0.0.1' })).toEqual({
      countryCode: 'AU',
      countryName: 'Australia',
    });
  });

  it('knows country codes from the names it can give', () => {
    expect(isCountryCode('AU')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
    expect(isCountryCode('au')).toBe(false);
  });
});
