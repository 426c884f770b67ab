import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import type { Location } from '@drawline/contracts';
import { z } from 'zod';

type Headers = Record<string, string | string[] | undefined>;

/** Where a visitor is: a swappable policy (a CDN header, an address table, a commercial database). */
export interface CountryLookup {
  lookup(input: { headers: Headers; ip: string }): string | undefined;
}

export const countryRangeSchema = z.object({
  cidr: z.string().refine((c) => parseCidr(c) !== undefined, 'not an IPv4 or IPv6 CIDR range'),
  countryCode: z
    .string()
    .transform((c) => c.toUpperCase())
    .refine(isCountryCode, 'not an ISO 3166 country code'),
});
export type CountryRange = z.input<typeof countryRangeSchema>;

const regionNames = new Intl.DisplayNames(['en-AU'], { type: 'region', fallback: 'none' });
/** Codes CDNs send that name no country: unknown, Tor, the EU, the UN, outlying regions. */
const notCountries = new Set(['XX', 'ZZ', 'EU', 'EZ', 'UN', 'QO', 'T1', 'A1', 'A2', 'O1']);

/** A country's name in the shop's words (en-AU), or its code when it names no country. */
export function countryNameOf(code: string): string {
  return (isCountryCode(code) ? regionNames.of(code) : undefined) ?? code;
}

export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || notCountries.has(code)) return false;
  return regionNames.of(code) !== undefined;
}

type Family = 'ipv4' | 'ipv6';

function familyOf(address: string): Family | undefined {
  const family = isIP(address);
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : undefined;
}

/** `address/bits`, or a lone address for itself; undefined when either part is not valid. */
function parseCidr(cidr: string): { address: string; bits: number; family: Family } | undefined {
  const [address = '', bitsText, extra] = cidr.trim().split('/');
  const family = familyOf(address);
  if (!family || extra !== undefined) return undefined;
  const width = family === 'ipv4' ? 32 : 128;
  const bits = bitsText === undefined ? width : /^\d{1,3}$/.test(bitsText) ? Number(bitsText) : Number.NaN;
  if (!Number.isInteger(bits) || bits < 0 || bits > width) return undefined;
  return { address, bits, family };
}

/**
 * The default lookup: a country header set by the CDN or proxy in front of us, then a table of
 * IPv4 and IPv6 ranges from configuration; the caller falls back to the configured default.
 * A header value that names no country (XX, T1, garbage) is ignored.
 */
export class DefaultCountryLookup implements CountryLookup {
  /**
   * The ranges of each country in node's BlockList, which also matches IPv4-mapped IPv6 addresses.
   * Countries are tried in the order their first range comes in the table.
   */
  private readonly countries = new Map<string, BlockList>();

  constructor(
    private readonly countryHeader: string,
    ranges: readonly CountryRange[] = [],
  ) {
    for (const range of ranges) {
      const { cidr, countryCode } = countryRangeSchema.parse(range);
      const { address, bits, family } = parseCidr(cidr)!;
      const list = this.countries.get(countryCode) ?? new BlockList();
      list.addSubnet(address, bits, family);
      this.countries.set(countryCode, list);
    }
  }

  /** Reads the ranges file at start; a bad file stops the process with the reason. */
  static fromFile(countryHeader: string, file: string | undefined): DefaultCountryLookup {
    if (!file) return new DefaultCountryLookup(countryHeader);
    const parsed = z.array(countryRangeSchema).safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  [${i.path.join('.')}] ${i.message}`).join('\n');
      throw new Error(`Invalid LOCATE_RANGES_FILE ${file}:\n${lines}`);
    }
    return new DefaultCountryLookup(countryHeader, parsed.data);
  }

  lookup({ headers, ip }: { headers: Headers; ip: string }): string | undefined {
    const raw = headers[this.countryHeader];
    const fromHeader = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    if (fromHeader && isCountryCode(fromHeader)) return fromHeader;
    const family = familyOf(ip);
    if (!family) return undefined;
    for (const [countryCode, list] of this.countries) if (list.check(ip, family)) return countryCode;
    return undefined;
  }
}

export function locate(
  lookup: CountryLookup,
  defaultCountry: string,
  input: { headers: Headers; ip: string },
): Location {
  const countryCode = lookup.lookup(input) ?? defaultCountry;
  return { countryCode, countryName: countryNameOf(countryCode) };
}
