import { describe, expect, it } from 'vitest';
import { isCompleteCode, maskEmail, sanitizeCode } from './code';

describe('two-factor code', () => {
  it('keeps the first six digits of a paste and drops everything else', () => {
    expect(sanitizeCode('12 34-56')).toBe('123456');
    expect(sanitizeCode('Your code: 987654321')).toBe('987654');
    expect(sanitizeCode('abc')).toBe('');
  });

  it('is complete at exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });

  it('shows only the part before the at-sign, then asterisks', () => {
    expect(maskEmail('ann.lee@example.com')).toBe('ann.lee********');
    expect(maskEmail('a@b.c')).toBe('a********');
  });

  it('leaves an address the platform already masked', () => {
    expect(maskEmail('ann.lee********')).toBe('ann.lee********');
  });
});
