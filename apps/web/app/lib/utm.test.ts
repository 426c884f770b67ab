import { describe, expect, it } from 'vitest';
import { keptUtmQuery } from './utm';

describe('keptUtmQuery', () => {
  it('keeps the five utm parameters of 2-shopping.md §9 and nothing else', () => {
    expect(
      keptUtmQuery('?utm_source=mail&utm_medium=email&utm_campaign=spring&utm_term=lotto&utm_content=a&gclid=x&page=2'),
    ).toBe('?utm_campaign=spring&utm_medium=email&utm_source=mail&utm_term=lotto&utm_content=a');
  });

  it('answers nothing when there is nothing to keep', () => {
    expect(keptUtmQuery('')).toBe('');
    expect(keptUtmQuery('?utm_source=&other=1')).toBe('');
  });

  it('takes URLSearchParams too, and encodes what it keeps', () => {
    expect(keptUtmQuery(new URLSearchParams({ utm_source: 'a b&c' }))).toBe('?utm_source=a+b%26c');
  });
});
