import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import type { Location } from '@drawline/contracts';

/** Where a visitor is: a swappable policy (a CDN header, an address table, a commercial database). */
export interface CountryLookup {
  lookup(input: { headers: Record<string, string | string[] | undefined>; ip: string }): string | undefined;
}

export interface CountryRange {
  cidr: string;
  countryCode: string;
}

function ipv4ToInt(ip: string): number | undefined {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return undefined;
  return (((parts[0]! << 24) >>> 0) + (parts[1]! << 16) + (parts[2]! << 8) + parts[3]!) >>> 0;
}

function inRange(ip: string, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const bits = Number(bitsText ?? 32);
  const a = ipv4ToInt(ip.replace(/^::ffff:/, ''));
  const b = base ? ipv4ToInt(base) : undefined;
  if (a === undefined || b === undefined || bits < 0 || bits > 32) return false;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (a & mask) === (b & mask);
}

/**
 * The default lookup: a country header set by the CDN or proxy in front of us, then a table of
 * IPv4 ranges from configuration; the caller falls back to the configured default country.
 */
export class DefaultCountryLookup implements CountryLookup {
  constructor(
    private readonly countryHeader: string,
    private readonly ranges: readonly CountryRange[] = [],
  ) {}

  static fromFile(countryHeader: string, file: string | undefined): DefaultCountryLookup {
    const ranges = file ? (JSON.parse(readFileSync(file, 'utf8')) as CountryRange[]) : [];
    return new DefaultCountryLookup(countryHeader, ranges);
  }

  lookup({ headers, ip }: { headers: Record<string, string | string[] | undefined>; ip: string }): string | undefined {
    const raw = headers[this.countryHeader];
    const fromHeader = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (fromHeader && /^[A-Z]{2}$/.test(fromHeader) && fromHeader !== 'XX') return fromHeader;
    if (isIP(ip.replace(/^::ffff:/, '')) === 4) {
      return this.ranges.find((r) => inRange(ip, r.cidr))?.countryCode.toUpperCase();
    }
    return undefined;
  }
}

const names = new Intl.DisplayNames(['en-AU'], { type: 'region' });

export function locate(
  lookup: CountryLookup,
  defaultCountry: string,
  input: { headers: Record<string, string | string[] | undefined>; ip: string },
): Location {
  const countryCode = lookup.lookup(input) ?? defaultCountry;
  let countryName: string;
  try {
    countryName = names.of(countryCode) ?? countryCode;
  } catch {
    countryName = countryCode;
  }
  return { countryCode, countryName };
}
