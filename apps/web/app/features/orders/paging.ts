import { DEFAULT_PAGE_SIZE, type PageInfo } from '@drawline/contracts';

/**
 * Lists with the page number in the path (/my-account/upcoming-tickets/2): page 1 is the bare
 * path; page n asks the API for offset (n − 1) × limit (docs/decisions/131).
 */
export const LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The page a path names: absent is page 1; anything but a whole number from 2 up is no page. */
export function pageOf(param: string | undefined): number | null {
  if (param === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(param)) return null;
  const page = Number(param);
  // /…/1 is not a page of its own: page 1 has one address, the bare path.
  return page === 1 ? null : page;
}

export const offsetOf = (page: number, limit = LIST_PAGE_SIZE) => (page - 1) * limit;

/** How many pages a list has; an empty list still has its first page (the empty state). */
export function pageCount(info: Pick<PageInfo, 'total' | 'limit'> | null | undefined): number {
  if (!info || info.total <= 0) return 1;
  return Math.ceil(info.total / Math.max(1, info.limit));
}

/** The path of page n of a list whose first page is `base`. */
export const pagePath = (base: string, page: number) => (page <= 1 ? base : `${base}/${page}`);

/** A page of a list, as the pages show it. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}
