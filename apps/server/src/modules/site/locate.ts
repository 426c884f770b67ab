import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
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

export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || notCountries.has(code)) return false;
  return regionNames.of(code) !== undefined;
}

interface ParsedRange {
  family: 4 | 6;
  base: bigint;
  mask: bigint;
}

function toBigInt(ip: string): { family: 4 | 6; value: bigint } | undefined {
  const plain = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(plain);
  if (family === 4) {
    const value = plain.split('.').reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
    return { family: 4, value };
  }
  if (family !== 6) return undefined;
  let text = plain.toLowerCase().split('%')[0]!;
  // An embedded IPv4 tail (::ffff:1.2.3.4 outside the mapped case, 64:ff9b::1.2.3.4) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = toBigInt(v4[1]!)!.value;
    text = `${text.slice(0, -v4[1]!.length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...fill, ...tailGroups];
  if (groups.length !== 8) return undefined;
  return { family: 6, value: groups.reduce((acc, g) => (acc << 16n) + BigInt(Number.parseInt(g, 16)), 0n) };
}

function parseCidr(cidr: string): ParsedRange | undefined {
  const [baseText, bitsText] = cidr.trim().split('/');
  const base = baseText ? toBigInt(baseText) : undefined;
  if (!base) return undefined;
  const width = base.family === 4 ? 32 : 128;
  const bits = bitsText === undefined ? width : Number(bitsText);
  if (!Number.isInteger(bits) || bits < 0 || bits > width) return undefined;
  const all = (1n << BigInt(width)) - 1n;
  const mask = (all >> BigInt(width - bits)) << BigInt(width - bits);
  return { family: base.family, base: base.value & mask, mask };
}

/**
 * The default lookup: a country header set by the CDN or proxy in front of us, then a table of
 * IPv4 and IPv6 ranges from configuration; the caller falls back to the configured default.
 * A header value that names no country (XX, T1, garbage) is ignored.
 */
export class DefaultCountryLookup implements CountryLookup {
  private readonly ranges: (ParsedRange & { countryCode: string })[];

  constructor(
    private readonly countryHeader: string,
    ranges: readonly CountryRange[] = [],
  ) {
    this.ranges = ranges.map((r) => {
      const parsed = countryRangeSchema.parse(r);
      return { ...parseCidr(parsed.cidr)!, countryCode: parsed.countryCode };
    });
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
    const address = toBigInt(ip);
    if (!address) return undefined;
    return this.ranges.find((r) => r.family === address.family && (address.value & r.mask) === r.base)?.countryCode;
  }
}

export function locate(
  lookup: CountryLookup,
  defaultCountry: string,
  input: { headers: Headers; ip: string },
): Location {
  const countryCode = lookup.lookup(input) ?? defaultCountry;
  const countryName = isCountryCode(countryCode) ? regionNames.of(countryCode) : undefined;
  return { countryCode, countryName: countryName ?? countryCode };
}
