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

/**
 * Converts keys without recursion: an explicit stack of (source, target) pairs, so a body nested
 * 60,000 levels deep costs memory in proportion, not a stack overflow (issue 7, hardening).
 */
function convertKeys(value: unknown, convert: (k: string) => string): unknown {
  const copyOf = (v: unknown): unknown => {
    if (Array.isArray(v)) return new Array(v.length);
    if (v !== null && typeof v === 'object' && isPlainObject(v)) return {};
    return v;
  };
  const root = copyOf(value);
  if (root === value) return value;
  const stack: [unknown, Record<string, unknown> | unknown[]][] = [[value, root as Record<string, unknown>]];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    if (Array.isArray(from)) {
      const out = to as unknown[];
      for (let i = 0; i < from.length; i++) {
        const copy = copyOf(from[i]);
        out[i] = copy;
        if (copy !== from[i]) stack.push([from[i], copy as unknown[]]);
      }
      continue;
    }
    const out = to as Record<string, unknown>;
    for (const [k, v] of Object.entries(from as object)) {
      // A form or query key __proto__ would otherwise set the prototype of the converted object.
      if (k === '__proto__') continue;
      const copy = copyOf(v);
      out[convert(k)] = copy;
      if (copy !== v) stack.push([v, copy as Record<string, unknown>]);
    }
  }
  return root;
}

/** snake_case and kebab-case keys to camelCase, deeply; Numbers, Powerball, Favourites kept. */
export const toCamelKeys = <T = unknown>(value: unknown): T => convertKeys(value, camelKey) as T;
/** camelCase keys to snake_case, deeply; Numbers, Powerball, Favourites kept. */
export const toSnakeKeys = <T = unknown>(value: unknown): T => convertKeys(value, snakeKey) as T;
