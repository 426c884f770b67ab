/** Keys the spec keeps exactly as written in both directions (1-platform.md §7). */
export const keptKeys: ReadonlySet<string> = new Set(['Numbers', 'Powerball', 'Favourites']);

const camelCache = new Map<string, string>();
const snakeCache = new Map<string, string>();

export function camelKey(key: string): string {
  if (keptKeys.has(key)) return key;
  let out = camelCache.get(key);
  if (out === undefined) {
    out = /[-_]/.test(key) ? key.replace(/[-_]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase()) : key;
    if (camelCache.size < 10_000) camelCache.set(key, out);
  }
  return out;
}

export function snakeKey(key: string): string {
  if (keptKeys.has(key)) return key;
  let out = snakeCache.get(key);
  if (out === undefined) {
    out = key
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/-/g, '_')
      .toLowerCase();
    if (snakeCache.size < 10_000) snakeCache.set(key, out);
  }
  return out;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  // fast-querystring (form bodies) makes objects whose prototype itself has a null prototype.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

function convertKeys(value: unknown, convert: (k: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // A form or query key __proto__ would otherwise set the prototype of the converted object.
      if (k === '__proto__') continue;
      out[convert(k)] = convertKeys(v, convert);
    }
    return out;
  }
  return value;
}

/** snake_case and kebab-case keys to camelCase, deeply; Numbers, Powerball, Favourites kept. */
export const toCamelKeys = <T = unknown>(value: unknown): T => convertKeys(value, camelKey) as T;
/** camelCase keys to snake_case, deeply; Numbers, Powerball, Favourites kept. */
export const toSnakeKeys = <T = unknown>(value: unknown): T => convertKeys(value, snakeKey) as T;
