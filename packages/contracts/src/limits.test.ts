import { describe, expect, it } from 'vitest';
import { limitAmountSchema } from './limits';

const messageOf = (value: unknown, maximum?: Parameters<typeof limitAmountSchema>[0]) => {
  const parsed = limitAmountSchema(maximum).safeParse(value);
  return parsed.success ? parsed.data : parsed.error.issues[0]?.message;
};

describe('a limit amount', () => {
  it('is read in cents from what the customer typed', () => {
    expect(messageOf('50')).toBe(5000);
    expect(messageOf('50.5')).toBe(5050);
    expect(messageOf(' 0.01 ')).toBe(1);
    expect(messageOf(12.34)).toBe(1234);
  });

  it('refuses with the spec messages: 2 decimals, no negatives, at least 0.01, at most the system limit', () => {
    expect(messageOf('')).toBe('This field is required');
    expect(messageOf('1.234')).toBe('Amount must follow format e.g: 1.50');
    expect(messageOf('-1')).toBe('Amount must follow format e.g: 1.50');
    expect(messageOf('1e3')).toBe('Amount must follow format e.g: 1.50');
    expect(messageOf('0')).toBe('Please enter an amount equal to or greater than $0.01.');
    const maximum = { amount: 50_000, currency: 'AUD' as const };
    expect(messageOf('500.01', maximum)).toBe('Please enter an amount equal to or less than $500.00.');
    expect(messageOf('500', maximum)).toBe(50_000);
  });
});
