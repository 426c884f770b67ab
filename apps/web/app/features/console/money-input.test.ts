import { describe, expect, it } from 'vitest';
import { minorUnitsOf } from './money-input';

describe('minorUnitsOf', () => {
  it('reads whole and decimal amounts, signed', () => {
    expect(minorUnitsOf('250')).toBe(25_000);
    expect(minorUnitsOf('-12.5')).toBe(-1_250);
    expect(minorUnitsOf(' +0.05 ')).toBe(5);
  });
  it('refuses zero, three decimals and words', () => {
    expect(minorUnitsOf('0.00')).toBeNull();
    expect(minorUnitsOf('1.005')).toBeNull();
    expect(minorUnitsOf('ten')).toBeNull();
    expect(minorUnitsOf('1e3')).toBeNull();
  });
});
