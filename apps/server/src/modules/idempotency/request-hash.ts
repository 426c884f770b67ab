import { createHash } from 'node:crypto';

/**
 * JSON with object keys in sorted order at every depth, so two requests that mean the same
 * (keys in another order) read the same. Undefined members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'object' || value instanceof Date) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const members = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
  return `{${members.join(',')}}`;
}

/** What makes two calls "the same request" for an idempotency key: the call and everything sent with it. */
export interface RequestParts {
  method: string;
  /** The route's pattern (`/cart/purchase`), not the raw URL. */
  route: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** SHA-256 (hex) of the request's canonical JSON. */
export function requestHash(parts: RequestParts): string {
  return createHash('sha256')
    .update(
      canonicalJson({
        method: parts.method.toUpperCase(),
        route: parts.route,
        params: parts.params ?? null,
        query: parts.query ?? null,
        body: parts.body ?? null,
      }),
    )
    .digest('hex');
}
