import { describe, expect, it } from 'vitest';
import { offsetOf, pageCount, pageOf, pagePath } from './paging';

describe('pages in the path', () => {
  it('reads the bare path as page 1 and whole numbers from 2 up as their page', () => {
    expect(pageOf(undefined)).toBe(1);
    expect(pageOf('2')).toBe(2);
    expect(pageOf('37')).toBe(37);
  });

  it('refuses anything else, page 1 included (it has one address, the bare path)', () => {
    for (const bad of ['1', '0', '-2', '02', '2.5', 'abc', '', '1e3', '9999999']) expect(pageOf(bad)).toBeNull();
  });

  it('asks for offset (n - 1) x limit', () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(20);
    expect(offsetOf(3, 25)).toBe(50);
  });

  it('counts pages, keeping a first page for an empty list', () => {
    expect(pageCount({ total: 0, limit: 10 })).toBe(1);
    expect(pageCount(null)).toBe(1);
    expect(pageCount({ total: 10, limit: 10 })).toBe(1);
    expect(pageCount({ total: 11, limit: 10 })).toBe(2);
  });

  it('writes page 1 as the bare path', () => {
    expect(pagePath('/my-account/transactions', 1)).toBe('/my-account/transactions');
    expect(pagePath('/my-account/transactions', 4)).toBe('/my-account/transactions/4');
  });
});
