import { describe, expect, it } from 'vitest';
import { fieldErrors } from './forms';
import { addBankAccountBodySchema, amountInputSchema, bankAccountFormField, normaliseBankAccount } from './payouts';

describe('amountInputSchema (3-account.md §5 currency rule)', () => {
  it('reads major units with at most two decimals as minor units', () => {
    expect(amountInputSchema.parse('12.5')).toBe(1250);
    expect(amountInputSchema.parse('0.01')).toBe(1);
    expect(amountInputSchema.parse(7)).toBe(700);
    expect(amountInputSchema.parse(' 100.10 ')).toBe(10010);
  });
  it('refuses three decimals, a sign, words and zero with the spec messages', () => {
    const message = (v: unknown) => amountInputSchema.safeParse(v).error?.issues[0]?.message;
    expect(message('1.005')).toBe('Amount must follow format e.g: 1.50');
    expect(message('-1')).toBe('Amount must follow format e.g: 1.50');
    expect(message('1e3')).toBe('Amount must follow format e.g: 1.50');
    expect(message('0.00')).toBe('Please enter an amount equal to or greater than 0.01.');
    expect(message('')).toBe('This field is required');
  });
});

describe('addBankAccountBodySchema', () => {
  const national = { code: 'tt', type: 'national', accountName: 'Jo', accountNumber: '12345678', bankCode: '062000' };
  it('names the server fields the form maps to accountNumber and bankCode', () => {
    const errors = fieldErrors(addBankAccountBodySchema, { ...national, bankCode: '0620', accountNumber: 'x' });
    expect(errors).toEqual({ bsb: 'Please enter a valid 6 digit BSB', account_number: 'Please enter numbers only' });
    expect(Object.keys(errors).map(bankAccountFormField)).toEqual(['bankCode', 'accountNumber']);
    expect(bankAccountFormField('swift')).toBe('bankCode');
  });
  it('stores what was typed in one form', () => {
    expect(normaliseBankAccount(addBankAccountBodySchema.parse(national))).toEqual({
      accountNumber: '12345678',
      bankCode: '062-000',
    });
    const phone = addBankAccountBodySchema.parse({
      ...national,
      type: 'payid_phone',
      accountNumber: '+61 412 345 678',
    });
    expect(normaliseBankAccount(phone)).toEqual({ accountNumber: '0412345678', bankCode: null });
  });
});
