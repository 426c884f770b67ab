import { KEPT_UTM_KEYS } from '@drawline/contracts';

/**
 * The kept utm parameters of a query (2-shopping.md §9), as a query string to append to a path:
 * '' when there are none, else '?utm_source=…'. Other parameters stay behind.
 */
export function keptUtmQuery(search: string | URLSearchParams): string {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const key of KEPT_UTM_KEYS) {
    const value = from.get(key);
    if (value) kept.set(key, value.slice(0, 200));
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
